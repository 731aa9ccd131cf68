import { MigrationInterface, QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';

/**
 * Saved searches and their pending matches (docs/product.md#saved-searches). The filters are columns with '' or 0 for
 * "any" so that matching one animal reads IDX_saved_searches_match by ranges (docs/performance.md#saved-search-matching).
 * Both tables go with the account and the animal. Frozen: names and types are spelled here.
 */
export class SavedSearches1765300000003 implements MigrationInterface {
  name = 'SavedSearches1765300000003';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'saved_searches',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'user_id', type: 'int', isNullable: false },
          { name: 'name', type: 'varchar', length: '80', isNullable: false },
          { name: 'frequency', type: 'varchar', length: '8', isNullable: false },
          { name: 'query', type: 'varchar', length: '300', isNullable: false },
          { name: 'species_id', type: 'int', isNullable: false, default: 0 },
          { name: 'gender', type: 'varchar', length: '10', isNullable: false, default: "''" },
          { name: 'size', type: 'varchar', length: '10', isNullable: false, default: "''" },
          { name: 'age_group', type: 'varchar', length: '10', isNullable: false, default: "''" },
          { name: 'department', type: 'varchar', length: '3', isNullable: false, default: "''" },
          { name: 'needs_children', type: 'boolean', isNullable: false, default: false },
          { name: 'needs_cats', type: 'boolean', isNullable: false, default: false },
          { name: 'needs_dogs', type: 'boolean', isNullable: false, default: false },
          { name: 'latitude', type: 'double', isNullable: true },
          { name: 'longitude', type: 'double', isNullable: true },
          { name: 'radius_km', type: 'int', isNullable: true },
          { name: 'min_lat', type: 'double', isNullable: false },
          { name: 'max_lat', type: 'double', isNullable: false },
          { name: 'min_lon', type: 'double', isNullable: false },
          { name: 'max_lon', type: 'double', isNullable: false },
          { name: 'last_digest_on', type: 'varchar', length: '10', isNullable: true },
          { name: 'created_at', type: 'datetime', isNullable: false, default: 'CURRENT_TIMESTAMP' },
        ],
        indices: [
          // Matching: each filter an IN (any, value) range, the alerts that are on, the box prefilter; then every
          // column the statement checks or reads, so that it never reads a table row (a covering index).
          new TableIndex({
            name: 'IDX_saved_searches_match',
            columnNames: [
              'species_id',
              'gender',
              'size',
              'age_group',
              'department',
              'frequency',
              'min_lat',
              'max_lat',
              'min_lon',
              'max_lon',
              'needs_children',
              'needs_cats',
              'needs_dogs',
              'latitude',
              'longitude',
              'radius_km',
            ],
          }),
          new TableIndex({ name: 'IDX_saved_searches_user', columnNames: ['user_id'] }),
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_saved_searches_user',
            columnNames: ['user_id'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'saved_search_matches',
        columns: [
          { name: 'search_id', type: 'int', isPrimary: true, isNullable: false },
          { name: 'animal_id', type: 'int', isPrimary: true, isNullable: false },
          { name: 'created_at', type: 'datetime', isNullable: false },
        ],
        indices: [new TableIndex({ name: 'IDX_saved_search_matches_animal', columnNames: ['animal_id'] })],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_saved_search_matches_search',
            columnNames: ['search_id'],
            referencedTableName: 'saved_searches',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
          new TableForeignKey({
            name: 'FK_saved_search_matches_animal',
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
    await queryRunner.dropTable('saved_search_matches');
    await queryRunner.dropTable('saved_searches');
  }
}
