import { MigrationInterface, QueryRunner, Table, TableForeignKey, TableIndex, TableUnique } from 'typeorm';
import type { TableColumnOptions } from 'typeorm/schema-builder/options/TableColumnOptions';

const id = (): TableColumnOptions => ({
  name: 'id',
  type: 'integer',
  isPrimary: true,
  isGenerated: true,
  generationStrategy: 'increment',
});
const text = (name: string, length: number, isNullable = false): TableColumnOptions => ({
  name,
  type: 'varchar',
  length: String(length),
  isNullable,
});
const int = (name: string): TableColumnOptions => ({ name, type: 'int', isNullable: false });
const createdAt = (): TableColumnOptions => ({
  name: 'created_at',
  type: 'datetime',
  default: 'CURRENT_TIMESTAMP',
  isNullable: false,
});
const cascade = (column: string, table: string, name: string) =>
  new TableForeignKey({
    name,
    columnNames: [column],
    referencedTableName: table,
    referencedColumnNames: ['id'],
    onDelete: 'CASCADE',
  });

/*
 * Frozen: a migration describes the schema as it was on its day, so the reference rows are written out here rather
 * than read from @petfoster/contracts, whose lists may change later (a change is a new migration).
 */
const HOUSING_TYPE_ROWS = [
  { id: 1, houseType: 'Maison' },
  { id: 2, houseType: 'Appartement' },
  { id: 3, houseType: 'Ferme' },
  { id: 4, houseType: 'Studio' },
];
const SPECIES_ROWS = [
  { id: 1, name: 'Chien' },
  { id: 2, name: 'Chat' },
  { id: 3, name: 'Lapin' },
];

/** Written with the Table API only, so that the same migration builds MySQL/MariaDB and SQLite schemas. */
export class InitialSchema1763800000000 implements MigrationInterface {
  name = 'InitialSchema1763800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'users',
        columns: [
          id(),
          text('email', 254),
          text('password_hash', 255),
          text('role', 20),
          text('lastname', 100),
          text('firstname', 100),
          createdAt(),
        ],
        uniques: [new TableUnique({ name: 'UQ_users_email', columnNames: ['email'] })],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'housing_types',
        columns: [{ name: 'id', type: 'int', isPrimary: true }, text('houseType', 50)],
      }),
    );
    await queryRunner.createTable(
      new Table({ name: 'species', columns: [{ name: 'id', type: 'int', isPrimary: true }, text('name', 50)] }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'associations',
        columns: [
          id(),
          int('user_id'),
          text('name_association', 150),
          text('RNA_code', 10),
          text('address', 255),
          text('zip_code', 5),
          text('city', 100),
          text('phone_number', 10),
          { name: 'description', type: 'text', isNullable: false },
          text('url_image', 255, true),
          text('url_thumbnail', 255, true),
        ],
        uniques: [new TableUnique({ name: 'UQ_associations_user', columnNames: ['user_id'] })],
        foreignKeys: [cascade('user_id', 'users', 'FK_associations_user')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'families',
        columns: [
          id(),
          int('user_id'),
          text('address', 255),
          text('city', 100),
          text('zip_code', 5),
          text('phone_number', 10),
          { name: 'description', type: 'text', isNullable: false },
          { name: 'garden', type: 'boolean', default: false },
          int('housing_type_id'),
          { name: 'owned_animals', type: 'int', default: 0 },
          text('url_image', 255, true),
          text('url_thumbnail', 255, true),
        ],
        uniques: [new TableUnique({ name: 'UQ_families_user', columnNames: ['user_id'] })],
        indices: [new TableIndex({ name: 'IDX_families_housing_type', columnNames: ['housing_type_id'] })],
        foreignKeys: [
          cascade('user_id', 'users', 'FK_families_user'),
          new TableForeignKey({
            name: 'FK_families_housing_type',
            columnNames: ['housing_type_id'],
            referencedTableName: 'housing_types',
            referencedColumnNames: ['id'],
          }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'animals',
        columns: [
          id(),
          text('name', 100),
          text('breed', 100, true),
          text('gender', 10),
          { name: 'date_of_birth', type: 'date', isNullable: false },
          { name: 'description', type: 'text', isNullable: true },
          text('url_image', 255, true),
          text('url_thumbnail', 255, true),
          int('species_id'),
          int('association_id'),
          createdAt(),
        ],
        indices: [
          new TableIndex({ name: 'IDX_animals_species', columnNames: ['species_id'] }),
          new TableIndex({ name: 'IDX_animals_association', columnNames: ['association_id'] }),
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_animals_species',
            columnNames: ['species_id'],
            referencedTableName: 'species',
            referencedColumnNames: ['id'],
          }),
          cascade('association_id', 'associations', 'FK_animals_association'),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'requests',
        columns: [
          id(),
          int('animal_id'),
          int('family_id'),
          int('association_id'),
          { name: 'motivation', type: 'text', isNullable: true },
          text('status', 20),
          createdAt(),
        ],
        uniques: [new TableUnique({ name: 'UQ_requests_family_animal', columnNames: ['family_id', 'animal_id'] })],
        indices: [
          new TableIndex({ name: 'IDX_requests_animal', columnNames: ['animal_id'] }),
          new TableIndex({ name: 'IDX_requests_family', columnNames: ['family_id'] }),
          new TableIndex({ name: 'IDX_requests_association', columnNames: ['association_id'] }),
          new TableIndex({ name: 'IDX_requests_status', columnNames: ['status'] }),
        ],
        foreignKeys: [
          cascade('animal_id', 'animals', 'FK_requests_animal'),
          cascade('family_id', 'families', 'FK_requests_family'),
          cascade('association_id', 'associations', 'FK_requests_association'),
        ],
      }),
    );
    for (const housing of HOUSING_TYPE_ROWS) {
      await queryRunner.manager
        .createQueryBuilder()
        .insert()
        .into('housing_types')
        .values({ id: housing.id, houseType: housing.houseType })
        .execute();
    }
    for (const species of SPECIES_ROWS) {
      await queryRunner.manager
        .createQueryBuilder()
        .insert()
        .into('species')
        .values({ id: species.id, name: species.name })
        .execute();
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['requests', 'animals', 'families', 'associations', 'species', 'housing_types', 'users']) {
      await queryRunner.dropTable(table);
    }
  }
}
