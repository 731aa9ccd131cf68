import path from 'node:path';
import { ConfigError, parseEnv, type Env } from './env.schema';

export { ConfigError } from './env.schema';

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
  trustProxy?: string | number | false;
  corsOrigins?: string[];
  /** null: no SMTP server, mails are written as .eml files (SMTP_URL unset). */
  smtpUrl?: string | null;
  mailFrom?: string;
  publicUrl?: string;
  /** Outbox timings; tests shorten the retry delays (see MailConfig). */
  mailTimings?: Partial<MailTimings>;
  redisUrl?: string | null;
  storage?: StorageConfig;
  metricsPort?: number | null;
  metricsHost?: string;
  /** null: the metrics are served without a token. */
  metricsToken?: string | null;
  firstView?: FirstViewConfig | null;
  /** Count the SQL statements of each request in X-Sql-Count (SQL_COUNT; never when NODE_ENV is production). */
  sqlCount?: boolean;
  /** Activity log retention job; tests run it every second (see ActivityRetentionConfig). */
  activityRetention?: Partial<ActivityRetentionConfig>;
  /** The event stream's heartbeat and resume history; tests shorten the heartbeat (see EventStreamConfig). */
  eventStream?: Partial<EventStreamConfig>;
  /** The periodic jobs' scheduler; tests shorten the job queue's recovery of a dead process's job (SchedulerConfig). */
  scheduler?: Partial<SchedulerConfig>;
}

/** The one scheduler of every periodic job (api/src/scheduler, docs/operations.md#the-scheduler). */
export interface SchedulerConfig {
  /**
   * RUN_JOBS: this process runs periodic jobs (true by default). false: it serves requests only, and the other
   * processes run the jobs.
   */
  runJobs: boolean;
  /**
   * Job queue (REDIS_URL) only: how long a running job stays this process's without a sign of life. A process that
   * dies mid-run leaves its job to another one this long after its last sign of life at most, plus stalledCheckMs.
   */
  lockMs: number;
  /** Job queue only: how often each process looks for jobs whose process died (BullMQ's stalled-job check). */
  stalledCheckMs: number;
}

/** BullMQ's own defaults: a dead process's job runs again within a minute. */
export const DEFAULT_SCHEDULER_TIMINGS = { lockMs: 30_000, stalledCheckMs: 30_000 };

/** GET /api/events (docs/architecture.md#event-stream). */
export interface EventStreamConfig {
  /** A `: heartbeat` comment this often on every open stream (EVENTS_HEARTBEAT_SECONDS; 25 s). */
  heartbeatMs: number;
  /** Events kept per account for a reconnecting client's Last-Event-ID: at most this many ... */
  historySize: number;
  /** ... and none older than this. */
  historyMs: number;
}

/** The activity log's retention job (api/src/activity/activity-retention.ts, docs/operations.md#activity-retention). */
export interface ActivityRetentionConfig {
  /** The job runs once per interval, all API processes together (ACTIVITY_RETENTION_INTERVAL_SECONDS; a day). */
  intervalMs: number;
  /** How often each process tries to take the job's lease: the longest delay after a period ends. */
  checkMs: number;
  /** Entries older than this many days are deleted. */
  maxAgeDays: number;
}

/** Where images live (docs/decisions/images-on-s3.md): this host's directory, or an S3-compatible bucket shared by every host. */
export type StorageConfig =
  | { driver: 'local' }
  | {
      driver: 's3';
      endpoint: string | null;
      bucket: string;
      region: string;
      accessKeyId: string | null;
      secretAccessKey: string | null;
      forcePathStyle: boolean;
    };

/** How the outbox worker paces itself (api/src/mail/outbox-worker.ts). */
export interface MailTimings {
  /** Due rows are looked for this often, besides the nudge right after each commit that wrote one. */
  pollMs: number;
  /** First retry delay after an SMTP failure, doubled at each failure up to retryMaxMs. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** A failing mail is retried for this long after it was written, then marked failed. */
  retryForMs: number;
  /** A claimed row belongs to its worker this long; a worker that died leaves it to another one afterwards. */
  leaseMs: number;
}

export const DEFAULT_MAIL_TIMINGS: MailTimings = {
  pollMs: 1000,
  retryBaseMs: 5000,
  retryMaxMs: 60 * 60 * 1000,
  // More than the 24 hours the mail work (docs/mail.md) asks for: a weekend-long SMTP outage still delivers on Monday morning.
  retryForMs: 72 * 60 * 60 * 1000,
  // Longer than the worst SMTP exchange (the transport's timeouts add up to under a minute, see mail-transport.ts).
  leaseMs: 2 * 60 * 1000,
};

