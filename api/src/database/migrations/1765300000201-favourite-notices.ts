import { MigrationInterface, QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';

/**
 * The favourites' news (docs/mail.md#favourites-news): `favourite_notices`, each change of a followed animal a
 * following family is to hear of (one row per family, animal and kind; pending while `mailed_on` is null), and
 * `favourite_news_digests`, one mail per recipient and day. Frozen: names and types are spelled here.
 */
export class FavouriteNotices1765300000201 implements MigrationInterface {
  name = 'FavouriteNotices1765300000201';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'favourite_notices',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'family_id', type: 'int', isNullable: false },
          { name: 'animal_id', type: 'int', isNullable: false },
          { name: 'kind', type: 'varchar', length: '10', isNullable: false },
          { name: 'noted_at', type: 'datetime', isNullable: false },
          { name: 'mailed_on', type: 'date', isNullable: true },
        ],
        indices: [
          // The same change noted twice (a retried call, two paths to one change) stays one row.
          new TableIndex({
            name: 'UQ_favourite_notices_family_animal_kind',
            columnNames: ['family_id', 'animal_id', 'kind'],
            isUnique: true,
          }),
          // The job's pending rows (mailed_on IS NULL) and the notices of an animal.
          new TableIndex({ name: 'IDX_favourite_notices_mailed_on', columnNames: ['mailed_on'] }),
          new TableIndex({ name: 'IDX_favourite_notices_animal', columnNames: ['animal_id'] }),
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_favourite_notices_family',
            columnNames: ['family_id'],
            referencedTableName: 'families',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
          new TableForeignKey({
            name: 'FK_favourite_notices_animal',
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
        name: 'favourite_news_digests',
        columns: [
          { name: 'user_id', type: 'int', isPrimary: true },
          { name: 'day', type: 'date', isPrimary: true },
          { name: 'items', type: 'int', isNullable: false },
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_favourite_news_digests_user',
            columnNames: ['user_id'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('favourite_news_digests');
    await queryRunner.dropTable('favourite_notices');
  }
}
