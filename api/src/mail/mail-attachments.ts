import { Injectable } from '@nestjs/common';
import type Mail from 'nodemailer/lib/mailer';
import type { MailKind } from './mail-kinds';

/** Files a mail of one kind carries, made from its stored payload when the mail is sent. */
export type AttachmentSource = (payload: Record<string, unknown>) => Promise<Mail.Attachment[]>;

/**
 * Attachments (docs/mail.md#placement-mails): the outbox row keeps only what names the file (a contract's placement
 * and version), never its bytes; the module that owns the file registers here how to make it again, and the renderer
 * asks at sending time. A kind without a source has no attachment.
 */
@Injectable()
export class MailAttachments {
  private readonly sources = new Map<MailKind, AttachmentSource>();

  register(kind: MailKind, source: AttachmentSource): void {
    this.sources.set(kind, source);
  }

  async of(kind: MailKind, payload: Record<string, unknown>): Promise<Mail.Attachment[]> {
    const source = this.sources.get(kind);
    return source ? source(payload) : [];
  }
}
