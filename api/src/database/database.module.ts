import { DynamicModule, Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { RuntimeConfig } from '../config/app-config';
import { buildDataSourceOptions } from './data-source-options';
import { DatabaseService } from './database.service';
import { SeedService } from './seed.service';

@Global()
@Module({})
export class DatabaseModule {
  static forRoot(config: RuntimeConfig): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRoot({
          ...buildDataSourceOptions(config.database, { sqlCount: config.sqlCount }),
          retryAttempts: 0,
        }),
      ],
      providers: [DatabaseService, SeedService],
      exports: [DatabaseService, SeedService],
    };
  }
}
