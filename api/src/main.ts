import type { INestApplication } from '@nestjs/common';
import type { Server } from 'node:http';
import { createApp } from './app.factory';
import { ConfigError, parsePort } from './config/app-config';
import { markShuttingDown } from './health/shutdown-state';

const SHUTDOWN_GRACE_MS = 10_000;

/**
 * After SIGTERM (an orchestrator or the gateway stopping this instance) the server keeps accepting for this long
 * (SHUTDOWN_DRAIN_MS, default 1000, 0 to skip): connections the kernel already accepted, still waiting in the
 * backlog of a busy process, would otherwise be reset when the listening socket closes, though their requests
 * were sent before the signal. SIGINT (Ctrl-C at a terminal) stops without draining.
 */
function drainDelay(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 1000;
  if (!/^\d{1,6}$/.test(raw.trim())) throw new ConfigError(`SHUTDOWN_DRAIN_MS doit être un nombre de millisecondes (reçu "${raw}")`);
  return Number(raw);
}

async function bootstrap(): Promise<void> {
  let app: INestApplication;
  let drainMs: number;
  try {
    drainMs = drainDelay(process.env.SHUTDOWN_DRAIN_MS);
    app = await createApp();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration invalide: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const port = parsePort(process.env.PORT);
  let closing = false;
  const shutdown = (signal: string, delayMs: number) => {
    if (closing) return;
    closing = true;
    console.log(`${signal} reçu: arrêt en cours (requêtes en cours terminées, base fermée)`);
    markShuttingDown();
    // While draining, every answer closes its connection: keep-alive clients (the gateway) reconnect elsewhere.
    const server = app.getHttpServer() as Server;
    server.prependListener('request', (_req, res) => res.setHeader('Connection', 'close'));
    setTimeout(() => process.exit(1), delayMs + SHUTDOWN_GRACE_MS).unref();
    // close() stops accepting connections, waits for in-flight requests, then closes the database.
    setTimeout(() => {
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(error);
          process.exit(1);
        },
      );
    }, delayMs);
  };
  process.once('SIGTERM', () => shutdown('SIGTERM', drainMs));
  process.once('SIGINT', () => shutdown('SIGINT', 0));
  await app.listen(port);
  console.log(`PetFoster API sur http://localhost:${port} (docs: /api/docs)`);
}

bootstrap().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
