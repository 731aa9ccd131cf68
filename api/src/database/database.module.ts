import { DynamicModule, Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { RuntimeConfig } from '../config/app-config';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { buildDataSourceOptions } from './data-source-options';
import { runMigrationsOnce } from './migrations-lock';
import { DatabaseService } from './database.service';

@Global()
@Module({})
export class DatabaseModule {
  static forRoot(config: RuntimeConfig): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          useFactory: () => ({
            ...buildDataSourceOptions(config.database, { sqlCount: config.sqlCount }),
            retryAttempts: 0,
          }),
          // The schema is brought up to date before anything uses the connection, once across replicas.
          dataSourceFactory: async (options) => {
            const dataSource = await new DataSource(options as DataSourceOptions).initialize();
            try {
              await runMigrationsOnce(dataSource);
            } catch (error) {
              await dataSource.destroy();
              throw error;
            }
            return dataSource;
          },
        }),
      ],
      providers: [DatabaseService],
      exports: [DatabaseService],
    };
  }
}
