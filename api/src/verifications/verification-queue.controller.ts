import { Controller, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiHeader, ApiTags } from '@nestjs/swagger';
import {
  adminVerificationsQuerySchema,
  verificationRejectionSchema,
  type AdminVerificationsQuery,
  type VerificationRejectionInput,
} from '@petfoster/contracts/schemas';
import type { Response } from 'express';
import { Access } from '../common/access.decorator';
import { AuthUser, CurrentUser } from '../common/auth.decorators';
import { IdPipe, ValidBody, ValidQuery } from '../common/validation';
import { VerificationQueueService } from './verification-queue.service';

/** The platform administrators' verification queue (docs/administration.md#verification-queue). */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('api/admin/verifications')
export class VerificationQueueController {
  constructor(private readonly queue: VerificationQueueService) {}

  @Access('admin.verifications')
  @Get()
  @ApiHeader({ name: 'X-Total-Count', description: 'response header: number of requests with this status' })
  async list(
    @CurrentUser() user: AuthUser,
    @ValidQuery(adminVerificationsQuerySchema) query: AdminVerificationsQuery,
    @Res({ passthrough: true }) response: Response,
  ) {
    const { entries, total } = await this.queue.list(user, query);
    response.setHeader('X-Total-Count', String(total));
    return entries;
  }

  @Access('admin.verificationDecide')
  @Post(':id/approve')
  @HttpCode(200)
  approve(@CurrentUser() user: AuthUser, @Param('id', IdPipe) id: number) {
    return this.queue.approve(user, id);
  }

  @Access('admin.verificationDecide')
  @Post(':id/reject')
  @HttpCode(200)
  reject(
    @CurrentUser() user: AuthUser,
    @Param('id', IdPipe) id: number,
    @ValidBody(verificationRejectionSchema) body: VerificationRejectionInput,
  ) {
    return this.queue.reject(user, id, body);
  }
}
