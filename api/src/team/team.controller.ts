import { Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { chosenPassword } from '@petfoster/contracts/common-passwords';
import {
  memberInvitationAccept,
  memberInvitationPreviewSchema,
  memberInvitationSchema,
  memberRoleSchema,
  type MemberInvitationAcceptInput,
  type MemberInvitationInput,
  type MemberInvitationPreviewInput,
  type MemberRoleInput,
} from '@petfoster/contracts/schemas';
import { Access } from '../common/access.decorator';
import { AuthUser, CurrentUser } from '../common/auth.decorators';
import { NoStore } from '../common/cache-policy';
import { Throttled } from '../auth/throttling';
import { IdPipe, ValidBody } from '../common/validation';
import { TeamService } from './team.service';

/** The registration's password rules, and a chosen password must not be a common one (docs/security.md#second-pass). */
const acceptSchema = memberInvitationAccept(chosenPassword);

/** The association's team (docs/product.md#association-team): members, roles, invitations. */
@ApiTags('associations')
@ApiBearerAuth()
@Controller('api/associations/:id/members')
export class TeamController {
  constructor(private readonly team: TeamService) {}

  @NoStore()
  @Access('member.list')
  @Get()
  list(@CurrentUser() user: AuthUser, @Param('id', IdPipe) id: number) {
    return this.team.list(user, id);
  }

  @Access('member.invite')
  @Post()
  invite(
    @CurrentUser() user: AuthUser,
    @Param('id', IdPipe) id: number,
    @ValidBody(memberInvitationSchema, 'The address to invite and its role') body: MemberInvitationInput,
  ) {
    return this.team.invite(user, id, body);
  }

  @Access('member.changeRole')
  @Put(':userId')
  changeRole(
    @CurrentUser() user: AuthUser,
    @Param('id', IdPipe) id: number,
    @Param('userId', IdPipe) userId: number,
    @ValidBody(memberRoleSchema, 'The new role') body: MemberRoleInput,
  ) {
    return this.team.changeRole(user, id, userId, body);
  }

  /** `member.leave` lets any member through the guard; the service asks `member.remove` for another member. */
  @Access('member.leave')
  @Delete(':userId')
  @HttpCode(204)
  async remove(
    @CurrentUser() user: AuthUser,
    @Param('id', IdPipe) id: number,
    @Param('userId', IdPipe) userId: number,
  ): Promise<void> {
    await this.team.remove(user, id, userId);
  }
}

/** Joining a team with the mailed token: read the invitation, then create the member's account. */
@ApiTags('associations')
@Controller('api/member-invitations')
export class MemberInvitationsController {
  constructor(private readonly team: TeamService) {}

  @NoStore()
  @Access('memberInvitation.preview')
  @Post('preview')
  @HttpCode(200)
  preview(@ValidBody(memberInvitationPreviewSchema) body: MemberInvitationPreviewInput) {
    return this.team.preview(body.token);
  }

  @NoStore()
  @Access('memberInvitation.accept')
  @Post('accept')
  @Throttled('registration')
  accept(@ValidBody(acceptSchema, 'The new member account') body: MemberInvitationAcceptInput) {
    return this.team.accept(body);
  }
}
