import { Global, Module } from '@nestjs/common';
import { MessageErasure } from './message-erasure';

/**
 * What of conversations the other features need (docs/product.md#conversations): the account deletions (families, team,
 * associations) empty the deleted account's messages in their own transactions, and the header's count reads the
 * unread messages. Below the features, so that conversations (which need requests) and they do not import each other.
 */
@Global()
@Module({ providers: [MessageErasure], exports: [MessageErasure] })
export class ConversationStoreModule {}
