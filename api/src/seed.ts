import { createApp } from './app.factory';
import { ConfigError } from './config/app-config';
import { SeedService } from './demo-seed/seed.service';

/** `npm run seed -w api`: loads the demo data into the configured database when it has no user yet. */
async function main(): Promise<void> {
  const app = await createApp({ seedDemo: false, logger: false, webRoot: null });
  try {
    const seeded = await app.get(SeedService).seedIfEmpty();
    console.log(seeded ? 'Données de démonstration chargées.' : 'La base contient déjà des comptes: rien à faire.');
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `Configuration invalide: ${error.message}` : error);
  process.exit(1);
});
