import { DynamicModule, Global, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { AnimalsModule } from './animals/animals.module';
import { AssociationsModule } from './associations/associations.module';
import { AuthModule } from './auth/auth.module';
import { APP_CONFIG, AppConfig } from './config/app-config';
import { DatabaseModule } from './database/database.module';
import { FamiliesModule } from './families/families.module';
import { HealthModule } from './health/health.module';
import { ImagesModule } from './images/images.module';
import { RequestsModule } from './requests/requests.module';

@Global()
@Module({})
class ConfigModule {
  static forRoot(config: AppConfig): DynamicModule {
    return { module: ConfigModule, providers: [{ provide: APP_CONFIG, useValue: config }], exports: [APP_CONFIG] };
  }
}

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        // Logging off: no pino-http at all (its per-request async context costs every request, even when silent).
        ...(config.logger
          ? [
              LoggerModule.forRoot({
                pinoHttp: {
                  level: process.env.LOG_LEVEL ?? 'info',
                  // Tokens and passwords never reach the logs.
                  redact: ['req.headers.authorization', 'req.headers.cookie'],
                  // One compact line per request: method, url, status, duration (no headers, no bodies).
                  serializers: {
                    req: (req: { id: unknown; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
                    res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
                  },
                  autoLogging: { ignore: (req) => (req.url ?? '').startsWith('/api/health') },
                  customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
                },
              }),
            ]
          : []),
        DatabaseModule.forRoot(config),
        ImagesModule,
        AuthModule,
        RequestsModule,
        AnimalsModule,
        AssociationsModule,
        FamiliesModule,
        HealthModule,
      ],
    };
  }
}
