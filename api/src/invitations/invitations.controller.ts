import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  createInvitationSchema,
  declineInvitationSchema,
  type InvitationCreateInput,
  type InvitationDeclineInput,
} from '@petfoster/contracts/schemas';
import { Access } from '../access/access.decorator';
import { AuthUser, CurrentUser } from '../auth/auth.decorators';
import { Throttled } from '../auth/throttling';
import { IdPipe, ValidBody } from '../common/validation';
import { InvitationsService } from './invitations.service';

/**
 * POST /api/invitations (association proposes), GET /api/invitations (the caller's: received or sent),
 * POST /api/invitations/{id}/decline (family). Accepting is making a request: POST /api/animals/requests.
 */
@ApiTags('invitations')
@ApiBearerAuth()
@Controller('api/invitations')
export class InvitationsController {
  constructor(private readonly invitations: InvitationsService) {}

  @Access('invitation.send')
  @Post()
  @Throttled('invitation')
  create(@CurrentUser() user: AuthUser, @ValidBody(createInvitationSchema) body: InvitationCreateInput) {
    return this.invitations.create(user, body);
  }

  @Access('invitation.list')
  @Get()
  list(@CurrentUser() user: AuthUser) {
    return this.invitations.list(user);
  }

  @Access('invitation.decline')
  @Post(':id/decline')
  @HttpCode(200)
  decline(
    @CurrentUser() user: AuthUser,
    @Param('id', IdPipe) id: number,
    @ValidBody(declineInvitationSchema) body: InvitationDeclineInput,
  ) {
    return this.invitations.decline(user, id, body);
  }
}
