import type { INestApplication } from '@nestjs/common';
import { createApp } from './app.factory';
import { ConfigError, parsePort } from './config/app-config';

const SHUTDOWN_GRACE_MS = 10_000;

async function bootstrap(): Promise<void> {
  let app: INestApplication;
  try {
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
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal} reçu: arrêt en cours (requêtes en cours terminées, base fermée)`);
    // close() stops accepting connections, waits for in-flight requests, then closes the database.
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
  await app.listen(port);
  console.log(`PetFoster API sur http://localhost:${port} (docs: /api/docs)`);
}

bootstrap().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
