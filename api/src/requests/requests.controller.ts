import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { RequestStatus } from '@petfoster/contracts';
import { AuthUser, CurrentUser } from '../auth/auth.decorators';
import { Throttled } from '../auth/throttling';
import { IdPipe, Parsed, SchemaPipe, toOpenApi } from '../common/validation';
import { checkRequestSchema, createRequestSchema, decisionSchema, motivationSchema } from './dto/requests.schemas';
import { RequestsService } from './requests.service';

/**
 * Every route of the foster-request workflow (SPEC 7), at the paths the SPEC gives them: created from an animal,
 * decided by the association, edited and listed by the family, deleted by either. RequestsModule is imported before
 * the animals, associations and families modules, so these literal paths win over their `:id` routes.
 */
@ApiTags('requests')
@ApiBearerAuth()
@Controller()
export class RequestsController {
  constructor(private readonly requests: RequestsService) {}

  @Post('api/animals/requests')
  @Throttled('request')
  @ApiBody({ schema: toOpenApi(createRequestSchema) })
  create(
    @CurrentUser() user: AuthUser,
    @Body(new SchemaPipe(createRequestSchema)) body: Parsed<typeof createRequestSchema>,
  ) {
    return this.requests.create(user, body);
  }

  @Post('api/animals/check-requests')
  @HttpCode(200)
  @ApiBody({ schema: toOpenApi(checkRequestSchema) })
  check(
    @CurrentUser() user: AuthUser,
    @Body(new SchemaPipe(checkRequestSchema)) body: Parsed<typeof checkRequestSchema>,
  ) {
    return this.requests.exists(user, body.animal_id, body.family_id);
  }

  @Put('api/associations/requests-mods')
  @ApiBody({ schema: toOpenApi(decisionSchema) })
  decide(@CurrentUser() user: AuthUser, @Body(new SchemaPipe(decisionSchema)) body: Parsed<typeof decisionSchema>) {
    return this.requests.decide(user, body.id, body.status as RequestStatus);
  }

  @Put('api/families/requests-mods')
  @ApiBody({ schema: toOpenApi(motivationSchema) })
  editMotivation(
    @CurrentUser() user: AuthUser,
    @Body(new SchemaPipe(motivationSchema)) body: Parsed<typeof motivationSchema>,
  ) {
    return this.requests.editMotivation(user, body.id, body.motivation ?? null);
  }

  @Get('api/families/:id/requests')
  ofFamily(@CurrentUser() user: AuthUser, @Param('id', IdPipe) id: number) {
    return this.requests.listForFamily(user, id);
  }

  @Get('api/associations/:id/requests')
  ofAssociation(@CurrentUser() user: AuthUser, @Param('id', IdPipe) id: number) {
    return this.requests.listForAssociation(user, id);
  }

  /** Issue 15: the count beside 'Mes demandes' / 'Nos demandes' in the header. */
  @Get('api/me/notifications-count')
  @ApiOkResponse({ schema: { type: 'object', properties: { count: { type: 'integer' } } } })
  notificationsCount(@CurrentUser() user: AuthUser) {
    return this.requests.unseenCount(user);
  }

  /** Issue 15: the family opened 'Mes demandes'; its decisions so far no longer count as unseen. */
  @Post('api/me/notifications-seen')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Décisions marquées comme vues (famille)' })
  async markSeen(@CurrentUser() user: AuthUser): Promise<void> {
    await this.requests.markDecisionsSeen(user);
  }

  @Delete('api/requests/:id')
  @HttpCode(204)
  async remove(@CurrentUser() user: AuthUser, @Param('id', IdPipe) id: number): Promise<void> {
    await this.requests.remove(user, id);
  }
}
