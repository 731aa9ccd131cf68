import { createServer, type AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One mail as the test SMTP server received it: the envelope recipients and the parsed message. */
export interface ReceivedMail {
  to: string[];
  parsed: ParsedMail;
  subject: string;
  html: string;
  text: string;
  messageId: string;
  header(name: string): string | undefined;
}

export interface TestSmtp {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** Waits until a mail matches (the worker sends within seconds); throws with what did arrive after timeoutMs. */
  waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  /** Mails to one address. */
  to(address: string): ReceivedMail[];
  /** Stops accepting connections (a mail server outage); start() resumes on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A real SMTP server (smtp-server from npm) in the test process, on a free port of 127.0.0.1: the API's nodemailer
 * talks SMTP to it exactly as to a production server; mailparser reads what arrived. Plain SMTP without AUTH or
 * STARTTLS (a local test server has no certificate to offer).
 */
export async function startSmtp(): Promise<TestSmtp> {
  const port = await freePort();
  const received: ReceivedMail[] = [];
  let server: SMTPServer | null = null;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        onData(stream, session, callback) {
          simpleParser(stream).then(
            (parsed) => {
              received.push({
                to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
                parsed,
                subject: parsed.subject ?? '',
                html: typeof parsed.html === 'string' ? parsed.html : '',
                text: parsed.text ?? '',
                messageId: parsed.messageId ?? '',
                // The raw header as sent, unfolded (mailparser turns some headers into objects).
                header: (name) => {
                  const line = parsed.headerLines.find((h) => h.key === name.toLowerCase());
                  return line
                    ? line.line
                        .slice(line.line.indexOf(':') + 1)
                        .replace(/\r?\n[ \t]+/g, ' ')
                        .trim()
                    : undefined;
                },
              });
              callback();
            },
            (error: Error) => callback(error),
          );
        },
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });

  await listen();

  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    to: (address) => received.filter((mail) => mail.to.includes(address.toLowerCase())),
    async waitFor(match, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find(match);
        if (found) return found;
        if (Date.now() > deadline)
          throw new Error(
            `no matching mail within ${timeoutMs} ms; received: ${JSON.stringify(received.map((m) => [m.to, m.subject]))}`,
          );
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async stop() {
      const current = server;
      server = null;
      if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
    },
    async start() {
      if (!server) await listen();
    },
  };
}

/** The token of a link in a mail (`…#token=<token>`), taken from the HTML as a person would click it. */
export function tokenOfLink(mail: ReceivedMail, path: string): string {
  const pattern = new RegExp(`https?://[^"\\s]+${path.replace(/[/]/g, '\\/')}#token=([A-Za-z0-9_%.-]+)`);
  const match = pattern.exec(mail.html) ?? pattern.exec(mail.text);
  if (!match) throw new Error(`no ${path}#token= link in "${mail.subject}": ${mail.text}`);
  return decodeURIComponent(match[1]);
}
