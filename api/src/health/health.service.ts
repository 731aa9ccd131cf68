import { Injectable } from '@nestjs/common';
import { DatabaseService } from '../database/database.service';
import { RedisService } from '../redis/redis.service';
import { isShuttingDown } from './shutdown-state';
import { apiError } from '../common/api-error';

export interface Readiness {
  status: 'ok';
  database: 'ok';
  migrations: 'ok';
  /** Redis does not decide readiness: without it limits and caches are per process, and the API keeps answering. */
  redis: 'disabled' | 'ready' | 'unreachable';
}

@Injectable()
export class HealthService {
  constructor(
    private readonly db: DatabaseService,
    private readonly redis: RedisService,
  ) {}

  /** /api/health (kept as it was): the database answers and the process is not stopping. */
  async check(): Promise<{ status: 'ok' }> {
    if (isShuttingDown() || !(await this.db.ping())) throw apiError('service_unavailable');
    return { status: 'ok' };
  }

  /** /api/health/ready: may this replica take traffic? Database answering, schema up to date, not stopping. */
  async ready(): Promise<Readiness> {
    await this.check();
    if (await this.db.dataSource.showMigrations()) throw apiError('migrations_pending');
    return { status: 'ok', database: 'ok', migrations: 'ok', redis: this.redis.state };
  }
}