export interface MailConfig {
  smtpUrl: string | null;
  from: string;
  /** No trailing slash: links are publicUrl + a path of @petfoster/contracts. */
  publicUrl: string;
  /** Where mails go as .eml files when smtpUrl is null. */
  dir: string;
  timings: MailTimings;
}

/** Attempts allowed per window (THROTTLE_* variables); see api/src/auth/throttling.ts for what each one counts. */
export interface ThrottleLimits {
  windowSeconds: number;
  loginPerEmail: number;
  loginPerIp: number;
  registrationPerIp: number;
  requestsPerUser: number;
  /** Proposals (POST /api/invitations) per association. */
  invitationsPerAssociation: number;
  /** Password-reset requests (POST /api/password-resets), per e-mail and per client address. */
  resetPerEmail: number;
  resetPerIp: number;
  /** Account settings writes that check the current password (change password, change e-mail), per user. */
  accountPerUser: number;
  /** E-mail change requests (each mails a confirmation link) per new address, whichever accounts ask. */
  emailChangePerEmail: number;
  /** Reads of the public API (/api/public/v1, docs/public-api.md) per client address. */
  publicApiPerIp: number;
}

export const DEFAULT_THROTTLE_LIMITS: ThrottleLimits = {
  windowSeconds: 60,
  loginPerEmail: 10,
  loginPerIp: 10,
  registrationPerIp: 20,
  requestsPerUser: 30,
  invitationsPerAssociation: 20,
  resetPerEmail: 5,
  resetPerIp: 20,
  accountPerUser: 10,
  // Like resetPerEmail: a mailbox receives at most this many confirmation links per window.
  emailChangePerEmail: 5,
  // A widget's page view is one read: a visitor never comes near it, a scraper is slowed down.
  publicApiPerIp: 120,
};

export type DatabaseConfig = { type: 'sqlite'; database: string } | { type: 'mysql'; url: string; poolSize: number };

export interface AppConfig {
  port: number;
  nodeEnv: string;
  database: DatabaseConfig;
  /** null until runtime-files.ts gives a development run its generated secret (never null in production). */
  jwtSecret: string | null;
  uploadDir: string;
  /** Where a development run keeps what it generates (the JWT secret); null for an in-memory database. */
  dataDir: string | null;
  seedDemo: boolean;
  logger: boolean;
  logLevel: Env['LOG_LEVEL'];
  /** undefined: readable lines on a terminal, JSON otherwise (main.ts decides). */
  logFormat: Env['LOG_FORMAT'];
  webRoot: string | null;
  /** null: throttling off. */
  throttle: ThrottleLimits | null;
  /** Express 'trust proxy': false trusts no proxy (the default), else the proxies whose X-Forwarded-For counts. */
  trustProxy: string | number | false;
  /** Origins allowed to call the API from another site; empty: no CORS header at all (same-origin site). */
  corsOrigins: string[];
  shutdownDrainMs: number;
  sqlCount: boolean;
  mail: MailConfig;
  /** REDIS_URL: shared limits and caches; null keeps them in this process. */
  redisUrl: string | null;
  storage: StorageConfig;
  /** METRICS_PORT: Prometheus metrics on their own port, which the gateway never exposes; null: none. */
  metricsPort: number | null;
  /** METRICS_HOST: the address the metrics listener binds (127.0.0.1 by default: this host only). */
  metricsHost: string;
  /** METRICS_TOKEN: the bearer token a scrape must send; null: none asked. */
  metricsToken: string | null;
  /** Server-rendered first view of the public pages (docs/decisions/first-view.md); null: off. */
  firstView: FirstViewConfig | null;
  activityRetention: ActivityRetentionConfig;
  eventStream: EventStreamConfig;
  scheduler: SchedulerConfig;
}

/**
 * Where the first-view renderer finds its code and the deployed front ends (docs/decisions/first-view.md). `root` holds the builds
 * (<dir>/dist-server/first-view.js of the shell and the catalog, from packages/platform/apps.json); the deployed
 * index.html and mf-manifest.json are read under `root` too, or from `origin` (the gateway's internal address)
 * when the front ends are deployed elsewhere.
 */
export interface FirstViewConfig {
  root: string;
  origin: string | null;
}

/** AppConfig once runtime-files.ts has run: the secret is known. */
export type RuntimeConfig = AppConfig & { jwtSecret: string };

