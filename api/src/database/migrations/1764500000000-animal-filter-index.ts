import { MigrationInterface, QueryRunner, TableIndex } from 'typeorm';

/*
 * Matching (docs/matching.md), speed: the catalogue's `near` and `department` filters select animals by association, usually with a
 * species and an age. With only (association_id), SQLite read every animal of the associations in range and
 * filtered them row by row, a cost that grew with the catalogue (p50 x1.81 from 1k to 100k animals). This index
 * seeks straight to the species and the birth-date range inside each association and holds every other filter
 * column, so the page's ids are found and sorted from the index alone (AnimalsService reads the 24 rows after).
 */
const INDEX = new TableIndex({
  name: 'IDX_animals_association_filters',
  columnNames: [
    'association_id',
    'species_id',
    'date_of_birth',
    'good_with_children',
    'good_with_cats',
    'good_with_dogs',
    'gender',
    'size',
  ],
});

export class AnimalFilterIndex1764500000000 implements MigrationInterface {
  name = 'AnimalFilterIndex1764500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createIndex('animals', INDEX);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('animals', INDEX.name as string);
  }
}
