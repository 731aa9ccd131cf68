import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { ModerationController } from './moderation.controller';
import { ReportsService } from './reports.service';
import { SuspensionsService } from './suspensions.service';

/**
 * Moderation (docs/administration.md#moderation): reports of animals and associations (a message's is the
 * conversations' route, into the same table), the administrators' queue, hiding content and suspending accounts.
 * What the public pages leave out is public-visibility.ts, read by each public query.
 */
@Module({
  imports: [MailModule],
  controllers: [ModerationController],
  providers: [ReportsService, SuspensionsService],
})
export class ModerationModule {}
