import { loadConfig } from './config/app-config';
import { prepareRuntimeFiles } from './config/runtime-files';
import { startSummary } from './start-summary';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

describe('startSummary (npm start on a terminal)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'petfoster-summary-'));
  const base = { uploadDir: path.join(dir, 'uploads'), jwtSecret: 'x'.repeat(40) };

  it('says where the site is, where data lives and how to log in to the demo', () => {
    const config = prepareRuntimeFiles(
      loadConfig({ ...base, databaseUrl: `sqlite:${path.join(dir, 'a.sqlite')}`, seedDemo: true }, {}),
    );
    const text = startSummary(config, 'http://localhost:8080');
    expect(text).toContain('PetFoster est prêt : http://localhost:8080');
    expect(text).toContain('a.sqlite');
    expect(text).toContain('Comptes de démonstration (mot de passe Demo1234)');
    expect(text).toContain('pattes.solidaires@petfoster.fr');
  });

  it('never shows a database password, nor demo accounts that were not loaded', () => {
    const config = prepareRuntimeFiles(loadConfig({ ...base, databaseUrl: 'mysql://pf:s3cr3t@db:3306/petfoster' }, {}));
    const text = startSummary(config, 'http://localhost:8080');
    expect(text).toContain('MySQL/MariaDB, mysql://pf:***@db:3306/petfoster');
    expect(text).not.toContain('s3cr3t');
    expect(text).not.toContain('Comptes de démonstration');
  });

  it('says where mails go: the .eml folder without SMTP_URL, the SMTP host without its password otherwise', () => {
    const files = prepareRuntimeFiles(loadConfig({ ...base, databaseUrl: `sqlite:${path.join(dir, 'b.sqlite')}` }, {}));
    expect(startSummary(files, 'http://localhost:8080')).toContain('E-mails : fichiers .eml dans');
    const smtp = prepareRuntimeFiles(
      loadConfig(
        { ...base, databaseUrl: `sqlite:${path.join(dir, 'c.sqlite')}` },
        { SMTP_URL: 'smtps://mailer:p4ss@smtp.exemple.fr:465', PUBLIC_URL: 'https://petfoster.fr/' },
      ),
    );
    const text = startSummary(smtp, 'http://localhost:8080');
    expect(text).toContain('E-mails : smtps://smtp.exemple.fr:465, liens vers https://petfoster.fr');
    expect(text).not.toContain('p4ss');
  });
});
