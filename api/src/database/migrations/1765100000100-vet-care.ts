import { MigrationInterface, QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';

const placementKey = (table: string) =>
  new TableForeignKey({
    name: `FK_${table}_placement`,
    columnNames: ['placement_id'],
    referencedTableName: 'placements',
    referencedColumnNames: ['id'],
    onDelete: 'CASCADE',
  });

/**
 * Vet authorisations and expenses (docs/product.md#vet-authorisations, #expenses): both go with their placement
 * (an expense's receipt file is deleted by the code that deletes the row: a cascade cannot reach the file store).
 * Frozen: names and types are spelled here.
 */
export class VetCare1765100000100 implements MigrationInterface {
  name = 'VetCare1765100000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'vet_authorisations',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'placement_id', type: 'int', isNullable: false },
          { name: 'association_id', type: 'int', isNullable: false },
          { name: 'family_id', type: 'int', isNullable: false },
          { name: 'reason', type: 'varchar', length: '500', isNullable: false },
          { name: 'max_amount_cents', type: 'int', isNullable: false },
          { name: 'valid_until', type: 'varchar', length: '10', isNullable: false },
          { name: 'vet_name', type: 'varchar', length: '120', isNullable: true },
          { name: 'content_json', type: 'text', isNullable: false },
          { name: 'issued_by', type: 'int', isNullable: true },
          { name: 'issued_at', type: 'datetime', isNullable: false },
        ],
        indices: [new TableIndex({ name: 'IDX_vet_authorisations_placement', columnNames: ['placement_id', 'id'] })],
        foreignKeys: [
          placementKey('vet_authorisations'),
          new TableForeignKey({
            name: 'FK_vet_authorisations_issuer',
            columnNames: ['issued_by'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'SET NULL',
          }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'expenses',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'placement_id', type: 'int', isNullable: false },
          { name: 'association_id', type: 'int', isNullable: false },
          { name: 'family_id', type: 'int', isNullable: false },
          { name: 'spent_on', type: 'varchar', length: '10', isNullable: false },
          { name: 'category', type: 'varchar', length: '20', isNullable: false },
          { name: 'amount_cents', type: 'int', isNullable: false },
          { name: 'note', type: 'text', isNullable: true },
          { name: 'receipt_key', type: 'varchar', length: '100', isNullable: true },
          { name: 'receipt_type', type: 'varchar', length: '10', isNullable: true },
          { name: 'status', type: 'varchar', length: '20', isNullable: false },
          { name: 'decision_reason', type: 'varchar', length: '500', isNullable: true },
          { name: 'decided_by', type: 'int', isNullable: true },
          { name: 'decided_at', type: 'datetime', isNullable: true },
          { name: 'created_at', type: 'datetime', isNullable: false },
        ],
        indices: [
          new TableIndex({ name: 'IDX_expenses_placement', columnNames: ['placement_id', 'id'] }),
          // The association's accounts by period (expenses.csv).
          new TableIndex({ name: 'IDX_expenses_association_day', columnNames: ['association_id', 'spent_on'] }),
          new TableIndex({ name: 'IDX_expenses_family', columnNames: ['family_id'] }),
        ],
        foreignKeys: [
          placementKey('expenses'),
          new TableForeignKey({
            name: 'FK_expenses_decider',
            columnNames: ['decided_by'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'SET NULL',
          }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('expenses');
    await queryRunner.dropTable('vet_authorisations');
  }
}
