import { Global, Module } from '@nestjs/common';
import { RequestsModule } from '../requests/requests.module';
import { ConversationClock } from './conversation-clock';
import { ConversationsController } from './conversations.controller';
import { ConversationsService } from './conversations.service';
import { MessageErasure } from './message-erasure';
import { UnreadMessageMails } from './unread-message-mails';

/**
 * Conversations (docs/product.md#messages): their routes, rules, live events and unread mail. Global for
 * MessageErasure, which the account deletions (families, team, associations) call in their transactions.
 */
@Global()
@Module({
  imports: [RequestsModule],
  controllers: [ConversationsController],
  providers: [ConversationsService, ConversationClock, UnreadMessageMails, MessageErasure],
  exports: [MessageErasure, ConversationClock],
})
export class ConversationsModule {}