export const APP_CONFIG = Symbol('APP_CONFIG');
export const DEFAULT_DATABASE_URL = 'sqlite:./data/petfoster.sqlite';
const PLACEHOLDER_SECRETS = [
  'changeme',
  'change-me',
  'change_me',
  'secret',
  'your-secret',
  'your_secret',
  'jwt-secret',
  'jwt_secret',
  'mysecret',
  'password',
  'default',
];

export function parseDatabaseUrl(url: string, poolSize = 10): DatabaseConfig {
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
    return { type: 'mysql', url: url.replace(/^mariadb:/, 'mysql:'), poolSize };
  }
  throw new ConfigError(`DATABASE_URL non reconnue: "${url}" (sqlite:<fichier> ou mysql://...)`);
}

function isPlaceholder(secret: string): boolean {
  const normalized = secret.trim().toLowerCase();
  return PLACEHOLDER_SECRETS.some((p) => normalized === p || normalized.includes(p)) || /^(.)\1+$/.test(secret);
}

/** Production must bring its own secret, long and not a placeholder; a development run may leave it to runtime-files. */
function checkJwtSecret(explicit: string | undefined, nodeEnv: string): string | null {
  if (nodeEnv === 'production') {
    if (!explicit) throw new ConfigError('JWT_SECRET est obligatoire quand NODE_ENV=production.');
    if (explicit.length < 32) throw new ConfigError('JWT_SECRET doit contenir au moins 32 caractères en production.');
    if (isPlaceholder(explicit))
      throw new ConfigError("JWT_SECRET ressemble à une valeur d'exemple: choisissez un secret aléatoire.");
  }
  return explicit ?? null;
}

function resolveThrottle(option: AppOptions['throttle'], env: Env): ThrottleLimits | null {
  if (option === false || (option === undefined && !env.THROTTLE)) return null;
  const fromEnv: ThrottleLimits = {
    windowSeconds: env.THROTTLE_WINDOW_SECONDS ?? DEFAULT_THROTTLE_LIMITS.windowSeconds,
    loginPerEmail: env.THROTTLE_LOGIN_PER_EMAIL ?? DEFAULT_THROTTLE_LIMITS.loginPerEmail,
    loginPerIp: env.THROTTLE_LOGIN_PER_IP ?? DEFAULT_THROTTLE_LIMITS.loginPerIp,
    registrationPerIp: env.THROTTLE_REGISTRATION_PER_IP ?? DEFAULT_THROTTLE_LIMITS.registrationPerIp,
    requestsPerUser: env.THROTTLE_REQUESTS_PER_USER ?? DEFAULT_THROTTLE_LIMITS.requestsPerUser,
    invitationsPerAssociation:
      env.THROTTLE_INVITATIONS_PER_ASSOCIATION ?? DEFAULT_THROTTLE_LIMITS.invitationsPerAssociation,
    resetPerEmail: env.THROTTLE_RESET_PER_EMAIL ?? DEFAULT_THROTTLE_LIMITS.resetPerEmail,
    resetPerIp: env.THROTTLE_RESET_PER_IP ?? DEFAULT_THROTTLE_LIMITS.resetPerIp,
    accountPerUser: env.THROTTLE_ACCOUNT_PER_USER ?? DEFAULT_THROTTLE_LIMITS.accountPerUser,
    emailChangePerEmail: env.THROTTLE_EMAIL_CHANGE_PER_EMAIL ?? DEFAULT_THROTTLE_LIMITS.emailChangePerEmail,
    publicApiPerIp: env.THROTTLE_PUBLIC_API_PER_IP ?? DEFAULT_THROTTLE_LIMITS.publicApiPerIp,
  };
  return { ...fromEnv, ...(option ?? {}) };
}

/**
 * Validates the environment (env.schema.ts) and applies createApp's options over it. One job: it reads and checks;
 * creating directories and the development secret belong to runtime-files.ts.
 */
/** FIRST_VIEW_ROOT defaults to the web root: `npm start` renders with the builds it serves. */
function resolveFirstView(options: AppOptions, env: Env, webRoot: string | null): FirstViewConfig | null {
  if (options.firstView !== undefined) return options.firstView;
  const root = env.FIRST_VIEW_ROOT ? path.resolve(env.FIRST_VIEW_ROOT) : webRoot;
  if (!env.FIRST_VIEW || !root) return null;
  return { root, origin: env.FIRST_VIEW_ORIGIN ? env.FIRST_VIEW_ORIGIN.replace(/\/+$/, '') : null };
}

