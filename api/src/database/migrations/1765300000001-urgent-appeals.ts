import { MigrationInterface, QueryRunner, Table, TableColumn, TableForeignKey, TableIndex } from 'typeorm';

/**
 * Urgent appeals (docs/product.md#urgent-appeals): an animal may be marked urgent with a reason; a family may turn
 * appeals off (on by default); every appeal and the families it reached are kept, for the once-a-week rule per
 * animal and the two-a-week ceiling per family. Frozen: names, types and lengths are spelled here.
 */
export class UrgentAppeals1765300000001 implements MigrationInterface {
  name = 'UrgentAppeals1765300000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('animals', [
      new TableColumn({ name: 'urgent', type: 'boolean', isNullable: false, default: false }),
      new TableColumn({ name: 'urgent_reason', type: 'varchar', length: '300', isNullable: true }),
    ]);
    // GET /api/animals?urgent=true and the home page's urgent-first order.
    await queryRunner.createIndex('animals', new TableIndex({ name: 'IDX_animals_urgent', columnNames: ['urgent'] }));
    await queryRunner.addColumn(
      'families',
      new TableColumn({ name: 'accepts_urgent_appeals', type: 'boolean', isNullable: false, default: true }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'urgent_appeals',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'animal_id', type: 'int', isNullable: false },
          { name: 'association_id', type: 'int', isNullable: false },
          { name: 'radius_km', type: 'int', isNullable: false },
          { name: 'reached', type: 'int', isNullable: false },
          { name: 'created_at', type: 'datetime', isNullable: false },
        ],
        indices: [
          new TableIndex({ name: 'IDX_urgent_appeals_animal_created', columnNames: ['animal_id', 'created_at'] }),
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_urgent_appeals_animal',
            columnNames: ['animal_id'],
            referencedTableName: 'animals',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'urgent_appeal_recipients',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'appeal_id', type: 'int', isNullable: false },
          { name: 'family_id', type: 'int', isNullable: false },
          { name: 'created_at', type: 'datetime', isNullable: false },
        ],
        indices: [
          // The weekly ceiling reads a family's appeals of the last days.
          new TableIndex({ name: 'IDX_urgent_recipients_family_created', columnNames: ['family_id', 'created_at'] }),
          new TableIndex({ name: 'IDX_urgent_recipients_appeal', columnNames: ['appeal_id'] }),
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_urgent_recipients_appeal',
            columnNames: ['appeal_id'],
            referencedTableName: 'urgent_appeals',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
          new TableForeignKey({
            name: 'FK_urgent_recipients_family',
            columnNames: ['family_id'],
            referencedTableName: 'families',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('urgent_appeal_recipients');
    await queryRunner.dropTable('urgent_appeals');
    await queryRunner.dropColumn('families', 'accepts_urgent_appeals');
    await queryRunner.dropIndex('animals', 'IDX_animals_urgent');
    await queryRunner.dropColumn('animals', 'urgent_reason');
    await queryRunner.dropColumn('animals', 'urgent');
  }
}
