import { Injectable, ServiceUnavailableException } from '@nestjs/common';
import { API_MESSAGES } from '@petfoster/contracts';
import { DatabaseService } from '../database/database.service';
import { RedisService } from '../redis/redis.service';
import { isShuttingDown } from './shutdown-state';

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
    if (isShuttingDown() || !(await this.db.ping()))
      throw new ServiceUnavailableException(API_MESSAGES.databaseUnavailable);
    return { status: 'ok' };
  }

  /** /api/health/ready: may this replica take traffic? Database answering, schema up to date, not stopping. */
  async ready(): Promise<Readiness> {
    await this.check();
    if (await this.db.dataSource.showMigrations())
      throw new ServiceUnavailableException('Des migrations de la base de données sont en attente.');
    return { status: 'ok', database: 'ok', migrations: 'ok', redis: this.redis.state };
  }
}
