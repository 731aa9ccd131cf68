import { Module } from '@nestjs/common';
import { RequestsModule } from '../requests/requests.module';
import { ConversationClock } from './conversation-clock';
import { ConversationsController } from './conversations.controller';
import { ConversationsService } from './conversations.service';
import { UnreadMessageMails } from './unread-message-mails';

/**
 * Conversations (docs/product.md#conversations): their routes, rules, live events and unread mail. What the other features
 * need of them lives below, in ../conversation-store.
 */
@Module({
  imports: [RequestsModule],
  controllers: [ConversationsController],
  providers: [ConversationsService, ConversationClock, UnreadMessageMails],
  exports: [ConversationClock],
})
export class ConversationsModule {}
