import { applyDecorators, ExecutionContext, Global, Injectable, Module, SetMetadata, UseGuards } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import {
  InjectThrottlerOptions,
  InjectThrottlerStorage,
  ThrottlerGuard,
  ThrottlerModule,
  type ThrottlerModuleOptions,
  type ThrottlerOptions,
  type ThrottlerRequest,
  ThrottlerStorage,
} from '@nestjs/throttler';
import { API_MESSAGES, ROLES } from '@petfoster/contracts';
import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import { APP_CONFIG, RuntimeConfig } from '../config/app-config';
import type { AuthedRequest } from '../common/auth.decorators';
import { normalizeEmail } from './auth.service';
import { MetricsService } from '../metrics/metrics.service';
import { RedisService } from '../redis/redis.service';
import { SharedThrottlerStorage, type ReleasableStorage } from './shared-throttler-storage';
import { DataSource } from 'typeorm';
import { MfaChallenge } from '../data-model/two-factor.entity';
import { hashToken as challengeHash } from '../mail/sealed-token';

/**
 * Throttling of the endpoints worth attacking (ARCHITECTURE 3: 429), built on @nestjs/throttler:
 * - login: per email (password guessing on one account, from any number of addresses) and per client address
 *   (one address trying many accounts). Only failed logins count: every attempt takes a slot before the
 *   password is checked (so a burst of parallel guesses cannot overshoot the limit), and the slot is given back
 *   when the answer is anything but 401. A user who types the right password is therefore never slowed down by
 *   their own successful logins, and other accounts behind the same address keep working until the per-address
 *   limit, which is higher than the per-email one.
 * - registration: per client address, one budget shared by association and family sign-ups.
 * - foster request creation: per authenticated user (the JWT guard runs first and sets req.user).
 * - proposals of an animal to a family (POST /api/invitations): per association, so an association cannot flood
 *   families with proposals (each one is a mail).
 * - password-reset requests (docs/mail.md): per email (mail bombing of one address) and per client address (probing
 *   many); every request counts, whatever the answer, since the answer is the same for every address.
 * - account writes that check the current password (change password, change e-mail): per authenticated user, so a
 *   stolen token cannot be used to guess the password it does not know.
 * - e-mail change requests: also per new address, whichever accounts ask (accounts are cheap), since each one mails a
 *   confirmation link there; every request counts, like a reset request.
 * Counters live in Redis when REDIS_URL is set (shared-throttler-storage.ts: every replica counts against the same
 * limit), else in this process's memory. Client addresses come from req.ip, so 'trust proxy' decides whether
 * X-Forwarded-For is used.
 * - the code step of two-factor sign-in (POST /login/mfa, docs/security.md#two-factor-sign-in): like the password, per
 *   account (the one the mfa_token names) with the per-email limit and per client address with the per-address limit;
 *   only wrong codes and dead tokens (401) count.
 * - the public API for other sites (/api/public/v1, docs/public-api.md): per client address, every read counts.
 */
export type ThrottleKind =
  'login' | 'registration' | 'request' | 'invitation' | 'reset' | 'account' | 'emailChange' | 'mfa' | 'publicApi';
const THROTTLE_KIND = 'petfoster:throttle-kind';

const kindsOf = (context: ExecutionContext): readonly ThrottleKind[] =>
  Reflect.getMetadata(THROTTLE_KIND, context.getHandler()) ?? [];

/** Throttler names; each applies only to the routes of its kind. */
const LOGIN_EMAIL = 'login-email';
const LOGIN_IP = 'login-ip';
const REGISTRATION = 'registration';
const REQUEST = 'request';
const INVITATION = 'invitation';
const RESET_EMAIL = 'reset-email';
const RESET_IP = 'reset-ip';
const ACCOUNT = 'account';
const EMAIL_CHANGE_EMAIL = 'email-change-email';
const MFA_ACCOUNT = 'mfa-account';
const MFA_IP = 'mfa-ip';
const PUBLIC_API_IP = 'public-api-ip';
/** The throttlers that count failures only (a 401), as the password step does. */
const LOGIN_THROTTLERS = new Set([LOGIN_EMAIL, LOGIN_IP, MFA_ACCOUNT, MFA_IP]);
/** Above this many tracked keys, expired ones are swept (bounded memory under a flood of distinct emails/addresses). */
const SWEEP_THRESHOLD = 10_000;

/**
 * Sliding-window counter: a key may hold `limit` hits whose expiry is still in the future. Unlike the package's
 * default storage it can give a hit back (release), which is how successful logins stay uncounted.
 */
type StorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

export class ReleasableThrottlerStorage implements ReleasableStorage {
  private readonly hits = new Map<string, number[]>();

  constructor(private readonly onBlocked: (throttlerName: string) => void = () => undefined) {}

  async increment(
    key: string,
    ttl: number,
    limit: number,
    _blockDuration: number,
    throttlerName: string,
  ): Promise<StorageRecord> {
    const now = Date.now();
    if (this.hits.size > SWEEP_THRESHOLD) this.sweep(now);
    const id = `${throttlerName}:${key}`;
    const live = (this.hits.get(id) ?? []).filter((expiresAt) => expiresAt > now);
    const isBlocked = live.length >= limit;
    if (!isBlocked) live.push(now + ttl);
    else this.onBlocked(throttlerName);
    this.hits.set(id, live);
    const secondsUntil = (time: number) => Math.max(1, Math.ceil((time - now) / 1000));
    return {
      totalHits: live.length + (isBlocked ? 1 : 0),
      timeToExpire: secondsUntil(live[live.length - 1] ?? now + ttl),
      isBlocked,
      // The oldest hit frees the first slot.
      timeToBlockExpire: isBlocked ? secondsUntil(live[0]) : 0,
    };
  }

  /** Gives back the most recent hit of a key (an attempt that turned out not to count). */
  release(key: string, throttlerName: string): void {
    const id = `${throttlerName}:${key}`;
    const live = this.hits.get(id);
    if (!live?.length) return;
    live.pop();
    if (!live.length) this.hits.delete(id);
  }

  private sweep(now: number): void {
    for (const [id, list] of this.hits) if (!list.some((expiresAt) => expiresAt > now)) this.hits.delete(id);
  }
}

const clientAddress = (req: Request) => req.ip ?? req.socket?.remoteAddress ?? 'unknown';

/** The account an mfa_token names, looked up by its hash; every unknown token shares one key. */
type MfaAccountOf = (token: string) => Promise<number | null>;

function throttlersFor(config: RuntimeConfig, mfaAccountOf: MfaAccountOf): ThrottlerOptions[] {
  const limits = config.throttle;
  if (!limits) return [];
  const ttl = limits.windowSeconds * 1000;
  const only = (kind: ThrottleKind) => (context: ExecutionContext) => !kindsOf(context).includes(kind);
  // One key per tracker and throttler, whatever the route: both sign-up endpoints share one budget. Hashed, because
  // the guard runs before body validation and an email tracker may be megabytes long.
  const keyed = (_context: ExecutionContext, tracker: string, name: string) =>
    `${name}:${createHash('sha256').update(tracker).digest('base64url')}`;
  const emailOf = (req: unknown) => {
    const email = (req as Request).body?.email;
    return typeof email === 'string' ? normalizeEmail(email) : '';
  };
  return [
    {
      name: LOGIN_EMAIL,
      limit: limits.loginPerEmail,
      ttl,
      skipIf: only('login'),
      generateKey: keyed,
      getTracker: emailOf,
    },
    {
      name: LOGIN_IP,
      limit: limits.loginPerIp,
      ttl,
      skipIf: only('login'),
      generateKey: keyed,
      getTracker: (req) => clientAddress(req as Request),
    },
    {
      name: REGISTRATION,
      limit: limits.registrationPerIp,
      ttl,
      skipIf: only('registration'),
      generateKey: keyed,
      getTracker: (req) => clientAddress(req as Request),
    },
    {
      name: REQUEST,
      limit: limits.requestsPerUser,
      ttl,
      skipIf: only('request'),
      generateKey: keyed,
      getTracker: (req) => `user:${(req as AuthedRequest).user?.userId ?? 'anonymous'}`,
    },
    {
      name: INVITATION,
      limit: limits.invitationsPerAssociation,
      ttl,
      skipIf: only('invitation'),
      generateKey: keyed,
      getTracker: (req) => {
        const user = (req as AuthedRequest).user;
        // Other roles are refused by the service; they still count on their own key, never the associations'.
        return user?.role === ROLES.association
          ? `association:${user.associationId}`
          : `user:${user?.userId ?? 'anonymous'}`;
      },
    },
    {
      name: RESET_EMAIL,
      limit: limits.resetPerEmail,
      ttl,
      skipIf: only('reset'),
      generateKey: keyed,
      getTracker: emailOf,
    },
    {
      name: RESET_IP,
      limit: limits.resetPerIp,
      ttl,
      skipIf: only('reset'),
      generateKey: keyed,
      getTracker: (req) => clientAddress(req as Request),
    },
    {
      name: ACCOUNT,
      limit: limits.accountPerUser,
      ttl,
      skipIf: only('account'),
      generateKey: keyed,
      // The first code of a setup required at sign-in comes with the setup mfa_token, not a session: its account.
      getTracker: (req) => {
        const { user, mfaSetup } = req as AuthedRequest;
        return `user:${user?.userId ?? mfaSetup?.userId ?? 'anonymous'}`;
      },
    },
    {
      name: EMAIL_CHANGE_EMAIL,
      limit: limits.emailChangePerEmail,
      ttl,
      skipIf: only('emailChange'),
      generateKey: keyed,
      getTracker: emailOf,
    },
    {
      name: MFA_ACCOUNT,
      limit: limits.loginPerEmail,
      ttl,
      skipIf: only('mfa'),
      generateKey: keyed,
      getTracker: async (req) => {
        const token = (req as Request).body?.mfa_token;
        const userId = typeof token === 'string' && token.length <= 200 ? await mfaAccountOf(token) : null;
        return userId ? `user:${userId}` : 'unknown-token';
      },
    },
    {
      name: MFA_IP,
      limit: limits.loginPerIp,
      ttl,
      skipIf: only('mfa'),
      generateKey: keyed,
      getTracker: (req) => clientAddress(req as Request),
    },
    {
      name: PUBLIC_API_IP,
      limit: limits.publicApiPerIp,
      ttl,
      skipIf: only('publicApi'),
      generateKey: keyed,
      getTracker: (req) => clientAddress(req as Request),
    },
  ];
}

