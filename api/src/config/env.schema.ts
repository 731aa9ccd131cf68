import { isIP } from 'node:net';
import { z } from 'zod';
import { EVENT_STREAM_HEARTBEAT_SECONDS } from '@petfoster/contracts';

/*
 * Every environment variable the API reads, in one schema: its type, its default and the French message a wrong
 * value stops the start with. Nothing else in api/src reads process.env; the parsed values reach the code through
 * the APP_CONFIG provider (config.module.ts).
 */

const TRUE_WORDS = ['1', 'true', 'yes', 'on'];
const FALSE_WORDS = ['0', 'false', 'no', 'off'];

const flag = z
  .string()
  .transform((raw) => raw.trim().toLowerCase())
  .refine((value) => TRUE_WORDS.includes(value) || FALSE_WORDS.includes(value), {
    message: 'doit valoir true ou false',
  })
  .transform((value) => TRUE_WORDS.includes(value));

const wholeNumber = (min: number, max: number, message: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,9}$/, { message })
    .transform(Number)
    .refine((value) => value >= min && value <= max, { message });

const positiveCount = wholeNumber(1, 999_999_999, 'doit être un entier positif');

/** Express 'trust proxy' values that name proxies: a hop count, or addresses, CIDR ranges and Express's names. */
const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const IP_OR_CIDR = /^(\d{1,3}(\.\d{1,3}){3}|[0-9a-f:]*:[0-9a-f:.]*)(\/\d{1,3})?$/i;
const trustProxy = z
  .string()
  .trim()
  .transform((raw, ctx): string | number | false => {
    const value = raw.toLowerCase();
    if (value === 'false' || value === 'none' || value === '0') return false;
    if (value === 'true') {
      ctx.addIssue({
        code: 'custom',
        message:
          "true ferait confiance à n'importe quel client pour X-Forwarded-For: indiquez l'adresse du proxy (loopback, 172.28.0.0/24…) ou un nombre de sauts",
      });
      return z.NEVER;
    }
    if (/^\d{1,2}$/.test(value)) return Number(value);
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    if (entries.length === 0 || !entries.every((entry) => PROXY_NAMES.includes(entry) || IP_OR_CIDR.test(entry))) {
      ctx.addIssue({
        code: 'custom',
        message: 'attend des adresses ou plages IP séparées par des virgules, loopback, ou un nombre de sauts',
      });
      return z.NEVER;
    }
    return entries.join(', ');
  });

const corsOrigins = z.string().transform((raw, ctx): string[] => {
  const origins = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const origin of origins) {
    let parsed: URL | undefined;
    try {
      parsed = new URL(origin);
    } catch {
      parsed = undefined;
    }
    if (!parsed || !['http:', 'https:'].includes(parsed.protocol) || parsed.origin !== origin.replace(/\/$/, '')) {
      ctx.addIssue({ code: 'custom', message: `"${origin}" n'est pas une origine (https://exemple.fr, sans chemin)` });
      return z.NEVER;
    }
  }
  return origins.map((origin) => origin.replace(/\/$/, ''));
});

/** An address with one of `protocols` and a host name (SMTP_URL, REDIS_URL, S3_ENDPOINT). */
const serverUrl = (protocols: string[], message: string) =>
  z
    .string()
    .trim()
    .refine(
      (raw) => {
        try {
          const url = new URL(raw);
          return protocols.includes(url.protocol) && url.hostname !== '';
        } catch {
          return false;
        }
      },
      { message },
    );

/** SMTP_URL: where mails go (docs/mail.md); smtps:// for TLS from the first byte, smtp:// (STARTTLS when offered). */
const smtpUrl = serverUrl(
  ['smtp:', 'smtps:'],
  'doit être une adresse smtp://utilisateur:motdepasse@hote:587 ou smtps://…',
);

