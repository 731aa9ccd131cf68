import { MigrationInterface, QueryRunner, Table, TableForeignKey, TableIndex, TableUnique } from 'typeorm';

/**
 * Invitations to an association's team (docs/product.md#association-team): the address and role invited, the SHA-256 of
 * the mailed token (a copy of the database opens nothing), when it expires and when it was used. An invitation dies
 * with its association; the inviting admin's removal only clears invited_by.
 */
export class MemberInvitations1764800000101 implements MigrationInterface {
  name = 'MemberInvitations1764800000101';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'member_invitations',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'association_id', type: 'int', isNullable: false },
          { name: 'email', type: 'varchar', length: '254', isNullable: false },
          { name: 'role', type: 'varchar', length: '10', isNullable: false },
          { name: 'token_hash', type: 'varchar', length: '64', isNullable: false },
          { name: 'invited_by', type: 'int', isNullable: true },
          { name: 'expires_at', type: 'datetime', isNullable: false },
          { name: 'used_at', type: 'datetime', isNullable: true },
          { name: 'created_at', type: 'datetime', isNullable: false },
        ],
        uniques: [new TableUnique({ name: 'UQ_member_invitations_hash', columnNames: ['token_hash'] })],
        indices: [
          // The daily count and the pending list read an association's invitations by date.
          new TableIndex({ name: 'IDX_member_invitations_association', columnNames: ['association_id', 'created_at'] }),
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_member_invitations_association',
            columnNames: ['association_id'],
            referencedTableName: 'associations',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
          new TableForeignKey({
            name: 'FK_member_invitations_inviter',
            columnNames: ['invited_by'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'SET NULL',
          }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('member_invitations');
  }
}
