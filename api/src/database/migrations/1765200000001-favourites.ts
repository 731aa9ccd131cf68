import { MigrationInterface, QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';

/**
 * Favourites (docs/product.md#favourites): a family's kept animals, newest first. The rows go with the animal and
 * with the family. Frozen: names and types are spelled here.
 */
export class Favourites1765200000001 implements MigrationInterface {
  name = 'Favourites1765200000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'favourites',
        columns: [
          // The order favourites were added in, newest first, even within one second (datetime keeps no fraction).
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'family_id', type: 'int', isNullable: false },
          { name: 'animal_id', type: 'int', isNullable: false },
          { name: 'created_at', type: 'datetime', isNullable: false, default: 'CURRENT_TIMESTAMP' },
        ],
        indices: [
          new TableIndex({
            name: 'UQ_favourites_family_animal',
            columnNames: ['family_id', 'animal_id'],
            isUnique: true,
          }),
          // Who keeps an animal: the mails when it is housed, adopted or urgent read it from the animal's side.
          new TableIndex({ name: 'IDX_favourites_animal', columnNames: ['animal_id'] }),
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_favourites_family',
            columnNames: ['family_id'],
            referencedTableName: 'families',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
          new TableForeignKey({
            name: 'FK_favourites_animal',
            columnNames: ['animal_id'],
            referencedTableName: 'animals',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('favourites');
  }
}
