import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type RuntimeConfig } from '../config/app-config';
import { serviceLog } from '../common/service-log';

/** mysql2's pool keeps its connections in these arrays (not public API, hence the defensive reads). */
interface Mysql2PoolInternals {
  _allConnections?: { length: number };
  _freeConnections?: { length: number };
  _connectionQueue?: { length: number };
}

/** Digests have one length whatever the token's, so timingSafeEqual compares them without telling the length. */
const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Prometheus metrics for operators (docs/decisions/stateless-api.md), with prom-client: requests by route and status and their durations,
 * the database pool, the mail outbox backlog, the rate limits that refused someone, the periodic jobs' runs, and Node's own figures. Served on
 * METRICS_PORT, a port of its own that the gateway never proxies (nothing about them is public): bound to
 * METRICS_HOST (127.0.0.1 unless a Prometheus elsewhere must reach it), and behind METRICS_TOKEN when it is set.
 */
@Injectable()
export class MetricsService implements OnApplicationBootstrap, OnModuleDestroy {
  readonly registry = new Registry();
  private readonly requests = new Counter({
    name: 'petfoster_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });
  private readonly durations = new Histogram({
    name: 'petfoster_http_request_duration_seconds',
    help: 'Time to answer, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });
  private readonly limited = new Counter({
    name: 'petfoster_rate_limited_total',
    help: 'Requests refused with 429, by limit',
    labelNames: ['limit'] as const,
    registers: [this.registry],
  });
  private readonly jobLastSuccess = new Gauge({
    name: 'petfoster_job_last_success_timestamp_seconds',
    help: 'When each periodic job last ran to completion in this process (Unix time; absent until it has)',
    labelNames: ['job'] as const,
    registers: [this.registry],
  });
  private readonly jobLastDuration = new Gauge({
    name: 'petfoster_job_last_duration_seconds',
    help: "How long each periodic job's last run in this process took, completed or failed",
    labelNames: ['job'] as const,
    registers: [this.registry],
  });
  private readonly jobRuns = new Counter({
    name: 'petfoster_job_runs_total',
    help: 'Runs of each periodic job completed in this process',
    labelNames: ['job'] as const,
    registers: [this.registry],
  });
  private readonly jobFailures = new Counter({
    name: 'petfoster_job_failures_total',
    help: 'Runs of each periodic job that failed in this process (rolled back: a later run does what they left)',
    labelNames: ['job'] as const,
    registers: [this.registry],
  });
  private server: http.Server | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: RuntimeConfig,
    private readonly dataSource: DataSource,
  ) {
    collectDefaultMetrics({ register: this.registry, prefix: 'petfoster_' });
    const pool = () =>
      (this.dataSource.driver as unknown as { pool?: Mysql2PoolInternals }).pool ?? ({} as Mysql2PoolInternals);
    new Gauge({
      name: 'petfoster_db_pool_connections',
      help: 'Database pool connections (MySQL/MariaDB): open, idle, and requests waiting for one',
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        const current = pool();
        this.set({ state: 'open' }, current._allConnections?.length ?? 0);
        this.set({ state: 'idle' }, current._freeConnections?.length ?? 0);
        this.set({ state: 'waiting' }, current._connectionQueue?.length ?? 0);
      },
    });
    const database = this.dataSource;
    new Gauge({
      name: 'petfoster_mail_outbox_backlog',
      help: 'Mails not yet handed to the SMTP server (pending or being sent)',
      registers: [this.registry],
      async collect() {
        const [row]: { backlog: number | string }[] = await database.query(
          "SELECT COUNT(*) AS backlog FROM mail_outbox WHERE status IN ('pending', 'sending')",
        );
        this.set(Number(row?.backlog ?? 0));
      },
    });
  }

  rateLimited(limit: string): void {
    this.limited.inc({ limit });
  }

  /** A periodic job this process runs: its counters exist at 0 from the start, so an alert can read them. */
  jobRegistered(job: string): void {
    this.jobRuns.inc({ job }, 0);
    this.jobFailures.inc({ job }, 0);
  }

  /** A run of a periodic job (docs/operations.md#the-scheduler) that committed, and how long it took. */
  jobSucceeded(job: string, seconds: number): void {
    this.jobRuns.inc({ job });
    this.jobLastSuccess.set({ job }, Date.now() / 1000);
    this.jobLastDuration.set({ job }, seconds);
  }

  /** A run of a periodic job that failed and was rolled back. */
  jobFailed(job: string, seconds: number): void {
    this.jobFailures.inc({ job });
    this.jobLastDuration.set({ job }, seconds);
  }

  /** Express middleware: counts every answer under its route pattern (never the raw URL: ids would explode labels). */
  readonly middleware = (req: Request, res: Response, next: NextFunction): void => {
    const stop = this.durations.startTimer();
    res.once('finish', () => {
      const pattern = (req.route as { path?: string } | undefined)?.path;
      const route = pattern ? `${req.baseUrl}${pattern}` : req.path.startsWith('/uploads/') ? '/uploads' : 'other';
      const labels = { method: req.method, route, status: String(res.statusCode) };
      this.requests.inc(labels);
      stop(labels);
    });
    next();
  };

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.metricsPort === null) return;
    const expected = this.config.metricsToken === null ? null : digest(this.config.metricsToken);
    this.server = http.createServer((req, res) => {
      if (req.url !== '/metrics') {
        res.writeHead(404).end();
        return;
      }
      if (expected) {
        const sent = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
        if (!timingSafeEqual(digest(sent), expected)) {
          res.writeHead(401, { 'WWW-Authenticate': 'Bearer' }).end();
          return;
        }
      }
      this.registry.metrics().then(
        (text) => res.writeHead(200, { 'Content-Type': this.registry.contentType }).end(text),
        () => res.writeHead(500).end(),
      );
    });
    const server = this.server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.config.metricsPort as number, this.config.metricsHost, () => resolve());
    });
    serviceLog(this.config, 'Metrics')(
      'info',
      `Métriques Prometheus sur ${this.config.metricsHost}:${this.port()} (/metrics${expected ? ', avec jeton' : ''}).`,
    );
  }

  /** The address the metrics listener is bound to. */
  host(): string | null {
    const address = this.server?.address();
    return address && typeof address === 'object' ? address.address : null;
  }

  /** The metrics port actually listened on (METRICS_PORT=0 picks a free one). */
  port(): number | null {
    const address = this.server?.address();
    return address && typeof address === 'object' ? address.port : null;
  }

  async onModuleDestroy(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
