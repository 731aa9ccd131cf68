import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Options of createApp(); each one overrides the matching environment variable. */
export interface AppOptions {
  databaseUrl?: string;
  uploadDir?: string;
  jwtSecret?: string;
  seedDemo?: boolean;
  logger?: boolean;
  webRoot?: string | null;
  nodeEnv?: string;
  /** false turns throttling off; an object overrides some limits (tests raise them to register many accounts). */
  throttle?: false | Partial<ThrottleLimits>;
}

/** Attempts allowed per window (THROTTLE_* variables); see api/src/auth/throttling.ts for what each one counts. */
export interface ThrottleLimits {
  windowSeconds: number;
  loginPerEmail: number;
  loginPerIp: number;
  registrationPerIp: number;
  requestsPerUser: number;
}

export const DEFAULT_THROTTLE_LIMITS: ThrottleLimits = {
  windowSeconds: 60,
  loginPerEmail: 10,
  loginPerIp: 10,
  registrationPerIp: 20,
  requestsPerUser: 30,
};

export type DatabaseConfig =
  | { type: 'sqlite'; database: string }
  | { type: 'mysql'; url: string };

export interface AppConfig {
  port: number;
  nodeEnv: string;
  database: DatabaseConfig;
  jwtSecret: string;
  uploadDir: string;
  seedDemo: boolean;
  logger: boolean;
  webRoot: string | null;
  /** null: throttling off. */
  throttle: ThrottleLimits | null;
}

export const APP_CONFIG = Symbol('APP_CONFIG');
export const DEFAULT_DATABASE_URL = 'sqlite:./data/petfoster.sqlite';
const PLACEHOLDER_SECRETS = ['changeme', 'change-me', 'change_me', 'secret', 'your-secret', 'your_secret', 'jwt-secret', 'jwt_secret', 'mysecret', 'password', 'default'];

/** Thrown for a configuration that must stop the process at start with a readable message. */
export class ConfigError extends Error {}

export function parseDatabaseUrl(url: string): DatabaseConfig {
  if (url.startsWith('sqlite:')) {
    const file = url.slice('sqlite:'.length);
    if (!file) throw new ConfigError(`DATABASE_URL invalide: "${url}" (attendu sqlite:<fichier> ou sqlite::memory:)`);
    if (file === ':memory:') return { type: 'sqlite', database: ':memory:' };
    return { type: 'sqlite', database: path.resolve(file) };
  }
  if (/^(mysql|mariadb):\/\//.test(url)) {
    try {
      const parsed = new URL(url.replace(/^mariadb:/, 'mysql:'));
      if (!parsed.pathname || parsed.pathname === '/') throw new Error('no database');
    } catch {
      throw new ConfigError(`DATABASE_URL invalide: "${url}" (attendu mysql://user:pass@host:3306/base)`);
    }
    return { type: 'mysql', url: url.replace(/^mariadb:/, 'mysql:') };
  }
  throw new ConfigError(`DATABASE_URL non reconnue: "${url}" (sqlite:<fichier> ou mysql://...)`);
}

function parseBoolean(name: string, raw: string | undefined): boolean | undefined {
  if (raw === undefined || raw === '') return undefined;
  const value = raw.trim().toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(value)) return true;
  if (['0', 'false', 'no', 'off'].includes(value)) return false;
  throw new ConfigError(`${name} doit valoir true ou false (reçu "${raw}")`);
}

export function parsePort(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 8080;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError(`PORT invalide: "${raw}"`);
  return port;
}

function isPlaceholder(secret: string): boolean {
  const normalized = secret.trim().toLowerCase();
  return PLACEHOLDER_SECRETS.some((p) => normalized === p || normalized.includes(p)) || /^(.)\1+$/.test(secret);
}

/**
 * In development a secret is generated once per data directory so tokens survive restarts without any setup;
 * production must bring its own, long and not a placeholder.
 */
function resolveJwtSecret(explicit: string | undefined, nodeEnv: string, dataDir: string | null): string {
  if (nodeEnv === 'production') {
    if (!explicit) throw new ConfigError('JWT_SECRET est obligatoire quand NODE_ENV=production.');
    if (explicit.length < 32) throw new ConfigError('JWT_SECRET doit contenir au moins 32 caractères en production.');
    if (isPlaceholder(explicit)) throw new ConfigError('JWT_SECRET ressemble à une valeur d\'exemple: choisissez un secret aléatoire.');
    return explicit;
  }
  if (explicit) return explicit;
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

const THROTTLE_ENV: Record<keyof ThrottleLimits, string> = {
  windowSeconds: 'THROTTLE_WINDOW_SECONDS',
  loginPerEmail: 'THROTTLE_LOGIN_PER_EMAIL',
  loginPerIp: 'THROTTLE_LOGIN_PER_IP',
  registrationPerIp: 'THROTTLE_REGISTRATION_PER_IP',
  requestsPerUser: 'THROTTLE_REQUESTS_PER_USER',
};

function resolveThrottle(option: AppOptions['throttle'], env: NodeJS.ProcessEnv): ThrottleLimits | null {
  if (option === false || (option === undefined && parseBoolean('THROTTLE', env.THROTTLE) === false)) return null;
  const limits = { ...DEFAULT_THROTTLE_LIMITS };
  for (const key of Object.keys(THROTTLE_ENV) as (keyof ThrottleLimits)[]) {
    const raw = env[THROTTLE_ENV[key]];
    if (raw === undefined || raw === '') continue;
    if (!/^\d{1,9}$/.test(raw.trim()) || Number(raw) < 1) throw new ConfigError(`${THROTTLE_ENV[key]} doit être un entier positif (reçu "${raw}")`);
    limits[key] = Number(raw);
  }
  return { ...limits, ...(option ?? {}) };
}

export function loadConfig(options: AppOptions = {}, env: NodeJS.ProcessEnv = process.env, defaultWebRoot: string | null = null): AppConfig {
  const nodeEnv = options.nodeEnv ?? env.NODE_ENV ?? 'development';
  const explicitUrl = options.databaseUrl ?? (env.DATABASE_URL || undefined);
  const database = parseDatabaseUrl(explicitUrl ?? DEFAULT_DATABASE_URL);
  const uploadDir = path.resolve(options.uploadDir ?? (env.UPLOAD_DIR || './data/uploads'));
  const dataDir =
    database.type === 'sqlite' ? (database.database === ':memory:' ? null : path.dirname(database.database)) : path.dirname(uploadDir);
  const usesEmbeddedDefault = explicitUrl === undefined;
  const seedDemo = options.seedDemo ?? parseBoolean('SEED_DEMO', env.SEED_DEMO) ?? usesEmbeddedDefault;
  const webRoot = options.webRoot !== undefined ? options.webRoot : env.WEB_ROOT ? path.resolve(env.WEB_ROOT) : defaultWebRoot;
  const config: AppConfig = {
    port: parsePort(env.PORT),
    nodeEnv,
    database,
    jwtSecret: resolveJwtSecret(options.jwtSecret ?? (env.JWT_SECRET || undefined), nodeEnv, dataDir),
    uploadDir,
    seedDemo,
    logger: options.logger ?? parseBoolean('LOG_REQUESTS', env.LOG_REQUESTS) ?? true,
    webRoot,
    throttle: resolveThrottle(options.throttle, env),
  };
  if (database.type === 'sqlite' && database.database !== ':memory:') mkdirSync(path.dirname(database.database), { recursive: true });
  mkdirSync(uploadDir, { recursive: true });
  return config;
}
