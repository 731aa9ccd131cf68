import { MigrationInterface, QueryRunner, TableColumn, TableForeignKey, TableIndex } from 'typeorm';

/**
 * A référent for each request (docs/product.md#association-team): the member who follows it, optional. A removed
 * member's account leaves its requests without référent (ON DELETE SET NULL). Each member chooses which request
 * mails it receives (docs/mail.md#request-mails): 'all' by default, or 'followed', those of its requests only.
 * Frozen: the scope values are spelled here.
 */
export class RequestReferents1764800030000 implements MigrationInterface {
  name = 'RequestReferents1764800030000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'requests',
      new TableColumn({ name: 'referent_user_id', type: 'int', isNullable: true }),
    );
    await queryRunner.createIndex(
      'requests',
      new TableIndex({ name: 'IDX_requests_referent', columnNames: ['referent_user_id'] }),
    );
    await queryRunner.createForeignKey(
      'requests',
      new TableForeignKey({
        name: 'FK_requests_referent',
        columnNames: ['referent_user_id'],
        referencedTableName: 'users',
        referencedColumnNames: ['id'],
        onDelete: 'SET NULL',
      }),
    );
    await queryRunner.addColumn(
      'association_members',
      new TableColumn({ name: 'mail_scope', type: 'varchar', length: '10', isNullable: false, default: "'all'" }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('association_members', 'mail_scope');
    await queryRunner.dropForeignKey('requests', 'FK_requests_referent');
    await queryRunner.dropIndex('requests', 'IDX_requests_referent');
    await queryRunner.dropColumn('requests', 'referent_user_id');
  }
}
