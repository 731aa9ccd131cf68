import { MigrationInterface, QueryRunner, Table, TableColumn, TableForeignKey, TableIndex } from 'typeorm';

/**
 * Verified associations (docs/product.md#verified-associations): the requests with their numbers and decision, their
 * private documents, and the association's verified_at. Frozen: names and types are spelled here.
 */
export class Verifications1765300000403 implements MigrationInterface {
  name = 'Verifications1765300000403';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'associations',
      new TableColumn({ name: 'verified_at', type: 'datetime', isNullable: true }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'association_verifications',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'association_id', type: 'int', isNullable: false },
          { name: 'status', type: 'varchar', length: '10', isNullable: false },
          { name: 'rna', type: 'varchar', length: '10', isNullable: true },
          { name: 'siren', type: 'varchar', length: '9', isNullable: true },
          { name: 'court_registration', type: 'varchar', length: '100', isNullable: true },
          { name: 'requested_by', type: 'int', isNullable: true },
          { name: 'created_at', type: 'datetime', isNullable: false },
          { name: 'decided_at', type: 'datetime', isNullable: true },
          { name: 'reason', type: 'varchar', length: '500', isNullable: true },
        ],
        indices: [
          new TableIndex({ name: 'IDX_verifications_association', columnNames: ['association_id', 'id'] }),
          new TableIndex({ name: 'IDX_verifications_status', columnNames: ['status', 'id'] }),
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_verifications_association',
            columnNames: ['association_id'],
            referencedTableName: 'associations',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'verification_documents',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'verification_id', type: 'int', isNullable: false },
          { name: 'association_id', type: 'int', isNullable: false },
          { name: 'kind', type: 'varchar', length: '10', isNullable: false },
          { name: 'file_key', type: 'varchar', length: '60', isNullable: false },
          { name: 'file_type', type: 'varchar', length: '5', isNullable: false },
        ],
        indices: [new TableIndex({ name: 'IDX_verification_documents', columnNames: ['verification_id'] })],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_verification_documents_verification',
            columnNames: ['verification_id'],
            referencedTableName: 'association_verifications',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('verification_documents');
    await queryRunner.dropTable('association_verifications');
    await queryRunner.dropColumn('associations', 'verified_at');
  }
}
