import { Module } from '@nestjs/common';
import { MemberInvitationsController, TeamController } from './team.controller';
import { TeamService } from './team.service';

/** The association's team (docs/product.md#association-team). */
@Module({
  controllers: [TeamController, MemberInvitationsController],
  providers: [TeamService],
  exports: [TeamService],
})
export class TeamModule {}
