import { Controller, Get, Param, StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiProduces, ApiTags } from '@nestjs/swagger';
import { placementsRegisterQuerySchema, type PlacementsRegisterQuery } from '@petfoster/contracts/schemas';
import { Access } from '../common/access.decorator';
import { AuthUser, CurrentUser } from '../common/auth.decorators';
import { IdPipe, ValidQuery } from '../common/validation';
import { PlacementsRegisterService } from './placements-register.service';

@ApiTags('associations')
@ApiBearerAuth()
@Controller('api/associations')
export class PlacementsRegisterController {
  constructor(private readonly register: PlacementsRegisterService) {}

  /** The register of placed animals (docs/product.md#placements-register), as a file to download. */
  @Access('placement.register')
  @Get(':id/placements-register')
  @ApiProduces('text/csv', 'application/pdf')
  async placementsRegister(
    @CurrentUser() user: AuthUser,
    @Param('id', IdPipe) id: number,
    @ValidQuery(placementsRegisterQuerySchema) query: PlacementsRegisterQuery,
  ): Promise<StreamableFile> {
    const file = await this.register.export(user, id, query);
    return new StreamableFile(file.stream, {
      type: file.type,
      disposition: `attachment; filename="${file.filename}"`,
    });
  }
}
