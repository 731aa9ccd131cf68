import { MigrationInterface, QueryRunner, Table, TableColumn, TableForeignKey, TableIndex } from 'typeorm';

/**
 * Moderation (docs/administration.md#moderation): one reports table for messages, animals and associations (the
 * message reports kept so far move into it with their ids), the hidden marks of messages and animals, and an
 * account's suspension. `open_flag` is 1 while a report is open and NULL once closed: the unique index on
 * (target, reporter, open_flag) then allows one open report per account and target on SQLite and MariaDB alike (both
 * let NULLs repeat in a unique index), whatever two concurrent requests do. Frozen: names and types are spelled here.
 */
export class Moderation1765300000701 implements MigrationInterface {
  name = 'Moderation1765300000701';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('users', [
      new TableColumn({ name: 'suspended_at', type: 'datetime', isNullable: true }),
      new TableColumn({ name: 'suspension_reason', type: 'text', isNullable: true }),
    ]);
    await queryRunner.addColumn('animals', new TableColumn({ name: 'hidden_at', type: 'datetime', isNullable: true }));
    await queryRunner.addColumn('messages', new TableColumn({ name: 'hidden_at', type: 'datetime', isNullable: true }));
    await queryRunner.createTable(
      new Table({
        name: 'reports',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'target_type', type: 'varchar', length: '12', isNullable: false },
          { name: 'target_id', type: 'int', isNullable: false },
          { name: 'message_id', type: 'int', isNullable: true },
          { name: 'reporter_user_id', type: 'int', isNullable: false },
          { name: 'reported_user_id', type: 'int', isNullable: true },
          { name: 'reason', type: 'text', isNullable: false },
          { name: 'status', type: 'varchar', length: '10', isNullable: false },
          { name: 'open_flag', type: 'int', isNullable: true },
          { name: 'created_at', type: 'datetime', isNullable: false },
          { name: 'decided_at', type: 'datetime', isNullable: true },
          { name: 'decided_by', type: 'int', isNullable: true },
        ],
        indices: [
          new TableIndex({
            name: 'UQ_reports_open',
            columnNames: ['target_type', 'target_id', 'reporter_user_id', 'open_flag'],
            isUnique: true,
          }),
          // The queue, oldest first within a status.
          new TableIndex({ name: 'IDX_reports_status', columnNames: ['status', 'created_at', 'id'] }),
          // A reader's reported authors (author_reported in the conversations).
          new TableIndex({ name: 'IDX_reports_reporter', columnNames: ['reporter_user_id', 'reported_user_id'] }),
          new TableIndex({ name: 'IDX_reports_message', columnNames: ['message_id'] }),
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_reports_message',
            columnNames: ['message_id'],
            referencedTableName: 'messages',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
          new TableForeignKey({
            name: 'FK_reports_reporter',
            columnNames: ['reporter_user_id'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
          new TableForeignKey({
            name: 'FK_reports_reported',
            columnNames: ['reported_user_id'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'SET NULL',
          }),
          new TableForeignKey({
            name: 'FK_reports_decided_by',
            columnNames: ['decided_by'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'SET NULL',
          }),
        ],
      }),
    );
    // The earliest report of an account on a message stays open; its repeats (allowed so far) are closed as
    // dismissed, so that the unique index holds.
    await queryRunner.query(
      `INSERT INTO reports (id, target_type, target_id, message_id, reporter_user_id, reported_user_id, reason, status,
         open_flag, created_at, decided_at, decided_by)
       SELECT mr.id, 'message', mr.message_id, mr.message_id, mr.reporter_user_id, mr.reported_user_id, mr.reason,
         CASE WHEN mr.id = first.id THEN 'open' ELSE 'dismissed' END,
         CASE WHEN mr.id = first.id THEN 1 ELSE NULL END,
         mr.created_at,
         CASE WHEN mr.id = first.id THEN NULL ELSE mr.created_at END,
         NULL
         FROM message_reports mr
         JOIN (SELECT MIN(id) AS id, message_id, reporter_user_id FROM message_reports
                GROUP BY message_id, reporter_user_id) first
           ON first.message_id = mr.message_id AND first.reporter_user_id = mr.reporter_user_id`,
    );
    await queryRunner.dropTable('message_reports');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'message_reports',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'message_id', type: 'int', isNullable: false },
          { name: 'reporter_user_id', type: 'int', isNullable: false },
          { name: 'reported_user_id', type: 'int', isNullable: true },
          { name: 'reason', type: 'text', isNullable: false },
          { name: 'created_at', type: 'datetime', isNullable: false },
        ],
        indices: [
          new TableIndex({
            name: 'IDX_message_reports_reporter',
            columnNames: ['reporter_user_id', 'reported_user_id'],
          }),
          new TableIndex({ name: 'IDX_message_reports_message', columnNames: ['message_id'] }),
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_message_reports_message',
            columnNames: ['message_id'],
            referencedTableName: 'messages',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
          new TableForeignKey({
            name: 'FK_message_reports_reporter',
            columnNames: ['reporter_user_id'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
          new TableForeignKey({
            name: 'FK_message_reports_reported',
            columnNames: ['reported_user_id'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'SET NULL',
          }),
        ],
      }),
    );
    await queryRunner.query(
      `INSERT INTO message_reports (id, message_id, reporter_user_id, reported_user_id, reason, created_at)
       SELECT id, message_id, reporter_user_id, reported_user_id, reason, created_at FROM reports
        WHERE target_type = 'message' AND message_id IS NOT NULL`,
    );
    await queryRunner.dropTable('reports');
    await queryRunner.dropColumn('messages', 'hidden_at');
    await queryRunner.dropColumn('animals', 'hidden_at');
    await queryRunner.dropColumn('users', 'suspension_reason');
    await queryRunner.dropColumn('users', 'suspended_at');
  }
}
