import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger as TypeOrmLogger } from 'typeorm';

/**
 * Benchmark instrumentation (bench/api.js): with SQL_COUNT=true and NODE_ENV other than production, every response
 * carries X-Sql-Count, the number of SQL statements run while answering it. That is how the benchmarks show there is
 * no N+1 query and that the count does not grow with the catalogue. Off by default: no cost in normal runs.
 */
const storage = new AsyncLocalStorage<{ count: number }>();

/** TypeORM logger that only counts; queries run for a request happen inside its async context. */
export class SqlCountLogger implements TypeOrmLogger {
  logQuery(): void {
    const store = storage.getStore();
    if (store) store.count += 1;
  }
  logQueryError(): void {}
  logQuerySlow(): void {}
  logSchemaBuild(): void {}
  logMigration(): void {}
  log(): void {}
}

export function sqlCountMiddleware(_req: IncomingMessage, res: ServerResponse, next: () => void): void {
  const store = { count: 0 };
  const writeHead = res.writeHead;
  // Headers are final at writeHead: the count is read at the last moment, after the handler's queries.
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    if (!res.headersSent) res.setHeader('X-Sql-Count', String(store.count));
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse['writeHead'];
  storage.run(store, next);
}
