import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig, RuntimeConfig } from './app-config';

/**
 * What a start needs on disk: the upload, database and (without SMTP) mail directories, and, for a development run without JWT_SECRET,
 * a secret generated once per data directory so that tokens survive restarts with no setup.
 */
export function prepareRuntimeFiles(config: AppConfig): RuntimeConfig {
  if (config.database.type === 'sqlite' && config.database.database !== ':memory:') {
    mkdirSync(path.dirname(config.database.database), { recursive: true });
  }
  mkdirSync(config.uploadDir, { recursive: true });
  // Without SMTP_URL every mail becomes a file there, for a person trying the site to open.
  if (!config.mail.smtpUrl) mkdirSync(config.mail.dir, { recursive: true });
  return { ...config, jwtSecret: config.jwtSecret ?? developmentSecret(config.dataDir) };
}

function developmentSecret(dataDir: string | null): string {
  if (!dataDir) return randomBytes(48).toString('base64url');
  const file = path.join(dataDir, '.jwt-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
