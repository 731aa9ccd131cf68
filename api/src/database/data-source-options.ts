import { createPool, type Pool, type PoolOptions } from 'mysql2';
import type { DataSourceOptions } from 'typeorm';
import { SqlCountLogger } from './sql-count';
import type { DatabaseConfig } from '../config/app-config';
import { ENTITIES } from '../data-model/entities';
import { InitialSchema1763800000000 } from './migrations/1763800000000-initial-schema';
import { RequestClosedReason1764200000000 } from './migrations/1764200000000-request-closed-reason';
import { AnonymisedFamilies1764200001000 } from './migrations/1764200001000-anonymised-families';
import { UsersTokenVersion1764200002000 } from './migrations/1764200002000-users-token-version';
import { Conversations1765000000001 } from './migrations/1765000000001-conversations';
import { MailOutbox1764300000000 } from './migrations/1764300000000-mail-outbox';
import { AccountTokens1764300001000 } from './migrations/1764300001000-account-tokens';
import { NotificationSettings1764300002000 } from './migrations/1764300002000-notification-settings';
import { Matching1764400000000 } from './migrations/1764400000000-matching';
import { AnimalFilterIndex1764500000000 } from './migrations/1764500000000-animal-filter-index';
import { IdempotencyKeys1764500001000 } from './migrations/1764500001000-idempotency-keys';
import { IdempotencyWriteResult1764600000000 } from './migrations/1764600000000-idempotency-write-result';
import { DeletedFamiliesInvitations1764700000010 } from './migrations/1764700000010-deleted-families-invitations';
import { InvitationDeclineReason1764710000001 } from './migrations/1764710000001-invitation-decline-reason';
import { ArrondissementCoordinates1764720000001 } from './migrations/1764720000001-arrondissement-coordinates';
import { WithdrawnAnimalRequests1764720000002 } from './migrations/1764720000002-withdrawn-animal-requests';
import { RefusalReason1764720000003 } from './migrations/1764720000003-refusal-reason';
import { AssociationMembers1764800000001 } from './migrations/1764800000001-association-members';
import { RequestReferents1764800030000 } from './migrations/1764800030000-request-referents';
import { ActivityLog1764810000001 } from './migrations/1764810000001-activity-log';
import { MemberInvitations1764800000101 } from './migrations/1764800000101-member-invitations';
// Two-factor sign-in
import { TwoFactor1764800004000 } from './migrations/1764800004000-two-factor';
// Placements
import { Placements1764900000001 } from './migrations/1764900000001-placements';
import { AdoptedAnimalFilterIndex1764900000050 } from './migrations/1764900000050-adopted-animal-filter-index';
// Placement news
import { PlacementNews1765000000201 } from './migrations/1765000000201-placement-news';
import { Favourites1765200000001 } from './migrations/1765200000001-favourites';
// Retention (docs/security.md#retention)
import { Retention1765300000002 } from './migrations/1765300000002-retention';
// An animal back at its association is available again (docs/product.md#states)
import { ReturnedAnimals1765300000401 } from './migrations/1765300000401-returned-animals';
// The consent log's appeals and saved-search alerts (docs/security.md#consent-log)
import { ConsentDetails1765300000402 } from './migrations/1765300000402-consent-details';
// Verified associations (docs/product.md#verified-associations)
import { Verifications1765300000403 } from './migrations/1765300000403-verifications';
// Platform administrators' audit log (docs/administration.md#audit-log)
import { AdminAudit1765300000501 } from './migrations/1765300000501-admin-audit';
// Moderation: reports, hidden content, suspensions (docs/administration.md#moderation)
import { Moderation1765300000701 } from './migrations/1765300000701-moderation';
// Consent log (docs/security.md#consent-log)
import { Consents1765300000301 } from './migrations/1765300000301-consents';
// Urgent appeals
import { UrgentAppeals1765300000001 } from './migrations/1765300000001-urgent-appeals';
import { SavedSearches1765300000003 } from './migrations/1765300000003-saved-searches';
// Animal gallery
import { AnimalPhotos1765000000101 } from './migrations/1765000000101-animal-photos';
// Health record
import { HealthRecords1765100000001 } from './migrations/1765100000001-health-records';
// Vet authorisations and expenses
import { VetCare1765100000100 } from './migrations/1765100000100-vet-care';
// Favourites' news mails
import { FavouriteNotices1765300000201 } from './migrations/1765300000201-favourite-notices';