export function loadConfig(
  options: AppOptions = {},
  env: NodeJS.ProcessEnv = {},
  defaultWebRoot: string | null = null,
): AppConfig {
  const parsed = parseEnv(env);
  const nodeEnv = options.nodeEnv ?? parsed.NODE_ENV;
  const explicitUrl = options.databaseUrl ?? parsed.DATABASE_URL;
  const webRoot =
    options.webRoot !== undefined ? options.webRoot : parsed.WEB_ROOT ? path.resolve(parsed.WEB_ROOT) : defaultWebRoot;
  const database = parseDatabaseUrl(explicitUrl ?? DEFAULT_DATABASE_URL, parsed.DATABASE_POOL_SIZE);
  const uploadDir = path.resolve(options.uploadDir ?? parsed.UPLOAD_DIR);
  const dataDir =
    database.type === 'sqlite'
      ? database.database === ':memory:'
        ? null
        : path.dirname(database.database)
      : path.dirname(uploadDir);
  return {
    port: parsed.PORT,
    nodeEnv,
    database,
    jwtSecret: checkJwtSecret(options.jwtSecret ?? parsed.JWT_SECRET, nodeEnv),
    uploadDir,
    dataDir,
    // The demo data goes only into the embedded default database unless asked for.
    seedDemo: options.seedDemo ?? parsed.SEED_DEMO ?? explicitUrl === undefined,
    logger: options.logger ?? parsed.LOG_REQUESTS,
    logLevel: parsed.LOG_LEVEL,
    logFormat: parsed.LOG_FORMAT,
    webRoot,
    throttle: resolveThrottle(options.throttle, parsed),
    trustProxy: options.trustProxy ?? parsed.TRUST_PROXY,
    corsOrigins: options.corsOrigins ?? parsed.CORS_ORIGINS,
    shutdownDrainMs: parsed.SHUTDOWN_DRAIN_MS,
    sqlCount: (options.sqlCount ?? parsed.SQL_COUNT) && nodeEnv !== 'production',
    mail: {
      smtpUrl: options.smtpUrl !== undefined ? options.smtpUrl : (parsed.SMTP_URL ?? null),
      from: options.mailFrom ?? parsed.MAIL_FROM,
      // npm start serves the site on PORT of this machine; behind a gateway or a domain PUBLIC_URL must say so.
      publicUrl: (options.publicUrl ?? parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/+$/, ''),
      // Beside the database and the uploads (./data/mail/ for npm start).
      dir: path.join(dataDir ?? path.dirname(uploadDir), 'mail'),
      timings: { ...DEFAULT_MAIL_TIMINGS, ...(options.mailTimings ?? {}) },
    },
    redisUrl: options.redisUrl !== undefined ? options.redisUrl : (parsed.REDIS_URL ?? null),
    storage: options.storage ?? storageOf(parsed),
    metricsPort: options.metricsPort !== undefined ? options.metricsPort : (parsed.METRICS_PORT ?? null),
    metricsHost: options.metricsHost ?? parsed.METRICS_HOST,
    metricsToken: options.metricsToken !== undefined ? options.metricsToken : (parsed.METRICS_TOKEN ?? null),
    firstView: resolveFirstView(options, parsed, webRoot),
    activityRetention: activityRetentionOf(options, parsed),
    eventStream: {
      heartbeatMs: parsed.EVENTS_HEARTBEAT_SECONDS * 1000,
      historySize: 100,
      historyMs: 10 * 60 * 1000,
      ...(options.eventStream ?? {}),
    },
    scheduler: { runJobs: parsed.RUN_JOBS, ...DEFAULT_SCHEDULER_TIMINGS, ...(options.scheduler ?? {}) },
  };
}

function activityRetentionOf(options: AppOptions, env: Env): ActivityRetentionConfig {
  const intervalMs = env.ACTIVITY_RETENTION_INTERVAL_SECONDS * 1000;
  return {
    intervalMs,
    // Every five minutes at most: a lease left by a process that died is taken soon after it expires.
    checkMs: Math.min(intervalMs, 5 * 60 * 1000),
    // Storage limitation (RGPD art. 5(1)(e)): one year.
    maxAgeDays: 365,
    ...(options.activityRetention ?? {}),
  };
}

function storageOf(env: Env): StorageConfig {
  if (env.STORAGE === 'local') return { driver: 'local' };
  return {
    driver: 's3',
    endpoint: env.S3_ENDPOINT ?? null,
    bucket: env.S3_BUCKET as string,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID ?? null,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? null,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  };
}

/** LOG_FORMAT, or by default readable lines for a person at a terminal and JSON lines for a log collector. */
export function logFormatOf(config: Pick<AppConfig, 'logFormat'>): 'json' | 'pretty' {
  return config.logFormat ?? (process.stdout.isTTY ? 'pretty' : 'json');
}
