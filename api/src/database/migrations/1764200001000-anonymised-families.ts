import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

/**
 * A family that deletes its account while one of its requests is approved leaves an anonymised row behind (docs/behaviour.md):
 * the placement stays the association's record. Such a row has no user (user_id NULL) and says when it was erased.
 */
export class AnonymisedFamilies1764200001000 implements MigrationInterface {
  name = 'AnonymisedFamilies1764200001000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await setUserIdNullable(queryRunner, true);
    await queryRunner.addColumn(
      'families',
      new TableColumn({ name: 'deleted_at', type: 'datetime', isNullable: true }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DELETE FROM families WHERE user_id IS NULL');
    await queryRunner.dropColumn('families', 'deleted_at');
    await setUserIdNullable(queryRunner, false);
  }
}

/**
 * MySQL/MariaDB change the nullability in place (TypeORM's changeColumn would drop the unique index that the foreign
 * key needs); SQLite rebuilds the table, which TypeORM does with foreign keys off during migrations.
 */
async function setUserIdNullable(queryRunner: QueryRunner, nullable: boolean): Promise<void> {
  if (queryRunner.connection.options.type === 'mysql') {
    await queryRunner.query(`ALTER TABLE families MODIFY user_id int ${nullable ? 'NULL' : 'NOT NULL'}`);
    return;
  }
  await queryRunner.changeColumn(
    'families',
    'user_id',
    new TableColumn({ name: 'user_id', type: 'int', isNullable: nullable }),
  );
}