export const MIGRATIONS = [
  InitialSchema1763800000000,
  RequestClosedReason1764200000000,
  AnonymisedFamilies1764200001000,
  UsersTokenVersion1764200002000,
  MailOutbox1764300000000,
  AccountTokens1764300001000,
  NotificationSettings1764300002000,
  Matching1764400000000,
  AnimalFilterIndex1764500000000,
  IdempotencyKeys1764500001000,
  IdempotencyWriteResult1764600000000,
  DeletedFamiliesInvitations1764700000010,
  InvitationDeclineReason1764710000001,
  ArrondissementCoordinates1764720000001,
  WithdrawnAnimalRequests1764720000002,
  RefusalReason1764720000003,
  AssociationMembers1764800000001,
  // Référent of a request (docs/product.md#association-team)
  RequestReferents1764800030000,
  ActivityLog1764810000001,
  MemberInvitations1764800000101,
  // Two-factor sign-in
  TwoFactor1764800004000,
  // Placements
  Placements1764900000001,
  AdoptedAnimalFilterIndex1764900000050,
  // Conversations (docs/product.md#conversations)
  Conversations1765000000001,
  // Animal gallery
  AnimalPhotos1765000000101,
  // Placement news
  PlacementNews1765000000201,
  Favourites1765200000001,
  UrgentAppeals1765300000001,
  // Health record (docs/product.md#health-record)
  HealthRecords1765100000001,
  // Vet authorisations and expenses (docs/product.md#vet-authorisations)
  VetCare1765100000100,
  // Retention (docs/security.md#retention)
  Retention1765300000002,
  // Favourites' news mails (docs/mail.md#favourites-news)
  FavouriteNotices1765300000201,
  // Consent log (docs/security.md#consent-log)
  Consents1765300000301,
  // Saved searches and their alerts (docs/product.md#saved-searches)
  SavedSearches1765300000003,
  // An animal back at its association is available again (docs/product.md#states)
  ReturnedAnimals1765300000401,
  // The consent log's appeals and saved-search alerts (docs/security.md#consent-log)
  ConsentDetails1765300000402,
  // Verified associations (docs/product.md#verified-associations)
  Verifications1765300000403,
  // Platform administrators' audit log (docs/administration.md#audit-log)
  AdminAudit1765300000501,
  // Moderation: reports, hidden content, suspensions (docs/administration.md#moderation)
  Moderation1765300000701,
];

/**
 * mysql2 as TypeORM uses it, with every pooled connection at READ COMMITTED from the moment it opens, the level every
 * write transaction relies on (DatabaseService.write). Set once per connection rather than by a SET TRANSACTION that
 * TypeORM would send before each transaction: one statement less on every write.
 */
const readCommittedMysql = {
  createPool(options: PoolOptions): Pool {
    const pool = createPool(options);
    // Emitted before the connection serves its first caller, whose queries queue behind this one.
    pool.on('connection', (connection) => {
      connection.query('SET SESSION TRANSACTION ISOLATION LEVEL READ COMMITTED', (error) => {
        // Never used at the server's default level: the caller's query fails on the closed connection instead.
        if (error) connection.destroy();
      });
    });
    return pool;
  },
};

/** One place that turns DATABASE_URL into TypeORM options; the schema only ever changes through migrations. */
export function buildDataSourceOptions(
  database: DatabaseConfig,
  { sqlCount = false }: { sqlCount?: boolean } = {},
): DataSourceOptions {
  const common = {
    entities: ENTITIES,
    migrations: MIGRATIONS,
    // Migrations run once, under a lock (migrations.ts), not on every replica's connection.
    migrationsRun: false,
    synchronize: false,
    logging: false,
  } as const;
  const counting = sqlCount ? { logger: new SqlCountLogger() } : {};
  if (database.type === 'sqlite') {
    return {
      ...common,
      ...counting,
      type: 'better-sqlite3',
      database: database.database,
      enableWAL: database.database !== ':memory:',
      timeout: 10000,
      migrationsTransactionMode: 'all',
    };
  }
  return {
    ...common,
    ...counting,
    type: 'mysql',
    driver: readCommittedMysql,
    url: database.url,
    charset: 'utf8mb4_unicode_ci',
    timezone: 'Z',
    extra: { connectionLimit: database.poolSize },
    migrationsTransactionMode: 'each',
  };
}