@Injectable()
export class AppThrottlerGuard extends ThrottlerGuard {
  constructor(
    @InjectThrottlerOptions() options: ThrottlerModuleOptions,
    @InjectThrottlerStorage() storage: ThrottlerStorage,
    reflector: Reflector,
  ) {
    super(options, storage, reflector);
  }

  protected override async shouldSkip(context: ExecutionContext): Promise<boolean> {
    return this.throttlers.length === 0 || kindsOf(context).length === 0;
  }

  /** The package suffixes Retry-After with the throttler name; clients understand the standard header only. */
  protected override setResponseHeader(res: Record<string, unknown>, name: string, value: string | number): void {
    super.setResponseHeader(res, name.startsWith('Retry-After') ? 'Retry-After' : name, value);
  }

  protected override async getErrorMessage(): Promise<string> {
    return API_MESSAGES.tooManyRequests;
  }

  protected override async handleRequest(props: ThrottlerRequest): Promise<boolean> {
    let key = '';
    const generateKey = (context: ExecutionContext, tracker: string, name: string) =>
      (key = props.generateKey(context, tracker, name));
    const allowed = await super.handleRequest({ ...props, generateKey });
    const name = props.throttler.name ?? '';
    const storage = this.storageService;
    if (LOGIN_THROTTLERS.has(name) && isReleasable(storage)) {
      const response = props.context.switchToHttp().getResponse<Response>();
      // Only wrong credentials count; 'finish' fires before the client can send its next attempt.
      response.once('finish', () => {
        if (response.statusCode !== 401) void storage.release(key, name);
      });
    }
    return allowed;
  }
}

const isReleasable = (storage: ThrottlerStorage): storage is ReleasableStorage =>
  typeof (storage as Partial<ReleasableStorage>).release === 'function';

/** Marks a route as throttled with the limits of its kinds (each counts on its own). */
export const Throttled = (...kinds: [ThrottleKind, ...ThrottleKind[]]) =>
  applyDecorators(SetMetadata(THROTTLE_KIND, kinds), UseGuards(AppThrottlerGuard));

@Global()
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [APP_CONFIG, RedisService, MetricsService, DataSource],
      useFactory: (
        config: RuntimeConfig,
        redis: RedisService,
        metrics: MetricsService,
        dataSource: DataSource,
      ): ThrottlerModuleOptions => ({
        throttlers: throttlersFor(config, async (token) => {
          const row = await dataSource
            .getRepository(MfaChallenge)
            .findOne({ where: { id_hash: challengeHash(token) }, select: { user_id: true } });
          return row?.user_id ?? null;
        }),
        storage: redis.client
          ? new SharedThrottlerStorage(redis, (name) => metrics.rateLimited(name))
          : new ReleasableThrottlerStorage((name) => metrics.rateLimited(name)),
        setHeaders: true,
      }),
    }),
  ],
  providers: [AppThrottlerGuard],
  exports: [AppThrottlerGuard],
})
export class ThrottlingModule {}
