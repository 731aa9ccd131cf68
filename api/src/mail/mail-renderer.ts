import { Inject, Injectable } from '@nestjs/common';
import { render } from '@react-email/render';
import { APP_CONFIG, type RuntimeConfig } from '../config/app-config';
import type Mail from 'nodemailer/lib/mailer';
import { mailLinks } from './links';
import { MailAttachments } from './mail-attachments';
import { NOTIFICATION_KINDS, type MailKind, type StoredPayload } from './mail-kinds';
import { openToken } from './sealed-token';
import { TEMPLATES } from './templates/mails';
import { savedSearchUnsubscribeToken, unsubscribeToken } from './unsubscribe-tokens';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
  /** Files the mail carries (a signed contract), made when it is sent. */
  attachments: Mail.Attachment[];
}

/** A header must stay on one line whatever a user typed in a name. */
const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, ' ').trim();

/** Turns an outbox row (kind, user, stored payload) into the mail to send: subject, HTML, plain text, headers. */
@Injectable()
export class MailRenderer {
  private readonly links: ReturnType<typeof mailLinks>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: RuntimeConfig,
    private readonly attachments: MailAttachments,
  ) {
    this.links = mailLinks(config.mail.publicUrl);
  }

  async render(row: { kind: string; user_id: number | null; payload: string }): Promise<RenderedMail> {
    if (!(row.kind in TEMPLATES)) throw new Error(`unknown mail kind ${row.kind}`);
    const kind = row.kind as MailKind;
    const payload = JSON.parse(row.payload) as StoredPayload & { sealedToken?: string };
    const notification = NOTIFICATION_KINDS.has(kind) && row.user_id !== null;
    // A saved search's alert unsubscribes from that search only; its footer says how (templates/saved-search-mails).
    const searchId = kind === 'saved_search_alert' ? (payload as unknown as { searchId: number }).searchId : null;
    const unsubscribe =
      notification && searchId === null ? unsubscribeToken(row.user_id as number, this.config.jwtSecret) : null;
    const oneClick =
      searchId !== null
        ? this.links.savedSearchOneClick(savedSearchUnsubscribeToken(searchId, this.config.jwtSecret))
        : unsubscribe
          ? this.links.unsubscribeOneClick(unsubscribe)
          : null;
    const template = TEMPLATES[kind] as (
      data: unknown,
      context: Parameters<(typeof TEMPLATES)['welcome']>[1],
    ) => {
      subject: string;
      element: Parameters<typeof render>[0];
    };
    const { subject, element } = template(payload, {
      firstname: payload.firstname,
      links: this.links,
      unsubscribeUrl: unsubscribe ? this.links.unsubscribePage(unsubscribe) : null,
      token: payload.sealedToken ? openToken(payload.sealedToken, this.config.jwtSecret) : undefined,
    });
    const [html, text, attachments] = await Promise.all([
      render(element),
      render(element, { plainText: true }),
      this.attachments.of(kind, payload as unknown as Record<string, unknown>),
    ]);
    return {
      subject: oneLine(subject),
      html,
      text,
      attachments,
      headers: oneClick
        ? {
            'List-Unsubscribe': `<${oneClick}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          }
        : {},
    };
  }
}