/** MAIL_FROM: 'Nom <adresse@domaine>' or a bare address, on one line (it becomes a mail header). */
const MAIL_ADDRESS = /^[^\s@<>]+@[^\s@<>]+$/;
const mailFrom = z
  .string()
  .trim()
  .refine(
    (raw) => {
      if (/[\r\n]/.test(raw)) return false;
      const named = /^[^<>]*<([^<>]+)>$/.exec(raw);
      return MAIL_ADDRESS.test(named ? named[1].trim() : raw);
    },
    { message: 'doit être une adresse e-mail, éventuellement avec un nom : PetFoster <no-reply@exemple.fr>' },
  );

/** PUBLIC_URL: the site's address as its users reach it, the only base of the links in mails (never the Host header). */
const publicUrl = z
  .string()
  .trim()
  .transform((raw, ctx): string => {
    let parsed: URL | undefined;
    try {
      parsed = new URL(raw);
    } catch {
      parsed = undefined;
    }
    if (!parsed || !['http:', 'https:'].includes(parsed.protocol) || parsed.search || parsed.hash || parsed.username) {
      ctx.addIssue({ code: 'custom', message: "doit être l'adresse publique du site (https://petfoster.fr)" });
      return z.NEVER;
    }
    return parsed.toString().replace(/\/+$/, '');
  });

/** REDIS_URL (docs/decisions/stateless-api.md): limits and shared caches of several API processes; redis:// or rediss:// (TLS). */
const redisUrl = serverUrl(
  ['redis:', 'rediss:'],
  'doit être une adresse redis://[:motdepasse@]hote:6379[/base] ou rediss://…',
);

/** S3_ENDPOINT: an S3-compatible server (MinIO, Garage, a cloud's object storage); unset means AWS itself. */
const httpUrl = serverUrl(['http:', 'https:'], 'doit être une adresse http(s)://hote[:port]');

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export const envSchema = z
  .object({
    PORT: wholeNumber(0, 65535, 'doit être un numéro de port entre 0 et 65535').default(8080),
    NODE_ENV: z.string().trim().default('development'),
    DATABASE_URL: z.string().trim().optional(),
    JWT_SECRET: z.string().optional(),
    UPLOAD_DIR: z.string().trim().default('./data/uploads'),
    WEB_ROOT: z.string().trim().optional(),
    SEED_DEMO: flag.optional(),
    LOG_REQUESTS: flag.default(true),
    LOG_LEVEL: z.enum(LOG_LEVELS, { message: `doit être l'un de ${LOG_LEVELS.join(', ')}` }).default('info'),
    LOG_FORMAT: z.enum(['json', 'pretty'], { message: 'doit valoir json ou pretty' }).optional(),
    THROTTLE: flag.default(true),
    THROTTLE_WINDOW_SECONDS: positiveCount.optional(),
    THROTTLE_LOGIN_PER_EMAIL: positiveCount.optional(),
    THROTTLE_LOGIN_PER_IP: positiveCount.optional(),
    THROTTLE_REGISTRATION_PER_IP: positiveCount.optional(),
    THROTTLE_REQUESTS_PER_USER: positiveCount.optional(),
    THROTTLE_INVITATIONS_PER_ASSOCIATION: positiveCount.optional(),
    THROTTLE_RESET_PER_EMAIL: positiveCount.optional(),
    THROTTLE_RESET_PER_IP: positiveCount.optional(),
    THROTTLE_ACCOUNT_PER_USER: positiveCount.optional(),
    THROTTLE_EMAIL_CHANGE_PER_EMAIL: positiveCount.optional(),
    THROTTLE_PUBLIC_API_PER_IP: positiveCount.optional(),
    TRUST_PROXY: trustProxy.default(false),
    CORS_ORIGINS: corsOrigins.default([]),
    SHUTDOWN_DRAIN_MS: wholeNumber(0, 600_000, 'doit être un nombre de millisecondes entre 0 et 600000').default(1000),
    SQL_COUNT: flag.default(false),
    SMTP_URL: smtpUrl.optional(),
    MAIL_FROM: mailFrom.default('PetFoster <no-reply@localhost>'),
    PUBLIC_URL: publicUrl.optional(),
    REDIS_URL: redisUrl.optional(),
    EVENTS_HEARTBEAT_SECONDS: wholeNumber(1, 300, 'doit être un nombre de secondes entre 1 et 300').default(
      EVENT_STREAM_HEARTBEAT_SECONDS,
    ),
    DATABASE_POOL_SIZE: wholeNumber(1, 1000, 'doit être un entier entre 1 et 1000').default(10),
    METRICS_PORT: wholeNumber(0, 65535, 'doit être un numéro de port entre 0 et 65535').optional(),
    // The metrics say how busy the site is and which limits refuse whom: this host only, unless a Prometheus on
    // another machine (the compose network) must reach them.
    METRICS_HOST: z
      .string()
      .trim()
      .refine((value) => isIP(value) !== 0, {
        message: 'doit être une adresse IP de cette machine (127.0.0.1, 0.0.0.0 pour toutes, ::)',
      })
      .default('127.0.0.1'),
    METRICS_TOKEN: z.string().min(16, { message: 'doit contenir au moins 16 caractères' }).optional(),
    STORAGE: z.enum(['local', 's3'], { message: 'doit valoir local ou s3' }).default('local'),
    S3_ENDPOINT: httpUrl.optional(),
    S3_BUCKET: z
      .string()
      .trim()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
        message: 'doit être un nom de bucket S3 (minuscules, chiffres, - et .)',
      })
      .optional(),
    S3_REGION: z.string().trim().default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().trim().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_FORCE_PATH_STYLE: flag.default(false),
    FIRST_VIEW: flag.default(true),
    FIRST_VIEW_ROOT: z.string().trim().optional(),
    FIRST_VIEW_ORIGIN: httpUrl.optional(),
    // Activity log: how often the retention job deletes the entries older than a year (docs/operations.md#activity-retention).
    ACTIVITY_RETENTION_INTERVAL_SECONDS: wholeNumber(
      1,
      31_536_000,
      'doit être un nombre de secondes entre 1 et 31536000 (86400 : une fois par jour)',
    ).default(86_400),
    // The periodic jobs (docs/operations.md#the-scheduler): false for a process that only serves requests.
    RUN_JOBS: flag.default(true),
  })
  .superRefine((env, ctx) => {
    // STORAGE=s3 without a bucket would fail at the first upload; stop at start instead.
    if (env.STORAGE === 's3' && !env.S3_BUCKET)
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'est obligatoire quand STORAGE=s3' });
  });

