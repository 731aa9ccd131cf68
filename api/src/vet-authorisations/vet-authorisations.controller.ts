import { Controller, Get, Param, Post, StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiProduces, ApiTags } from '@nestjs/swagger';
import { vetAuthorisationSchema, type VetAuthorisationInput } from '@petfoster/contracts/schemas';
import { Access } from '../common/access.decorator';
import { AuthUser, CurrentUser } from '../common/auth.decorators';
import { IdPipe, ValidBody } from '../common/validation';
import { VetAuthorisationsService } from './vet-authorisations.service';

/** Vet authorisations (docs/product.md#vet-authorisations); the rules are the service's. */
@ApiTags('placements')
@ApiBearerAuth()
@Controller('api')
export class VetAuthorisationsController {
  constructor(private readonly bons: VetAuthorisationsService) {}

  @Access('vetAuthorisation.issue')
  @Post('placements/:id/vet-authorisations')
  issue(
    @CurrentUser() user: AuthUser,
    @Param('id', IdPipe) id: number,
    @ValidBody(vetAuthorisationSchema) body: VetAuthorisationInput,
  ) {
    return this.bons.issue(user, id, body);
  }

  @Access('vetAuthorisation.list')
  @Get('placements/:id/vet-authorisations')
  list(@CurrentUser() user: AuthUser, @Param('id', IdPipe) id: number) {
    return this.bons.list(user, id);
  }

  @Access('vetAuthorisation.pdf')
  @Get('vet-authorisations/:id.pdf')
  @ApiProduces('application/pdf')
  async pdf(@CurrentUser() user: AuthUser, @Param('id', IdPipe) id: number): Promise<StreamableFile> {
    const { pdf, filename } = await this.bons.pdf(user, id);
    // Inline: a phone shows it at once, to be held out at the vet's; the name is kept for saving it.
    return new StreamableFile(pdf, { type: 'application/pdf', disposition: `inline; filename="${filename}"` });
  }
}
