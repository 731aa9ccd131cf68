import { Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  checkRequestSchema,
  createRequestSchema,
  decisionSchema,
  motivationSchema,
  referentSchema,
  type CheckRequestInput,
  type CreateRequestInput,
  type DecisionInput,
  type MotivationInput,
  type ReferentInput,
} from '@petfoster/contracts/schemas';
import { Access } from '../common/access.decorator';
import { AuthUser, CurrentUser } from '../common/auth.decorators';
import { Throttled } from '../auth/throttling';
import { IdPipe, ValidBody } from '../common/validation';
import { RequestsService } from './requests.service';

/**
 * Every route of the foster-request workflow (docs/product.md#calls), at the paths the SPEC gives them: created from an animal,
 * decided by the association, edited and listed by the family, deleted by either. RequestsModule is imported before
 * the animals, associations and families modules, so these literal paths win over their `:id` routes.
 */
@ApiTags('requests')
@ApiBearerAuth()
@Controller()
export class RequestsController {
  constructor(private readonly requests: RequestsService) {}

  @Access('request.create')
  @Post('api/animals/requests')
  @Throttled('request')
  create(@CurrentUser() user: AuthUser, @ValidBody(createRequestSchema) body: CreateRequestInput) {
    return this.requests.create(user, body);
  }

  @Access('request.check')
  @Post('api/animals/check-requests')
  @HttpCode(200)
  check(@CurrentUser() user: AuthUser, @ValidBody(checkRequestSchema) body: CheckRequestInput) {
    return this.requests.exists(user, body.animal_id, body.family_id);
  }

  @Access('request.decide')
  @Put('api/associations/requests-mods')
  decide(@CurrentUser() user: AuthUser, @ValidBody(decisionSchema) body: DecisionInput) {
    return this.requests.decide(user, body.id, body.status, body.reason ?? null);
  }

  @Access('request.editMotivation')
  @Put('api/families/requests-mods')
  editMotivation(@CurrentUser() user: AuthUser, @ValidBody(motivationSchema) body: MotivationInput) {
    return this.requests.editMotivation(user, body.id, body.motivation ?? null);
  }

  @Access('family.requests')
  @Get('api/families/:id/requests')
  ofFamily(@CurrentUser() user: AuthUser, @Param('id', IdPipe) id: number) {
    return this.requests.listForFamily(user, id);
  }

  @Access('association.requests')
  @Get('api/associations/:id/requests')
  ofAssociation(@CurrentUser() user: AuthUser, @Param('id', IdPipe) id: number) {
    return this.requests.listForAssociation(user, id);
  }

  /** The mail work (docs/mail.md): the count beside 'Mes demandes' / 'Nos demandes' in the header. */
  @Access('notifications.count')
  @Get('api/me/notifications-count')
  @ApiOkResponse({ schema: { type: 'object', properties: { count: { type: 'integer' } } } })
  notificationsCount(@CurrentUser() user: AuthUser) {
    return this.requests.unseenCount(user);
  }

  /** The mail work (docs/mail.md): the family opened 'Mes demandes'; its decisions so far no longer count as unseen. */
  @Access('notifications.markSeen')
  @Post('api/me/notifications-seen')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Décisions marquées comme vues (famille)' })
  async markSeen(@CurrentUser() user: AuthUser): Promise<void> {
    await this.requests.markDecisionsSeen(user);
  }

  /** docs/product.md#association-team: `user_id: null` leaves the request without référent. */
  @Access('request.assignReferent')
  @Put('api/requests/:id/referent')
  assignReferent(
    @CurrentUser() user: AuthUser,
    @Param('id', IdPipe) id: number,
    @ValidBody(referentSchema) body: ReferentInput,
  ) {
    return this.requests.assignReferent(user, id, body.user_id);
  }

  @Access('request.delete')
  @Delete('api/requests/:id')
  @HttpCode(204)
  async remove(@CurrentUser() user: AuthUser, @Param('id', IdPipe) id: number): Promise<void> {
    await this.requests.remove(user, id);
  }
}
