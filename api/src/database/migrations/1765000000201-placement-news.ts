import { MigrationInterface, QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';

/**
 * News during a placement (docs/product.md#placement-news): the family's text and images, and when the association
 * published it on the animal's page. The rows go with their placement and with the family's account (the family
 * deletion deletes them and their images first). Frozen: names and types are spelled here.
 */
export class PlacementNews1765000000201 implements MigrationInterface {
  name = 'PlacementNews1765000000201';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'placement_news',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'placement_id', type: 'int', isNullable: false },
          { name: 'family_id', type: 'int', isNullable: false },
          { name: 'body', type: 'text', isNullable: false },
          { name: 'images_json', type: 'text', isNullable: false },
          { name: 'created_at', type: 'datetime', isNullable: false },
          { name: 'published_at', type: 'datetime', isNullable: true },
        ],
        indices: [
          // A placement's news, newest first; the animal page's published ones.
          new TableIndex({ name: 'IDX_placement_news_placement', columnNames: ['placement_id', 'id'] }),
          new TableIndex({ name: 'IDX_placement_news_published', columnNames: ['published_at'] }),
          new TableIndex({ name: 'IDX_placement_news_family', columnNames: ['family_id'] }),
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_placement_news_placement',
            columnNames: ['placement_id'],
            referencedTableName: 'placements',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
          new TableForeignKey({
            name: 'FK_placement_news_family',
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
    await queryRunner.dropTable('placement_news');
  }
}
