import { loadConfig } from './app-config';
import { prepareRuntimeFiles } from './runtime-files';
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
});
