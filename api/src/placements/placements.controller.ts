import { Controller, Get, Headers, HttpCode, Ip, Param, Post, Put, Res, StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiHeader, ApiTags } from '@nestjs/swagger';
import {
  contractQuerySchema,
  placementAdoptionSchema,
  placementEndRequestSchema,
  placementEndSchema,
  placementListQuerySchema,
  placementSignatureSchema,
  placementStartSchema,
  placementTermsSchema,
  type ContractQuery,
  type PlacementAdoptionInput,
  type PlacementEndInput,
  type PlacementEndRequestInput,
  type PlacementListQuery,
  type PlacementSignatureInput,
  type PlacementStartInput,
  type PlacementTermsInput,
} from '@petfoster/contracts/schemas';
import type { Response } from 'express';
import { Access } from '../common/access.decorator';
import { AuthUser, CurrentUser } from '../common/auth.decorators';
import { IdPipe, ValidBody, ValidQuery } from '../common/validation';
import { PlacementsService } from './placements.service';

/** The placement's routes (docs/product.md#placements); the rules are the service's. */
@ApiTags('placements')
@ApiBearerAuth()
@Controller('api/placements')
export class PlacementsController {
  constructor(private readonly placements: PlacementsService) {}

  @Access('placement.list')
  @Get()
  @ApiHeader({ name: 'X-Total-Count', description: 'response header: number of matching placements' })
  async list(
    @CurrentUser() user: AuthUser,
    @ValidQuery(placementListQuerySchema) query: PlacementListQuery,
    @Res({ passthrough: true }) response: Response,
  ) {
    const placements = await this.placements.list(user, query);
    response.setHeader('X-Total-Count', String(placements.length));
    return placements;
  }

  @Access('placement.read')
  @Get(':id')
  read(@CurrentUser() user: AuthUser, @Param('id', IdPipe) id: number) {
    return this.placements.read(user, id);
  }

  @Access('placement.contract')
  @Get(':id/contract.pdf')
  async contract(
    @CurrentUser() user: AuthUser,
    @Param('id', IdPipe) id: number,
    @ValidQuery(contractQuerySchema) query: ContractQuery,
  ): Promise<StreamableFile> {
    const { pdf, filename } = await this.placements.contract(user, id, query.version);
    return new StreamableFile(pdf, { type: 'application/pdf', disposition: `attachment; filename="${filename}"` });
  }

  @Access('placement.setTerms')
  @Put(':id/terms')
  setTerms(
    @CurrentUser() user: AuthUser,
    @Param('id', IdPipe) id: number,
    @ValidBody(placementTermsSchema) body: PlacementTermsInput,
  ) {
    return this.placements.setTerms(user, id, body);
  }

  @Access('placement.sign')
  @Post(':id/signatures')
  @HttpCode(200)
  sign(
    @CurrentUser() user: AuthUser,
    @Param('id', IdPipe) id: number,
    @ValidBody(placementSignatureSchema) body: PlacementSignatureInput,
    @Ip() ip: string | undefined,
    @Headers('user-agent') userAgent: string | undefined,
  ) {
    return this.placements.sign(user, id, body, { ip: ip ?? null, userAgent: userAgent ?? null });
  }

  @Access('placement.start')
  @Post(':id/start')
  @HttpCode(200)
  start(
    @CurrentUser() user: AuthUser,
    @Param('id', IdPipe) id: number,
    @ValidBody(placementStartSchema) body: PlacementStartInput,
  ) {
    return this.placements.start(user, id, body);
  }

  @Access('placement.requestEnd')
  @Post(':id/end-request')
  @HttpCode(200)
  requestEnd(
    @CurrentUser() user: AuthUser,
    @Param('id', IdPipe) id: number,
    @ValidBody(placementEndRequestSchema) body: PlacementEndRequestInput,
  ) {
    return this.placements.requestEnd(user, id, body);
  }

  @Access('placement.end')
  @Post(':id/end')
  @HttpCode(200)
  end(
    @CurrentUser() user: AuthUser,
    @Param('id', IdPipe) id: number,
    @ValidBody(placementEndSchema) body: PlacementEndInput,
  ) {
    return this.placements.end(user, id, body);
  }

  @Access('placement.requestAdoption')
  @Post(':id/adoption-request')
  @HttpCode(200)
  requestAdoption(@CurrentUser() user: AuthUser, @Param('id', IdPipe) id: number) {
    return this.placements.requestAdoption(user, id);
  }

  @Access('placement.adopt')
  @Post(':id/adoption')
  @HttpCode(200)
  recordAdoption(
    @CurrentUser() user: AuthUser,
    @Param('id', IdPipe) id: number,
    @ValidBody(placementAdoptionSchema) body: PlacementAdoptionInput,
  ) {
    return this.placements.recordAdoption(user, id, body);
  }
}
