import { Controller, Get, Param, Post, Res, StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiProduces, ApiTags } from '@nestjs/swagger';
import {
  verificationDocumentQuerySchema,
  verificationRequestSchema,
  type VerificationRequestInput,
} from '@petfoster/contracts/schemas';
import type { Response } from 'express';
import { Access } from '../common/access.decorator';
import { AuthUser, CurrentUser } from '../common/auth.decorators';
import { IdPipe, ValidBody, ValidQuery } from '../common/validation';
import { VerificationsService } from './verifications.service';
import { privateFileAnswer } from '../private-files/private-file-answer';

/** Verified associations (docs/product.md#verified-associations); the rules are the service's. */
@ApiTags('associations')
@ApiBearerAuth()
@Controller('api')
export class VerificationsController {
  constructor(private readonly verifications: VerificationsService) {}

  @Access('verification.request')
  @Post('associations/:id/verification')
  request(
    @CurrentUser() user: AuthUser,
    @Param('id', IdPipe) id: number,
    @ValidBody(verificationRequestSchema) body: VerificationRequestInput,
  ) {
    return this.verifications.request(user, id, body);
  }

  @Access('verification.read')
  @Get('associations/:id/verification')
  read(@CurrentUser() user: AuthUser, @Param('id', IdPipe) id: number) {
    return this.verifications.read(user, id);
  }

  /** A private document: only this answer's caller may keep it, and no cache at all (docs/product.md#private-documents). */
  @Access('verification.document')
  @Get('verification-documents/:id')
  @ApiProduces('image/jpeg', 'application/pdf')
  document(
    @Param('id', IdPipe) id: number,
    @ValidQuery(verificationDocumentQuerySchema) query: { token?: string },
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    return privateFileAnswer(response, () => this.verifications.document(id, query.token));
  }
}
