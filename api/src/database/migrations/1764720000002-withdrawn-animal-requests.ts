import { MigrationInterface, QueryRunner, TableColumn, TableForeignKey } from 'typeorm';

/**
 * Deleting an animal used to delete its requests with it (ON DELETE CASCADE): the families waiting on it saw their
 * request vanish. Requests now outlive their animal: `animal_id` becomes NULL (ON DELETE SET NULL) and
 * `animal_name` keeps the name the family and the association knew it by; the service closes the pending ones
 * ('Refusée', closed_reason 'animal_withdrawn') and mails their families in the same transaction.
 */
export class WithdrawnAnimalRequests1764720000002 implements MigrationInterface {
  name = 'WithdrawnAnimalRequests1764720000002';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'requests',
      new TableColumn({ name: 'animal_name', type: 'varchar', length: '100', isNullable: true }),
    );
    await replaceAnimalForeignKey(queryRunner, 'SET NULL', true);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DELETE FROM requests WHERE animal_id IS NULL');
    await replaceAnimalForeignKey(queryRunner, 'CASCADE', false);
    await queryRunner.dropColumn('requests', 'animal_name');
  }
}

/**
 * MySQL/MariaDB drop the foreign key, change the column in place (TypeORM's changeColumn would drop the unique
 * index (family_id, animal_id) it relies on) and add the key back; SQLite rebuilds the table, which TypeORM does
 * with foreign keys off during migrations. The key is found by its column: SQLite does not keep its name.
 */
async function replaceAnimalForeignKey(queryRunner: QueryRunner, onDelete: string, nullable: boolean): Promise<void> {
  const table = await queryRunner.getTable('requests');
  const current = table?.foreignKeys.find((key) => key.columnNames.length === 1 && key.columnNames[0] === 'animal_id');
  if (current) await queryRunner.dropForeignKey('requests', current);
  if (queryRunner.connection.options.type === 'mysql')
    await queryRunner.query(`ALTER TABLE requests MODIFY animal_id int ${nullable ? 'NULL' : 'NOT NULL'}`);
  else
    await queryRunner.changeColumn(
      'requests',
      'animal_id',
      new TableColumn({ name: 'animal_id', type: 'int', isNullable: nullable }),
    );
  await queryRunner.createForeignKey(
    'requests',
    new TableForeignKey({
      name: 'FK_requests_animal',
      columnNames: ['animal_id'],
      referencedTableName: 'animals',
      referencedColumnNames: ['id'],
      onDelete,
    }),
  );
}
