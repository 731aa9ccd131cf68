import { MigrationInterface, QueryRunner, Table, TableForeignKey, TableIndex, TableUnique } from 'typeorm';

/**
 * The mail work (docs/mail.md): one-time tokens sent by mail (password reset, e-mail change confirmation). Only the SHA-256 of a token is
 * stored, so a copy of the database opens no account; a token dies with its user (ON DELETE CASCADE).
 */
export class AccountTokens1764300001000 implements MigrationInterface {
  name = 'AccountTokens1764300001000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'account_tokens',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'user_id', type: 'int', isNullable: false },
          { name: 'purpose', type: 'varchar', length: '20', isNullable: false },
          { name: 'token_hash', type: 'varchar', length: '64', isNullable: false },
          // The address an e-mail change will set once confirmed; null for a password reset.
          { name: 'new_email', type: 'varchar', length: '254', isNullable: true },
          { name: 'expires_at', type: 'datetime', isNullable: false },
          { name: 'used_at', type: 'datetime', isNullable: true },
          { name: 'created_at', type: 'datetime', isNullable: false },
        ],
        uniques: [new TableUnique({ name: 'UQ_account_tokens_hash', columnNames: ['token_hash'] })],
        indices: [new TableIndex({ name: 'IDX_account_tokens_user', columnNames: ['user_id'] })],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_account_tokens_user',
            columnNames: ['user_id'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('account_tokens');
  }
}
