import { MigrationInterface, QueryRunner, Table, TableColumn, TableForeignKey, TableIndex } from 'typeorm';

/**
 * The animal gallery (docs/product.md#animal-gallery): up to ten photos per animal in `animal_photos`, the first (the
 * cover) still copied in animals.url_image / url_thumbnail so that the catalogue's list needs no join; and the
 * animal's optional video address. Every animal that already has an image gets its cover row, with width and height
 * 0 (unknown: the files may be on S3, out of a migration's reach; the pages then keep the cover's box by its ratio).
 * Frozen: names and types are spelled here.
 */
export class AnimalPhotos1765000000101 implements MigrationInterface {
  name = 'AnimalPhotos1765000000101';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'animals',
      new TableColumn({ name: 'video_url', type: 'varchar', length: '300', isNullable: true }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'animal_photos',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'animal_id', type: 'int', isNullable: false },
          { name: 'position', type: 'int', isNullable: false },
          { name: 'url', type: 'varchar', length: '255', isNullable: false },
          { name: 'url_thumbnail', type: 'varchar', length: '255', isNullable: true },
          { name: 'width', type: 'int', isNullable: false, default: 0 },
          { name: 'height', type: 'int', isNullable: false, default: 0 },
          { name: 'created_at', type: 'datetime', isNullable: false },
        ],
        indices: [
          // The detail page's read: one animal's photos in order.
          new TableIndex({ name: 'IDX_animal_photos_animal_position', columnNames: ['animal_id', 'position'] }),
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_animal_photos_animal',
            columnNames: ['animal_id'],
            referencedTableName: 'animals',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
      }),
    );
    await queryRunner.query(
      `INSERT INTO animal_photos (animal_id, position, url, url_thumbnail, width, height, created_at)
       SELECT id, 0, url_image, url_thumbnail, 0, 0, created_at FROM animals WHERE url_image IS NOT NULL AND url_image <> ''`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('animal_photos');
    await queryRunner.dropColumn('animals', 'video_url');
  }
}
