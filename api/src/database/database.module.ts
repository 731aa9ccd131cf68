import { DynamicModule, Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { AppConfig } from '../config/app-config';
import { buildDataSourceOptions } from './data-source-options';
import { DatabaseService } from './database.service';
import { SeedService } from './seed.service';

@Global()
@Module({})
export class DatabaseModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [TypeOrmModule.forRoot({ ...buildDataSourceOptions(config.database), retryAttempts: 0 })],
      providers: [DatabaseService, SeedService],
      exports: [DatabaseService, SeedService],
    };
  }
}
