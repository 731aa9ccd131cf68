import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import { APP_CONFIG, type RuntimeConfig } from '../config/app-config';
import { mailLog, type MailLog } from '../common/service-log';

/**
 * Hands a mail to SMTP_URL's server, or, without SMTP_URL (npm start), writes it as an .eml file under
 * <data dir>/mail/ so that a person trying the site locally can open the reset link. Both through nodemailer, so the
 * file is byte for byte the message a server would have received.
 */
@Injectable()
export class MailTransport implements OnApplicationShutdown {
  private readonly transporter: Transporter;
  private readonly log: MailLog;

  constructor(@Inject(APP_CONFIG) private readonly config: RuntimeConfig) {
    this.log = mailLog(config);
    this.transporter = config.mail.smtpUrl
      ? nodemailer.createTransport({
          url: config.mail.smtpUrl,
          // Bounded waits: a hung server fails the attempt (retried later) well before the worker's lease ends.
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 30_000,
        })
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  /** Resolves once the server accepted the mail (or the file is written); rejects with nodemailer's error otherwise. */
  async send(outboxId: number, message: Mail.Options): Promise<void> {
    const info = (await this.transporter.sendMail(message)) as { message?: Buffer };
    if (this.config.mail.smtpUrl) return;
    const dir = this.config.mail.dir;
    await mkdir(dir, { recursive: true });
    const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-outbox-${outboxId}.eml`);
    // Written under a temporary name then renamed: a reader never opens half a mail.
    await writeFile(`${file}.tmp`, info.message ?? Buffer.alloc(0), { mode: 0o600 });
    await rename(`${file}.tmp`, file);
    this.log('info', `E-mail écrit dans ${file}`);
  }

  onApplicationShutdown(): void {
    this.transporter.close();
  }
}
