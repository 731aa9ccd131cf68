/**
 * The mail work (docs/mail.md): without SMTP_URL (the npm start default) every mail is written as an .eml file under <data dir>/mail/, and
 * one log line gives its path and nothing personal.
 */
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { simpleParser } from 'mailparser';
import type { TestApp } from '../support/app';
import { registerFamily } from '../support/fixtures';
import { startMailApp, waitForOutboxIdle } from './support/mail-app';

describe('mails as .eml files without SMTP_URL', () => {
  let t: TestApp;
  let lines: string[];

  beforeAll(async () => {
    lines = [];
    jest.spyOn(console, 'log').mockImplementation((line: unknown) => void lines.push(String(line)));
    t = await startMailApp(null, { logger: true });
  });
  afterAll(async () => {
    await t?.close();
    jest.restoreAllMocks();
  });

  it('writes the welcome mail as a complete message and logs where, without the address', async () => {
    const family = await registerFamily(t.api, { firstname: 'Anaïs' });
    await waitForOutboxIdle(t);
    // The data directory is the one of the database and the uploads (./data for npm start).
    const dir = join(dirname(t.uploadDir), 'mail');
    const files = (await readdir(dir)).filter((name) => name.endsWith('.eml'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/-outbox-\d+\.eml$/);

    const mail = await simpleParser(await readFile(join(dir, files[0])));
    expect(mail.subject).toBe('Bienvenue sur PetFoster');
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value[0].address : '').toBe(family.email.toLowerCase());
    expect(mail.text).toContain('Bonjour Anaïs,');
    expect(mail.html).toContain('href="https://petfoster.test/animals"');

    const logged = lines.filter((line) => line.includes(files[0]));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain(join(dir, files[0]));
    expect(lines.some((line) => line.toLowerCase().includes(family.email.toLowerCase()))).toBe(false);
  });
});
