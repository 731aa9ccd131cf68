import { MigrationInterface, QueryRunner, TableColumn, TableIndex } from 'typeorm';

/**
 * Retention (docs/security.md#retention): when each account last signed in and when it was warned that it would be
 * deleted for inactivity, and when a request was decided (a refused one is deleted a year after). Accounts that
 * existed before count their inactivity from this migration, requests decided before from their creation. Frozen:
 * names and types are spelled here.
 */
export class Retention1765300000002 implements MigrationInterface {
  name = 'Retention1765300000002';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('users', [
      new TableColumn({ name: 'last_sign_in_at', type: 'datetime', isNullable: true }),
      new TableColumn({ name: 'inactivity_notice_at', type: 'datetime', isNullable: true }),
    ]);
    await queryRunner.query('UPDATE users SET last_sign_in_at = CURRENT_TIMESTAMP');
    await queryRunner.createIndex(
      'users',
      new TableIndex({ name: 'IDX_users_last_sign_in', columnNames: ['last_sign_in_at'] }),
    );
    await queryRunner.addColumn(
      'requests',
      new TableColumn({ name: 'decided_at', type: 'datetime', isNullable: true }),
    );
    await queryRunner.query("UPDATE requests SET decided_at = created_at WHERE status <> 'En attente'");
    await queryRunner.createIndex(
      'requests',
      new TableIndex({ name: 'IDX_requests_status_decided', columnNames: ['status', 'decided_at'] }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('requests', 'IDX_requests_status_decided');
    await queryRunner.dropColumn('requests', 'decided_at');
    await queryRunner.dropIndex('users', 'IDX_users_last_sign_in');
    await queryRunner.dropColumn('users', 'inactivity_notice_at');
    await queryRunner.dropColumn('users', 'last_sign_in_at');
  }
}
