import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  markMessagesReadSchema,
  messageListQuerySchema,
  reportMessageSchema,
  sendMessageSchema,
  type MarkMessagesReadInput,
  type MessageListQuery,
  type ReportMessageInput,
  type SendMessageInput,
} from '@petfoster/contracts/schemas';
import { Access } from '../common/access.decorator';
import { AuthUser, CurrentUser } from '../common/auth.decorators';
import { IdPipe, ValidBody, ValidQuery } from '../common/validation';
import { ConversationsService } from './conversations.service';

/** The conversations' routes (docs/product.md#conversations); the rules are the service's. */
@ApiTags('conversations')
@ApiBearerAuth()
@Controller()
export class ConversationsController {
  constructor(private readonly conversations: ConversationsService) {}

  @Access('message.list')
  @Get('api/requests/:id/messages')
  list(
    @CurrentUser() user: AuthUser,
    @Param('id', IdPipe) id: number,
    @ValidQuery(messageListQuerySchema) query: MessageListQuery,
  ) {
    return this.conversations.list(user, id, query);
  }

  @Access('message.send')
  @Post('api/requests/:id/messages')
  send(
    @CurrentUser() user: AuthUser,
    @Param('id', IdPipe) id: number,
    @ValidBody(sendMessageSchema) body: SendMessageInput,
  ) {
    return this.conversations.send(user, id, body);
  }

  @Access('message.markRead')
  @Post('api/requests/:id/messages/read')
  @HttpCode(200)
  markRead(
    @CurrentUser() user: AuthUser,
    @Param('id', IdPipe) id: number,
    @ValidBody(markMessagesReadSchema) body: MarkMessagesReadInput,
  ) {
    return this.conversations.markRead(user, id, body);
  }

  @Access('conversation.list')
  @Get('api/me/conversations')
  mine(@CurrentUser() user: AuthUser) {
    return this.conversations.conversations(user);
  }

  @Access('message.report')
  @Post('api/messages/:id/report')
  @HttpCode(204)
  async report(
    @CurrentUser() user: AuthUser,
    @Param('id', IdPipe) id: number,
    @ValidBody(reportMessageSchema) body: ReportMessageInput,
  ): Promise<void> {
    await this.conversations.report(user, id, body);
  }
}
