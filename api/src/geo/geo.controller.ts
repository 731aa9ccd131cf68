import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { PostalCodeCommunes } from '@petfoster/contracts';
import { communesQuerySchema, type CommunesQuery } from '@petfoster/contracts/schemas';
import { Access } from '../access/access.decorator';
import { ValidQuery } from '../common/validation';
import { GeoService } from './geo.service';

@ApiTags('geo')
@Controller('api/geo')
export class GeoController {
  constructor(private readonly geo: GeoService) {}

  /** The communes of a postal code, for the registration and profile forms to offer (empty: unknown code). */
  @Access('geo.communes')
  @Get('communes')
  communes(@ValidQuery(communesQuerySchema) query: CommunesQuery): PostalCodeCommunes {
    return { postal_code: query.postal_code, communes: this.geo.communeNames(query.postal_code) };
  }
}
