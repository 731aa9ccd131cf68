import { MigrationInterface, QueryRunner, Table, TableColumn, TableForeignKey, TableIndex } from 'typeorm';

/*
 * Matching (docs/matching.md): what families filter animals by, where accounts are, the families' foster profile, and the
 * invitations associations send. Frozen like every migration: no import of live constants or data. Existing accounts
 * get their département and coordinates from the API at start (GeoService backfill), not from here.
 */

const bool = (name: string, isNullable = true, defaultValue?: boolean): TableColumn =>
  new TableColumn({
    name,
    type: 'boolean',
    isNullable,
    ...(defaultValue !== undefined ? { default: defaultValue } : {}),
  });
const place = (): TableColumn[] => [
  new TableColumn({ name: 'department', type: 'varchar', length: '3', isNullable: true }),
  new TableColumn({ name: 'latitude', type: 'double', isNullable: true }),
  new TableColumn({ name: 'longitude', type: 'double', isNullable: true }),
];

const ANIMAL_INDEXES = [
  new TableIndex({ name: 'IDX_animals_gender', columnNames: ['gender'] }),
  new TableIndex({ name: 'IDX_animals_size', columnNames: ['size'] }),
  new TableIndex({ name: 'IDX_animals_birth', columnNames: ['date_of_birth'] }),
  new TableIndex({ name: 'IDX_animals_species_birth', columnNames: ['species_id', 'date_of_birth'] }),
  new TableIndex({ name: 'IDX_animals_children', columnNames: ['good_with_children'] }),
  new TableIndex({ name: 'IDX_animals_cats', columnNames: ['good_with_cats'] }),
  new TableIndex({ name: 'IDX_animals_dogs', columnNames: ['good_with_dogs'] }),
];

export class Matching1764400000000 implements MigrationInterface {
  name = 'Matching1764400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('animals', [
      new TableColumn({ name: 'size', type: 'varchar', length: '10', isNullable: true }),
      bool('good_with_children'),
      bool('good_with_cats'),
      bool('good_with_dogs'),
    ]);
    await queryRunner.createIndices('animals', ANIMAL_INDEXES);
    // "Housed" is an approved request of the animal: the available filter probes this pair.
    await queryRunner.createIndex(
      'requests',
      new TableIndex({ name: 'IDX_requests_animal_status', columnNames: ['animal_id', 'status'] }),
    );

    await queryRunner.addColumns('associations', place());
    await queryRunner.createIndices('associations', [
      new TableIndex({ name: 'IDX_associations_department', columnNames: ['department'] }),
      new TableIndex({ name: 'IDX_associations_position', columnNames: ['latitude', 'longitude'] }),
    ]);

    await queryRunner.addColumns('families', [
      ...place(),
      bool('accepts_dogs', false, false),
      bool('accepts_cats', false, false),
      bool('accepts_rabbits', false, false),
      new TableColumn({ name: 'available_from', type: 'date', isNullable: true }),
      new TableColumn({ name: 'available_until', type: 'date', isNullable: true }),
      new TableColumn({ name: 'capacity', type: 'int', isNullable: false, default: 1 }),
      bool('children_at_home', false, false),
      // Opt-in: nobody is listed to associations before ticking 'Je souhaite être visible des associations'.
      bool('visible', false, false),
    ]);
    await queryRunner.createIndices('families', [
      new TableIndex({ name: 'IDX_families_visible_department', columnNames: ['visible', 'department'] }),
      new TableIndex({ name: 'IDX_families_visible_position', columnNames: ['visible', 'latitude', 'longitude'] }),
      new TableIndex({ name: 'IDX_families_department', columnNames: ['department'] }),
    ]);

    await queryRunner.createTable(
      new Table({
        name: 'invitations',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'association_id', type: 'int', isNullable: false },
          { name: 'family_id', type: 'int', isNullable: false },
          { name: 'animal_id', type: 'int', isNullable: false },
          { name: 'message', type: 'text', isNullable: false },
          { name: 'status', type: 'varchar', length: '20', isNullable: false },
          // 1 while pending, NULL once answered: the unique index below allows one open invitation per family and
          // animal (NULLs never collide, on MySQL and SQLite alike), so two concurrent proposals cannot both open.
          { name: 'open_flag', type: 'int', isNullable: true },
          { name: 'request_id', type: 'int', isNullable: true },
          { name: 'created_at', type: 'datetime', default: 'CURRENT_TIMESTAMP', isNullable: false },
          { name: 'answered_at', type: 'datetime', isNullable: true },
        ],
        indices: [
          new TableIndex({
            name: 'UQ_invitations_open',
            columnNames: ['family_id', 'animal_id', 'open_flag'],
            isUnique: true,
          }),
          new TableIndex({ name: 'IDX_invitations_association', columnNames: ['association_id'] }),
          new TableIndex({ name: 'IDX_invitations_animal', columnNames: ['animal_id'] }),
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_invitations_association',
            columnNames: ['association_id'],
            referencedTableName: 'associations',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
          new TableForeignKey({
            name: 'FK_invitations_family',
            columnNames: ['family_id'],
            referencedTableName: 'families',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
          new TableForeignKey({
            name: 'FK_invitations_animal',
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
    await queryRunner.dropTable('invitations');
    for (const name of ['IDX_families_visible_department', 'IDX_families_visible_position', 'IDX_families_department'])
      await queryRunner.dropIndex('families', name);
    for (const column of [
      'department',
      'latitude',
      'longitude',
      'accepts_dogs',
      'accepts_cats',
      'accepts_rabbits',
      'available_from',
      'available_until',
      'capacity',
      'children_at_home',
      'visible',
    ])
      await queryRunner.dropColumn('families', column);
    await queryRunner.dropIndex('associations', 'IDX_associations_department');
    await queryRunner.dropIndex('associations', 'IDX_associations_position');
    for (const column of ['department', 'latitude', 'longitude']) await queryRunner.dropColumn('associations', column);
    await queryRunner.dropIndex('requests', 'IDX_requests_animal_status');
    for (const index of ANIMAL_INDEXES) await queryRunner.dropIndex('animals', index);
    for (const column of ['size', 'good_with_children', 'good_with_cats', 'good_with_dogs'])
      await queryRunner.dropColumn('animals', column);
  }
}
