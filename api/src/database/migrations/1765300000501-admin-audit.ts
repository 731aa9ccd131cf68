import { MigrationInterface, QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';

/**
 * The platform administrators' audit log (docs/administration.md#audit-log). The author's user id becomes null when
 * the account goes (SET NULL), so that the entry itself stays. Frozen: names and types are spelled here.
 */
export class AdminAudit1765300000501 implements MigrationInterface {
  name = 'AdminAudit1765300000501';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'admin_audit',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'admin_user_id', type: 'int', isNullable: true },
          { name: 'action', type: 'varchar', length: '60', isNullable: false },
          { name: 'target_type', type: 'varchar', length: '30', isNullable: true },
          { name: 'target_id', type: 'int', isNullable: true },
          { name: 'details', type: 'text', isNullable: false },
          { name: 'created_at', type: 'datetime', isNullable: false },
        ],
        indices: [
          // The page, newest first.
          new TableIndex({ name: 'IDX_admin_audit_created', columnNames: ['created_at', 'id'] }),
          new TableIndex({ name: 'IDX_admin_audit_admin', columnNames: ['admin_user_id'] }),
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_admin_audit_admin',
            columnNames: ['admin_user_id'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'SET NULL',
          }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('admin_audit');
  }
}
