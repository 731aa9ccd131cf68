import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from './app-config';

describe('loadConfig', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'petfoster-config-'));
  const base = { databaseUrl: `sqlite:${path.join(dir, 'db.sqlite')}`, uploadDir: path.join(dir, 'uploads') };

  it('refuses a missing, short or placeholder secret in production', () => {
    expect(() => loadConfig({ ...base, nodeEnv: 'production' }, {})).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, nodeEnv: 'production', jwtSecret: 'too-short' }, {})).toThrow(/32/);
    expect(() => loadConfig({ ...base, nodeEnv: 'production', jwtSecret: 'changeme-changeme-changeme-changeme' }, {})).toThrow(ConfigError);
    expect(loadConfig({ ...base, nodeEnv: 'production', jwtSecret: 'k9F2xQ7vL1pZ8mW3rT6yB0nH5cJ4dG7s' }, {}).jwtSecret).toHaveLength(32);
  });

  it('generates a development secret once per data directory so tokens survive restarts', () => {
    const first = loadConfig(base, {}).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig(base, {}).jwtSecret).toBe(first);
    expect(readFileSync(path.join(dir, '.jwt-secret'), 'utf8')).toBe(first);
  });

  it('seeds by default only for the embedded default database, and validates flags', () => {
    expect(loadConfig(base, {}).seedDemo).toBe(false);
    expect(loadConfig({ uploadDir: base.uploadDir }, { SEED_DEMO: 'true', DATABASE_URL: base.databaseUrl }).seedDemo).toBe(true);
    expect(() => loadConfig(base, { SEED_DEMO: 'perhaps' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, databaseUrl: 'postgres://db' }, {})).toThrow(ConfigError);
    expect(loadConfig({ ...base, databaseUrl: 'mysql://root@127.0.0.1:3306/pf' }, {}).database).toEqual({ type: 'mysql', url: 'mysql://root@127.0.0.1:3306/pf' });
  });
});
