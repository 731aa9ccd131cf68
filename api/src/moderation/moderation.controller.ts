import { Controller, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiHeader, ApiTags } from '@nestjs/swagger';
import {
  adminReportsQuerySchema,
  moderationReasonSchema,
  type AdminReportsQuery,
  type ModerationReasonInput,
} from '@petfoster/contracts/schemas';
import type { Response } from 'express';
import { Access } from '../common/access.decorator';
import { AuthUser, CurrentUser } from '../common/auth.decorators';
import { IdPipe, ValidBody, ValidQuery } from '../common/validation';
import { ReportsService } from './reports.service';
import { SuspensionsService } from './suspensions.service';

/** Moderation (docs/administration.md#moderation): reports, the administrators' queue and decisions. */
@ApiTags('moderation')
@ApiBearerAuth()
@Controller()
export class ModerationController {
  constructor(
    private readonly reports: ReportsService,
    private readonly suspensions: SuspensionsService,
  ) {}

  @Access('animal.report')
  @Post('api/animals/:id/report')
  @HttpCode(201)
  reportAnimal(
    @CurrentUser() user: AuthUser,
    @Param('id', IdPipe) id: number,
    @ValidBody(moderationReasonSchema) body: ModerationReasonInput,
  ) {
    return this.reports.reportAnimal(user, id, body);
  }

  @Access('association.report')
  @Post('api/associations/:id/report')
  @HttpCode(201)
  reportAssociation(
    @CurrentUser() user: AuthUser,
    @Param('id', IdPipe) id: number,
    @ValidBody(moderationReasonSchema) body: ModerationReasonInput,
  ) {
    return this.reports.reportAssociation(user, id, body);
  }

  @Access('admin.reports')
  @Get('api/admin/reports')
  @ApiHeader({ name: 'X-Total-Count', description: 'response header: number of reports' })
  async list(
    @CurrentUser() user: AuthUser,
    @ValidQuery(adminReportsQuerySchema) query: AdminReportsQuery,
    @Res({ passthrough: true }) response: Response,
  ) {
    const { reports, total } = await this.reports.list(user, query);
    response.setHeader('X-Total-Count', String(total));
    return reports;
  }

  @Access('admin.reportDismiss')
  @Post('api/admin/reports/:id/dismiss')
  @HttpCode(200)
  dismiss(@CurrentUser() user: AuthUser, @Param('id', IdPipe) id: number) {
    return this.reports.dismiss(user, id);
  }

  @Access('admin.hideContent')
  @Post('api/admin/messages/:id/hide')
  @HttpCode(204)
  async hideMessage(
    @CurrentUser() user: AuthUser,
    @Param('id', IdPipe) id: number,
    @ValidBody(moderationReasonSchema) body: ModerationReasonInput,
  ): Promise<void> {
    await this.reports.hideMessage(user, id, body);
  }

  @Access('admin.hideContent')
  @Post('api/admin/animals/:id/hide')
  @HttpCode(204)
  async hideAnimal(
    @CurrentUser() user: AuthUser,
    @Param('id', IdPipe) id: number,
    @ValidBody(moderationReasonSchema) body: ModerationReasonInput,
  ): Promise<void> {
    await this.reports.hideAnimal(user, id, body);
  }

  @Access('admin.suspendAccount')
  @Post('api/admin/accounts/:userId/suspend')
  @HttpCode(200)
  suspend(
    @CurrentUser() user: AuthUser,
    @Param('userId', IdPipe) userId: number,
    @ValidBody(moderationReasonSchema) body: ModerationReasonInput,
  ) {
    return this.suspensions.suspend(user, userId, body);
  }

  @Access('admin.suspendAccount')
  @Post('api/admin/accounts/:userId/unsuspend')
  @HttpCode(200)
  unsuspend(@CurrentUser() user: AuthUser, @Param('userId', IdPipe) userId: number) {
    return this.suspensions.unsuspend(user, userId);
  }
}
