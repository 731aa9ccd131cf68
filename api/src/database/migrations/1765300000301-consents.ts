import { MigrationInterface, QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';

/**
 * The consent log (docs/security.md#consent-log): each change of a mail choice, appended, gone with the account. The
 * choices already made count from this migration, once each. Frozen: names and types are spelled here.
 */
export class Consents1765300000301 implements MigrationInterface {
  name = 'Consents1765300000301';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'consents',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'user_id', type: 'int', isNullable: false },
          { name: 'choice', type: 'varchar', length: '40', isNullable: false },
          { name: 'granted', type: 'boolean', isNullable: false },
          { name: 'source', type: 'varchar', length: '40', isNullable: false },
          { name: 'at', type: 'datetime', isNullable: false, default: 'CURRENT_TIMESTAMP' },
        ],
        indices: [new TableIndex({ name: 'IDX_consents_user', columnNames: ['user_id', 'id'] })],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_consents_user',
            columnNames: ['user_id'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
      }),
    );
    await queryRunner.query(
      "INSERT INTO consents (user_id, choice, granted, source) SELECT id, 'notifications', notifications_enabled, 'compte' FROM users",
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('consents');
  }
}
