import type { INestApplication } from '@nestjs/common';
import type { Server } from 'node:http';
import { appConfig, createApp } from './app.factory';
import { ConfigError, logFormatOf, type RuntimeConfig } from './config/app-config';
import { startSummary } from './start-summary';
import { markShuttingDown } from './health/shutdown-state';

const SHUTDOWN_GRACE_MS = 10_000;

/**
 * After SIGTERM (an orchestrator or the gateway stopping this instance) the server keeps accepting for
 * SHUTDOWN_DRAIN_MS: connections the kernel already accepted, still waiting in the backlog of a busy process, would
 * otherwise be reset when the listening socket closes, though their requests were sent before the signal. SIGINT
 * (Ctrl-C at a terminal) stops without draining.
 */
function handleStopSignals(app: INestApplication, drainMs: number): void {
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
}

/** Starts the API from the environment; a wrong variable stops it with `Configuration invalide: <VARIABLE> …`. */
export async function bootstrap(): Promise<INestApplication> {
  let config: RuntimeConfig;
  let app: INestApplication;
  try {
    config = appConfig();
    app = await createApp({}, config);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration invalide: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  handleStopSignals(app, config.shutdownDrainMs);
  await app.listen(config.port);
  const address = (app.getHttpServer() as Server).address();
  const url = `http://localhost:${typeof address === 'object' && address ? address.port : config.port}`;
  // A person at a terminal gets a summary; a log collector gets only the JSON lines.
  if (logFormatOf(config) === 'pretty') console.log(startSummary(config, url));
  else console.log(JSON.stringify({ level: 30, time: Date.now(), msg: `PetFoster API sur ${url}` }));
  return app;
}

if (require.main === module) {
  bootstrap().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
