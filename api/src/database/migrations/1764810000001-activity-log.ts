import { MigrationInterface, QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';

/**
 * The association's activity log (docs/product.md#association-team) and the lease table of the jobs that must run
 * once however many API processes run (docs/operations.md#activity-retention). An entry dies with its association
 * (CASCADE); its author's user id becomes null when the account goes (SET NULL), the name being blanked by the
 * service that removes the member. Frozen: names and types are spelled here.
 */
export class ActivityLog1764810000001 implements MigrationInterface {
  name = 'ActivityLog1764810000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'activity_log',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'association_id', type: 'int', isNullable: false },
          { name: 'at', type: 'datetime', isNullable: false },
          { name: 'actor_user_id', type: 'int', isNullable: true },
          { name: 'actor_name', type: 'varchar', length: '201', isNullable: true },
          { name: 'action', type: 'varchar', length: '40', isNullable: false },
          { name: 'entity', type: 'varchar', length: '20', isNullable: false },
          { name: 'entity_id', type: 'int', isNullable: true },
          { name: 'before_json', type: 'text', isNullable: true },
          { name: 'after_json', type: 'text', isNullable: true },
        ],
        indices: [
          // The screen's page (newest first) and the retention job's range delete.
          new TableIndex({ name: 'IDX_activity_log_association_at', columnNames: ['association_id', 'at'] }),
          // The screen's animal filter.
          new TableIndex({
            name: 'IDX_activity_log_entity',
            columnNames: ['association_id', 'entity', 'entity_id'],
          }),
          new TableIndex({ name: 'IDX_activity_log_actor', columnNames: ['actor_user_id'] }),
          new TableIndex({ name: 'IDX_activity_log_at', columnNames: ['at'] }),
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_activity_log_association',
            columnNames: ['association_id'],
            referencedTableName: 'associations',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
          new TableForeignKey({
            name: 'FK_activity_log_actor',
            columnNames: ['actor_user_id'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'SET NULL',
          }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'job_leases',
        columns: [
          { name: 'name', type: 'varchar', length: '60', isPrimary: true },
          { name: 'locked_until', type: 'datetime', isNullable: false },
          { name: 'last_run_at', type: 'datetime', isNullable: true },
          { name: 'runs', type: 'int', isNullable: false, default: 0 },
          { name: 'holder', type: 'varchar', length: '100', isNullable: true },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('job_leases');
    await queryRunner.dropTable('activity_log');
  }
}
