import { Global, Module } from '@nestjs/common';
import { MailAttachments } from './mail-attachments';
import { MailRenderer } from './mail-renderer';
import { MailTransport } from './mail-transport';
import { OutboxService } from './outbox.service';
import { OutboxWorker } from './outbox-worker';
import { UnsubscribeController } from './unsubscribe.controller';

/**
 * The mail path (docs/mail.md): OutboxService writes mails in the callers' transactions, OutboxWorker sends them
 * (through MailTransport: SMTP_URL or .eml files), MailRenderer turns a row into French HTML and text. Global, like
 * the database: the requests, accounts and registration services all write mails.
 */
@Global()
@Module({
  controllers: [UnsubscribeController],
  providers: [MailRenderer, MailTransport, OutboxWorker, OutboxService, MailAttachments],
  exports: [OutboxService, MailAttachments],
})
export class MailModule {}
