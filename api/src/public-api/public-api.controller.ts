import { Controller, Get, Header, Param, Res } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import {
  PUBLIC_ANIMAL_KEYS,
  PUBLIC_ANIMAL_STATUSES,
  PUBLIC_API_MAX_AGE_SECONDS,
  PUBLIC_ASSOCIATION_KEYS,
} from '@petfoster/contracts';
import { publicAnimalListQuerySchema, type PublicAnimalListQuery } from '@petfoster/contracts/schemas';
import type { Response } from 'express';
import { Throttled } from '../auth/throttling';
import { Access } from '../common/access.decorator';
import { IdPipe, ValidQuery } from '../common/validation';
import { PublicApiService } from './public-api.service';

/** Shared caches and browsers may keep an answer 5 minutes, then revalidate it with its ETag (304). */
const CACHE_CONTROL = `public, max-age=${PUBLIC_API_MAX_AGE_SECONDS}`;

/** The documented shape of an answer: its keys, each described in docs/public-api.md. */
const objectWith = (keys: readonly string[], extra: Record<string, object>) => ({
  type: 'object',
  properties: { ...Object.fromEntries(keys.map((key) => [key, {}])), ...extra },
  required: [...keys, ...Object.keys(extra)],
});
const animalSchema = objectWith(PUBLIC_ANIMAL_KEYS, {
  status: { type: 'string', enum: [...PUBLIC_ANIMAL_STATUSES] },
  url: { type: 'string', format: 'uri', description: "the animal's page on PetFoster" },
});
const associationSchema = objectWith(PUBLIC_ASSOCIATION_KEYS, {
  url: { type: 'string', format: 'uri', description: "the association's page on PetFoster" },
});
const rateLimited = {
  description: 'Trop de requêtes depuis cette adresse (THROTTLE_PUBLIC_API_PER_IP par minute) : voir Retry-After',
};

/**
 * The public API, version 1 (docs/public-api.md): read-only, any origin, cached 5 minutes, limited per client
 * address. A change that breaks a v1 client goes to a new /api/public/v2 controller; v1 stays as it is.
 */
@ApiTags('public v1')
@Controller('api/public/v1')
export class PublicApiController {
  constructor(private readonly publicApi: PublicApiService) {}

  @Access('public.listAnimals')
  @Get('animals')
  @Throttled('publicApi')
  @Header('Cache-Control', CACHE_CONTROL)
  @ApiHeader({ name: 'X-Total-Count', description: 'response header: number of matching animals' })
  @ApiOkResponse({
    description: 'Never an adopted animal; a housed one unless available=true. Id order.',
    schema: { type: 'array', items: animalSchema },
  })
  @ApiTooManyRequestsResponse(rateLimited)
  async listAnimals(
    @ValidQuery(publicAnimalListQuerySchema) query: PublicAnimalListQuery,
    @Res({ passthrough: true }) response: Response,
  ) {
    const { animals, total } = await this.publicApi.listAnimals(query);
    response.setHeader('X-Total-Count', String(total));
    return animals;
  }

  @Access('public.readAnimal')
  @Get('animals/:id')
  @Throttled('publicApi')
  @Header('Cache-Control', CACHE_CONTROL)
  @ApiOkResponse({ description: 'An adopted animal is 404, like an unknown one.', schema: animalSchema })
  @ApiTooManyRequestsResponse(rateLimited)
  readAnimal(@Param('id', IdPipe) id: number) {
    return this.publicApi.readAnimal(id);
  }

  @Access('public.readAssociation')
  @Get('associations/:id')
  @Throttled('publicApi')
  @Header('Cache-Control', CACHE_CONTROL)
  @ApiOkResponse({ schema: associationSchema })
  @ApiTooManyRequestsResponse(rateLimited)
  readAssociation(@Param('id', IdPipe) id: number) {
    return this.publicApi.readAssociation(id);
  }
}
