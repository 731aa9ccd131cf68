import { DynamicModule, Global, Module } from '@nestjs/common';
import { ConfigModule, ConfigService } from '@nestjs/config';
import { APP_CONFIG, type RuntimeConfig } from './app-config';

/**
 * The validated configuration (env.schema.ts, then createApp's options) handed to Nest's ConfigModule, and exposed
 * typed as APP_CONFIG for injection. No .env file and no second read of process.env: the values were checked once.
 */
@Global()
@Module({})
export class AppConfigModule {
  static forRoot(config: RuntimeConfig): DynamicModule {
    return {
      module: AppConfigModule,
      imports: [ConfigModule.forRoot({ ignoreEnvFile: true, load: [() => ({ app: config })] })],
      providers: [
        {
          provide: APP_CONFIG,
          useFactory: (settings: ConfigService) => settings.getOrThrow<RuntimeConfig>('app'),
          inject: [ConfigService],
        },
      ],
      exports: [APP_CONFIG],
    };
  }
}
