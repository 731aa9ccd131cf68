import { MigrationInterface, QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';

/**
 * An association is a team (docs/product.md#association-team): each association account is a member with a role.
 * The account that registered each existing association becomes its first admin. A member's row dies with its
 * account or its association (ON DELETE CASCADE); one account belongs to one association at most (user_id is the
 * key). Frozen: the role is spelled here.
 */
export class AssociationMembers1764800000001 implements MigrationInterface {
  name = 'AssociationMembers1764800000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'association_members',
        columns: [
          { name: 'user_id', type: 'int', isPrimary: true, isNullable: false },
          { name: 'association_id', type: 'int', isNullable: false },
          { name: 'role', type: 'varchar', length: '10', isNullable: false },
          { name: 'joined_at', type: 'datetime', isNullable: false },
        ],
        indices: [new TableIndex({ name: 'IDX_association_members_association', columnNames: ['association_id'] })],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_association_members_user',
            columnNames: ['user_id'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
          new TableForeignKey({
            name: 'FK_association_members_association',
            columnNames: ['association_id'],
            referencedTableName: 'associations',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
      }),
    );
    await queryRunner.query(
      `INSERT INTO association_members (user_id, association_id, role, joined_at)
       SELECT a.user_id, a.id, 'admin', u.created_at FROM associations a INNER JOIN users u ON u.id = a.user_id`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('association_members');
  }
}
