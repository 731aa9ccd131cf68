import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from './app-config';
import { prepareRuntimeFiles } from './runtime-files';

describe('loadConfig', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'petfoster-config-'));
  const base = { databaseUrl: `sqlite:${path.join(dir, 'db.sqlite')}`, uploadDir: path.join(dir, 'uploads') };

  it('refuses a missing, short or placeholder secret in production', () => {
    expect(() => loadConfig({ ...base, nodeEnv: 'production' }, {})).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, nodeEnv: 'production', jwtSecret: 'too-short' }, {})).toThrow(/32/);
    expect(() =>
      loadConfig({ ...base, nodeEnv: 'production', jwtSecret: 'changeme-changeme-changeme-changeme' }, {}),
    ).toThrow(ConfigError);
    expect(
      loadConfig({ ...base, nodeEnv: 'production', jwtSecret: 'k9F2xQ7vL1pZ8mW3rT6yB0nH5cJ4dG7s' }, {}).jwtSecret,
    ).toHaveLength(32);
  });

  it('generates a development secret once per data directory so tokens survive restarts', () => {
    expect(loadConfig(base, {}).jwtSecret).toBeNull();
    const first = prepareRuntimeFiles(loadConfig(base, {})).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(prepareRuntimeFiles(loadConfig(base, {})).jwtSecret).toBe(first);
    expect(readFileSync(path.join(dir, '.jwt-secret'), 'utf8')).toBe(first);
  });

  it('seeds by default only for the embedded default database, and validates flags', () => {
    expect(loadConfig(base, {}).seedDemo).toBe(false);
    expect(
      loadConfig({ uploadDir: base.uploadDir }, { SEED_DEMO: 'true', DATABASE_URL: base.databaseUrl }).seedDemo,
    ).toBe(true);
    expect(() => loadConfig(base, { SEED_DEMO: 'perhaps' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, databaseUrl: 'postgres://db' }, {})).toThrow(ConfigError);
    expect(loadConfig({ ...base, databaseUrl: 'mysql://root@127.0.0.1:3306/pf' }, {}).database).toEqual({
      type: 'mysql',
      url: 'mysql://root@127.0.0.1:3306/pf',
      poolSize: 10,
    });
  });

  it('reads the multi-host settings (docs/decisions/stateless-api.md): Redis, pool size, metrics listener, S3 storage', () => {
    const local = loadConfig(base, {});
    expect([local.redisUrl, local.metricsPort, local.storage]).toEqual([null, null, { driver: 'local' }]);
    expect([local.metricsHost, local.metricsToken]).toEqual(['127.0.0.1', null]);
    const shared = loadConfig(
      { ...base, databaseUrl: 'mysql://root@127.0.0.1:3306/pf' },
      {
        REDIS_URL: 'redis://:s3cret@redis:6379/0',
        DATABASE_POOL_SIZE: '25',
        METRICS_PORT: '9464',
        METRICS_HOST: '0.0.0.0',
        METRICS_TOKEN: 'jeton-prometheus-0123456789',
        STORAGE: 's3',
        S3_BUCKET: 'petfoster-images',
        S3_ENDPOINT: 'http://minio:9000',
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
      },
    );
    expect(shared.redisUrl).toBe('redis://:s3cret@redis:6379/0');
    expect([shared.metricsPort, shared.metricsHost, shared.metricsToken]).toEqual([
      9464,
      '0.0.0.0',
      'jeton-prometheus-0123456789',
    ]);
    expect(shared.database).toEqual({ type: 'mysql', url: 'mysql://root@127.0.0.1:3306/pf', poolSize: 25 });
    expect(shared.storage).toEqual({
      driver: 's3',
      endpoint: 'http://minio:9000',
      bucket: 'petfoster-images',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT doit être un numéro de port entre 0 et 65535 (reçu "abc")'],
    [{ PORT: '70000' }, 'PORT doit être un numéro de port entre 0 et 65535 (reçu "70000")'],
    [
      { LOG_LEVEL: 'verbose' },
      'LOG_LEVEL doit être l\'un de fatal, error, warn, info, debug, trace, silent (reçu "verbose")',
    ],
    [
      { SHUTDOWN_DRAIN_MS: '-5' },
      'SHUTDOWN_DRAIN_MS doit être un nombre de millisecondes entre 0 et 600000 (reçu "-5")',
    ],
    [{ THROTTLE_LOGIN_PER_IP: '0' }, 'THROTTLE_LOGIN_PER_IP doit être un entier positif (reçu "0")'],
    [
      { CORS_ORIGINS: 'https://ok.fr,ftp://x' },
      'CORS_ORIGINS "ftp://x" n\'est pas une origine (https://exemple.fr, sans chemin) (reçu "https://ok.fr,ftp://x")',
    ],
    [{ SEED_DEMO: 'perhaps' }, 'SEED_DEMO doit valoir true ou false (reçu "perhaps")'],
    [
      { REDIS_URL: 'http://:motdepasse@cache:6379' },
      'REDIS_URL doit être une adresse redis://[:motdepasse@]hote:6379[/base] ou rediss://… (reçu "http://:***@cache:6379")',
    ],
    [{ DATABASE_POOL_SIZE: '0' }, 'DATABASE_POOL_SIZE doit être un entier entre 1 et 1000 (reçu "0")'],
    [{ STORAGE: 's3' }, 'S3_BUCKET est obligatoire quand STORAGE=s3'],
    [{ STORAGE: 'nfs' }, 'STORAGE doit valoir local ou s3 (reçu "nfs")'],
    [
      { METRICS_HOST: 'partout' },
      'METRICS_HOST doit être une adresse IP de cette machine (127.0.0.1, 0.0.0.0 pour toutes, ::) (reçu "partout")',
    ],
    // A secret: its value is never printed.
    [{ METRICS_TOKEN: 'court' }, 'METRICS_TOKEN doit contenir au moins 16 caractères'],
  ])('names the variable and the value it refuses: %j', (env, message) => {
    expect(() => loadConfig(base, env)).toThrow(new ConfigError(message));
  });

  it('refuses TRUST_PROXY=true (any client could choose its address), accepts proxies and hop counts', () => {
    expect(() => loadConfig(base, { TRUST_PROXY: 'true' })).toThrow(/^TRUST_PROXY true ferait confiance/);
    expect(loadConfig(base, {}).trustProxy).toBe(false);
    expect(loadConfig(base, { TRUST_PROXY: 'loopback' }).trustProxy).toBe('loopback');
    expect(loadConfig(base, { TRUST_PROXY: '172.28.0.0/24, 10.0.0.1' }).trustProxy).toBe('172.28.0.0/24, 10.0.0.1');
    expect(loadConfig(base, { TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(() => loadConfig(base, { TRUST_PROXY: 'partout' })).toThrow(ConfigError);
  });

  it('reads CORS_ORIGINS as a list, empty by default', () => {
    expect(loadConfig(base, {}).corsOrigins).toEqual([]);
    expect(loadConfig(base, { CORS_ORIGINS: 'https://a.fr, https://b.fr/' }).corsOrigins).toEqual([
      'https://a.fr',
      'https://b.fr',
    ]);
  });

  it('never prints the value of JWT_SECRET', () => {
    expect(() => loadConfig({ ...base, nodeEnv: 'production' }, { JWT_SECRET: 'short' })).toThrow(
      /^JWT_SECRET doit contenir au moins 32 caractères/,
    );
  });

  it('reads the mail settings: SMTP_URL optional, MAIL_FROM and PUBLIC_URL with their defaults (docs/mail.md)', () => {
    const defaults = loadConfig(base, { PORT: '3000' }).mail;
    expect(defaults.smtpUrl).toBeNull();
    expect(defaults.from).toBe('PetFoster <no-reply@localhost>');
    expect(defaults.publicUrl).toBe('http://localhost:3000');
    expect(defaults.dir).toBe(path.join(dir, 'mail'));
    const set = loadConfig(base, {
      SMTP_URL: 'smtp://user:pass@mail.exemple.fr:587',
      MAIL_FROM: 'Refuge <contact@exemple.fr>',
      PUBLIC_URL: 'https://petfoster.exemple.fr/',
    }).mail;
    expect(set).toMatchObject({
      smtpUrl: 'smtp://user:pass@mail.exemple.fr:587',
      from: 'Refuge <contact@exemple.fr>',
      publicUrl: 'https://petfoster.exemple.fr',
    });
  });

  it.each([
    [{ SMTP_URL: 'http://mail.exemple.fr' }, /^SMTP_URL doit être une adresse smtp:\/\//],
    [{ MAIL_FROM: 'pas une adresse' }, /^MAIL_FROM doit être une adresse e-mail/],
    [{ PUBLIC_URL: 'petfoster.fr' }, /^PUBLIC_URL doit être l'adresse publique du site/],
    [{ PUBLIC_URL: 'https://petfoster.fr/?x=1' }, /^PUBLIC_URL doit être l'adresse publique du site/],
  ])('refuses a wrong mail setting with a message naming it: %j', (env, message) => {
    expect(() => loadConfig(base, env)).toThrow(message);
  });

  it('never prints the password of a refused SMTP_URL', () => {
    expect(() => loadConfig(base, { SMTP_URL: 'ftp://mailer:s3cr3t@host' })).toThrow(
      'SMTP_URL doit être une adresse smtp://utilisateur:motdepasse@hote:587 ou smtps://… (reçu "ftp://mailer:***@host")',
    );
  });
});
