import { MigrationInterface, QueryRunner, Table, TableColumn, TableForeignKey, TableIndex } from 'typeorm';

/**
 * Two-factor sign-in (docs/security.md#two-factor-sign-in). On users: the TOTP secret (encrypted), the one being set up
 * until its first code confirms it, when it was turned on, and the last time step accepted (a code is good once).
 * On associations: whether every member must use it. Recovery codes and sign-in challenges are kept as hashes only and
 * die with their account (ON DELETE CASCADE).
 */
export class TwoFactor1764800004000 implements MigrationInterface {
  name = 'TwoFactor1764800004000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('users', [
      new TableColumn({ name: 'totp_secret', type: 'varchar', length: '255', isNullable: true }),
      new TableColumn({ name: 'totp_pending_secret', type: 'varchar', length: '255', isNullable: true }),
      new TableColumn({ name: 'totp_enabled_at', type: 'datetime', isNullable: true }),
      new TableColumn({ name: 'totp_last_step', type: 'int', isNullable: true }),
    ]);
    await queryRunner.addColumn(
      'associations',
      new TableColumn({ name: 'require_2fa', type: 'boolean', isNullable: false, default: false }),
    );
    const userKey = (table: string) =>
      new TableForeignKey({
        name: `FK_${table}_user`,
        columnNames: ['user_id'],
        referencedTableName: 'users',
        referencedColumnNames: ['id'],
        onDelete: 'CASCADE',
      });
    await queryRunner.createTable(
      new Table({
        name: 'recovery_codes',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'user_id', type: 'int', isNullable: false },
          { name: 'code_hash', type: 'varchar', length: '64', isNullable: false },
          { name: 'used_at', type: 'datetime', isNullable: true },
        ],
        indices: [new TableIndex({ name: 'IDX_recovery_codes_user', columnNames: ['user_id'] })],
        foreignKeys: [userKey('recovery_codes')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'mfa_challenges',
        columns: [
          { name: 'id_hash', type: 'varchar', length: '64', isPrimary: true },
          { name: 'user_id', type: 'int', isNullable: false },
          { name: 'purpose', type: 'varchar', length: '10', isNullable: false },
          { name: 'expires_at', type: 'datetime', isNullable: false },
          { name: 'used_at', type: 'datetime', isNullable: true },
        ],
        indices: [new TableIndex({ name: 'IDX_mfa_challenges_user', columnNames: ['user_id'] })],
        foreignKeys: [userKey('mfa_challenges')],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('mfa_challenges');
    await queryRunner.dropTable('recovery_codes');
    await queryRunner.dropColumn('associations', 'require_2fa');
    for (const column of ['totp_last_step', 'totp_enabled_at', 'totp_pending_secret', 'totp_secret'])
      await queryRunner.dropColumn('users', column);
  }
}
