import { MigrationInterface, QueryRunner, TableIndex } from 'typeorm';

/*
 * Adoption (docs/product.md#animal-identification): `available=true` now also leaves out adopted animals
 * (`adopted_at IS NULL`). With the column in IDX_animals_association_filters, a filtered page's ids are still found
 * from the index alone (docs/matching.md), no animal row read per candidate. Frozen: the columns are spelled here.
 */
const FILTER_COLUMNS = [
  'association_id',
  'species_id',
  'date_of_birth',
  'good_with_children',
  'good_with_cats',
  'good_with_dogs',
  'gender',
  'size',
];
const NAME = 'IDX_animals_association_filters';

export class AdoptedAnimalFilterIndex1764900000050 implements MigrationInterface {
  name = 'AdoptedAnimalFilterIndex1764900000050';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('animals', NAME);
    await queryRunner.createIndex(
      'animals',
      new TableIndex({ name: NAME, columnNames: [...FILTER_COLUMNS, 'adopted_at'] }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('animals', NAME);
    await queryRunner.createIndex('animals', new TableIndex({ name: NAME, columnNames: FILTER_COLUMNS }));
  }
}
