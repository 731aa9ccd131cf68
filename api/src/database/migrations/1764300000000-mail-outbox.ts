import { MigrationInterface, QueryRunner, Table, TableIndex } from 'typeorm';

/**
 * The mail work (docs/mail.md): the mail outbox. A mail is a row written in the same transaction as the change that causes it, so a
 * committed change always gets its mail and a rolled-back one never does; the worker of each API process claims due
 * rows (status + lease), sends them and marks them sent. No foreign key to users: the row must outlive nothing and
 * block nothing; an account deletion removes its rows explicitly (AccountWrites.remove).
 */
export class MailOutbox1764300000000 implements MigrationInterface {
  name = 'MailOutbox1764300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'mail_outbox',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'kind', type: 'varchar', length: '40', isNullable: false },
          { name: 'recipient', type: 'varchar', length: '254', isNullable: false },
          { name: 'user_id', type: 'int', isNullable: true },
          // What the template needs (names, animal, motivation…); emptied once the mail is sent.
          { name: 'payload', type: 'text', isNullable: false },
          // pending -> sending (claimed) -> sent, or back to pending with a later next_attempt_at; failed at the end.
          { name: 'status', type: 'varchar', length: '10', isNullable: false },
          { name: 'attempts', type: 'int', isNullable: false, default: 0 },
          { name: 'next_attempt_at', type: 'datetime', isNullable: false },
          { name: 'claimed_until', type: 'datetime', isNullable: true },
          { name: 'claimed_by', type: 'varchar', length: '100', isNullable: true },
          { name: 'claim_token', type: 'varchar', length: '32', isNullable: true },
          { name: 'last_error', type: 'varchar', length: '255', isNullable: true },
          { name: 'created_at', type: 'datetime', isNullable: false },
          { name: 'sent_at', type: 'datetime', isNullable: true },
        ],
        indices: [
          new TableIndex({ name: 'IDX_mail_outbox_due', columnNames: ['status', 'next_attempt_at'] }),
          new TableIndex({ name: 'IDX_mail_outbox_user', columnNames: ['user_id'] }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('mail_outbox');
  }
}
