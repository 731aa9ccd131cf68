/*
 * A real SMTP server for the journeys (docs/mail.md): started by global-setup in the Jest parent process, it stores each
 * message it accepts as an .eml file in E2E_MAIL_DIR, where the journeys (in a worker process) read them back with
 * mailparser. The API instances send to it through SMTP_URL, as they would to a production relay.
 */
const { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');

async function startMailbox() {
  const { SMTPServer } = require('smtp-server');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'petfoster-e2e-mail-'));
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address).join(',');
        writeFileSync(path.join(dir, `${String(count).padStart(5, '0')}.eml`), Buffer.concat(chunks));
        writeFileSync(path.join(dir, `${String(count).padStart(5, '0')}.to`), to);
        callback();
      });
    },
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.server.address();
  return {
    dir,
    url: `smtp://127.0.0.1:${port}`,
    async stop() {
      await new Promise((resolve) => server.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The mails received so far for an address, parsed (oldest first). */
async function mailsTo(address) {
  const { simpleParser } = require('mailparser');
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: the journeys run through e2e/jest.config.js');
  const found = [];
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.to'))
    .sort()) {
    const recipients = readFileSync(path.join(dir, file), 'utf8').toLowerCase().split(',');
    if (!recipients.includes(address.toLowerCase())) continue;
    found.push(await simpleParser(readFileSync(path.join(dir, file.replace(/\.to$/, '.eml')))));
  }
  return found;
}

/** Waits for a mail to `address` whose subject matches (the API's outbox hands it to SMTP within seconds). */
async function waitForMail(address, subject, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = (await mailsTo(address)).find((candidate) => subject.test(candidate.subject || ''));
    if (mail) return mail;
    if (Date.now() > deadline) {
      const subjects = (await mailsTo(address)).map((candidate) => candidate.subject);
      throw new Error(
        `no mail to ${address} matching ${subject} after ${timeoutMs} ms (got: ${JSON.stringify(subjects)})`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

module.exports = { startMailbox, mailsTo, waitForMail };
