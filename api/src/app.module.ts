import { DynamicModule, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { AccessModule } from './access/access-routes';
import { AccountModule } from './account/account.module';
import { ActivityModule } from './activity/activity.module';
import { AdminModule } from './admin/admin.module';
import { ModerationModule } from './moderation/moderation.module';
import { AnimalsModule } from './animals/animals.module';
import { AssociationsModule } from './associations/associations.module';
import { AuthModule } from './auth/auth.module';
import { logFormatOf, type RuntimeConfig } from './config/app-config';
import { AppConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { DemoSeedModule } from './demo-seed/demo-seed.module';
import { IdempotencyModule } from './idempotency/idempotency.module';
import { MetricsModule } from './metrics/metrics.module';
import { RedisModule } from './redis/redis.module';
import { SchedulerModule } from './scheduler/scheduler.module';
import { EventsModule } from './events/events.module';
import { FamiliesModule } from './families/families.module';
import { GeoModule } from './geo/geo.module';
import { HealthModule } from './health/health.module';
import { FirstViewModule } from './first-view/first-view.module';
import { InvitationsModule } from './invitations/invitations.module';
import { TeamModule } from './team/team.module';
import { PlacementsRegisterModule } from './placements-register/placements-register.module';
import { ImagesModule } from './images/images.module';
import { MailModule } from './mail/mail.module';
import { RequestsModule } from './requests/requests.module';
import { WebModule } from './web/web.module';
import { PlacementsModule } from './placements/placements.module';
import { ConversationsModule } from './conversations/conversations.module';
import { ConversationStoreModule } from './conversation-store/conversation-store.module';
import { NewsModule } from './news/news.module';
import { FavouritesModule } from './favourites/favourites.module';
import { UrgentAppealsModule } from './urgent-appeals/urgent-appeals.module';
import { PublicApiModule } from './public-api/public-api.module';
import { SavedSearchesModule } from './saved-searches/saved-searches.module';
import { HealthRecordsModule } from './health-records/health-records.module';
import { RetentionModule } from './retention/retention.module';
import { PrivateFilesModule } from './private-files/private-files.module';
import { VetAuthorisationsModule } from './vet-authorisations/vet-authorisations.module';
import { ExpensesModule } from './expenses/expenses.module';
import { VerificationsModule } from './verifications/verifications.module';
import { DataExportModule } from './data-export/data-export.module';

@Module({})
export class AppModule {
  static forRoot(config: RuntimeConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        AppConfigModule.forRoot(config),
        AccessModule,
        // Logging off: no pino-http at all (its per-request async context costs every request, even when silent).
        ...(config.logger
          ? [
              LoggerModule.forRoot({
                pinoHttp: {
                  level: config.logLevel,
                  // Readable lines for a person at a terminal; JSON lines for log collectors (LOG_FORMAT=json).
                  ...(logFormatOf(config) === 'pretty'
                    ? {
                        transport: {
                          target: 'pino-pretty',
                          options: { singleLine: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,req.id' },
                        },
                      }
                    : {}),
                  // Tokens and passwords never reach the logs.
                  redact: ['req.headers.authorization', 'req.headers.cookie'],
                  // One compact line per request: method, url, status, duration (no headers, no bodies).
                  serializers: {
                    req: (req: { id: unknown; method: string; url: string }) => ({
                      id: req.id,
                      method: req.method,
                      // The one-click unsubscribe address carries its token in the query (RFC 8058).
                      url: (req.url ?? '').replace(/([?&]token=)[^&]*/g, '$1[masqué]'),
                    }),
                    res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
                  },
                  autoLogging: { ignore: (req) => (req.url ?? '').startsWith('/api/health') },
                  customLogLevel: (_req, res, error) =>
                    error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
                },
              }),
            ]
          : []),
        DatabaseModule.forRoot(config),
        RedisModule,
        EventsModule,
        ConversationStoreModule,
        MetricsModule,
        SchedulerModule,
        IdempotencyModule,
        MailModule,
        GeoModule,
        ImagesModule,
        AuthModule,
        RequestsModule,
        AnimalsModule,
        AssociationsModule,
        FamiliesModule,
        AccountModule,
        InvitationsModule,
        ActivityModule,
        AdminModule,
        ModerationModule,
        TeamModule,
        PlacementsRegisterModule,
        ConversationsModule,
        HealthModule,
        FirstViewModule,
        WebModule,
        DemoSeedModule,
        PlacementsModule,
        NewsModule,
        FavouritesModule,
        UrgentAppealsModule,
        SavedSearchesModule,
        HealthRecordsModule,
        PrivateFilesModule,
        VetAuthorisationsModule,
        ExpensesModule,
        VerificationsModule,
        DataExportModule,
        RetentionModule,
        PublicApiModule,
      ],
    };
  }
}
