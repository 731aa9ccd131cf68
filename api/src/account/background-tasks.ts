import { BeforeApplicationShutdown, Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type RuntimeConfig } from '../config/app-config';
import { mailLog, type MailLog } from '../common/service-log';

/**
 * Work done after the answer has left (the password-reset request, whose answer must not tell by its timing whether
 * the account exists). Failures are logged without personal data; app shutdown waits for what is under way, before
 * the database closes.
 */
@Injectable()
export class BackgroundTasks implements BeforeApplicationShutdown {
  private readonly pending = new Set<Promise<void>>();
  private readonly log: MailLog;

  constructor(@Inject(APP_CONFIG) config: RuntimeConfig) {
    this.log = mailLog(config);
  }

  run(label: string, task: () => Promise<void>): void {
    // setImmediate: after the pending promise callbacks, among them the ones that write the answer (better-sqlite3
    // works synchronously, and would otherwise delay the answer of the known address only).
    const running: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .catch((error: unknown) => {
        const code = (error as { code?: unknown })?.code;
        this.log('warn', `${label} : échec (${typeof code === 'string' ? code : 'erreur'})`);
      })
      .finally(() => this.pending.delete(running));
    this.pending.add(running);
  }

  async beforeApplicationShutdown(): Promise<void> {
    await Promise.all([...this.pending]);
  }
}
