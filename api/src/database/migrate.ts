import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { ConfigError, loadConfig } from '../config/app-config';
import { buildDataSourceOptions } from './data-source-options';
import { runMigrationsOnce } from './migrations-lock';

/** `npm run migration:run -w api`: applies pending migrations and exits. */
async function main(): Promise<void> {
  const config = loadConfig({ logger: false, webRoot: null }, process.env);
  const dataSource = new DataSource(buildDataSourceOptions(config.database));
  await dataSource.initialize();
  try {
    const applied = await runMigrationsOnce(dataSource);
    console.log(
      applied.length
        ? `Migrations appliquées: ${applied.map((m) => m.name).join(', ')}`
        : 'Aucune migration en attente.',
    );
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `Configuration invalide: ${error.message}` : error);
  process.exit(1);
});