export type Env = z.infer<typeof envSchema>;
export type EnvName = keyof Env;

/** Thrown for a configuration that must stop the process at start with a readable message. */
export class ConfigError extends Error {}

/** A refused value as the message may show it: SMTP_URL and REDIS_URL without their password, secrets not at all. */
function shown(name: string, value: string): string {
  if (name !== 'SMTP_URL' && name !== 'REDIS_URL') return value;
  return value.replace(/\/\/([^/@]*)@/, (_match, userinfo: string) =>
    userinfo.includes(':') ? `//${userinfo.split(':')[0]}:***@` : `//${userinfo}@`,
  );
}

/**
 * Parses the variables the schema knows; an empty value counts as unset. The first wrong one stops the start with
 * `<VARIABLE> <what is expected> (reçu "<value>")` (the secrets' values are never printed, SMTP_URL's password neither).
 */
export function parseEnv(env: NodeJS.ProcessEnv): Env {
  const known: Record<string, string> = {};
  for (const name of Object.keys(envSchema.shape)) {
    const value = env[name];
    if (value !== undefined && value !== '') known[name] = value;
  }
  const result = envSchema.safeParse(known);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const name = String(issue.path[0]);
  const hidden =
    name === 'JWT_SECRET' || name === 'S3_SECRET_ACCESS_KEY' || name === 'METRICS_TOKEN' || known[name] === undefined;
  const received = hidden ? '' : ` (reçu "${shown(name, known[name])}")`;
  throw new ConfigError(`${name} ${issue.message}${received}`);
}
