import { MigrationInterface, QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';

/**
 * Conversations (docs/product.md#conversations): one per foster request, between the family and its association. A
 * message keeps its side (`author_side`) for ever, its author's account only while it exists (`author_deleted` then
 * says 'Compte supprimé'); its images are the pipeline's stored files, as a JSON list. `read_at` is when the other
 * side's read mark passed it. `conversation_reads` holds each side's mark and how far the unread mail
 * (docs/mail.md#message-mails) already went, so that a side is mailed once per unread stretch. Frozen: names and
 * types are spelled here.
 */
export class Conversations1765000000001 implements MigrationInterface {
  name = 'Conversations1765000000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'messages',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'request_id', type: 'int', isNullable: false },
          { name: 'author_side', type: 'varchar', length: '12', isNullable: false },
          { name: 'author_user_id', type: 'int', isNullable: true },
          { name: 'author_deleted', type: 'boolean', isNullable: false, default: false },
          { name: 'body', type: 'text', isNullable: true },
          { name: 'images', type: 'text', isNullable: true },
          { name: 'created_at', type: 'datetime', isNullable: false },
          { name: 'read_at', type: 'datetime', isNullable: true },
        ],
        indices: [
          // A page of a conversation, its last message, and a side's unread ones.
          new TableIndex({ name: 'IDX_messages_request', columnNames: ['request_id', 'id'] }),
          new TableIndex({ name: 'IDX_messages_request_side', columnNames: ['request_id', 'author_side', 'id'] }),
          // An account's deletion finds its messages; the unread mail scans recent ones.
          new TableIndex({ name: 'IDX_messages_author', columnNames: ['author_user_id'] }),
          new TableIndex({ name: 'IDX_messages_created', columnNames: ['created_at'] }),
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_messages_request',
            columnNames: ['request_id'],
            referencedTableName: 'requests',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
          new TableForeignKey({
            name: 'FK_messages_author',
            columnNames: ['author_user_id'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'SET NULL',
          }),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'conversation_reads',
        columns: [
          { name: 'request_id', type: 'int', isPrimary: true },
          { name: 'side', type: 'varchar', length: '12', isPrimary: true },
          { name: 'read_up_to', type: 'int', isNullable: false, default: 0 },
          { name: 'read_at', type: 'datetime', isNullable: true },
          { name: 'mailed_up_to', type: 'int', isNullable: false, default: 0 },
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_conversation_reads_request',
            columnNames: ['request_id'],
            referencedTableName: 'requests',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
      }),
    );

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
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('message_reports');
    await queryRunner.dropTable('conversation_reads');
    await queryRunner.dropTable('messages');
  }
}
