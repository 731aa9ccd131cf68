import { MigrationInterface, QueryRunner, Table, TableColumn, TableForeignKey, TableIndex } from 'typeorm';

/**
 * The placement (docs/product.md#placements): one per approved request, its contract versions, their signatures, its
 * timeline; and the animal's identification, sterilisation and adoption.
 *
 * The register the law asks for (docs/product.md#placements-register) reads the placement row itself: the animal's
 * name, species and identification and the family's names and address are copied there at each step, so that the
 * register survives an animal's deletion and a family's account deletion (whose copy is erased by a job when
 * `family_erase_after` passes). A contract version keeps the whole text it was made of (`content_json`) so that its
 * PDF and its SHA-256 fingerprint never change. Frozen: names and types are spelled here.
 */
export class Placements1764900000001 implements MigrationInterface {
  name = 'Placements1764900000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('animals', [
      new TableColumn({ name: 'identification_type', type: 'varchar', length: '10', isNullable: true }),
      new TableColumn({ name: 'identification_number', type: 'varchar', length: '15', isNullable: true }),
      new TableColumn({ name: 'sterilised', type: 'boolean', isNullable: true }),
      new TableColumn({ name: 'adopted_at', type: 'datetime', isNullable: true }),
    ]);

    await queryRunner.createTable(
      new Table({
        name: 'placements',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'request_id', type: 'int', isNullable: false, isUnique: true },
          { name: 'association_id', type: 'int', isNullable: false },
          { name: 'family_id', type: 'int', isNullable: false },
          { name: 'animal_id', type: 'int', isNullable: true },
          { name: 'status', type: 'varchar', length: '10', isNullable: false },
          { name: 'contract_version', type: 'int', isNullable: false, default: 0 },
          // The current version's terms.
          { name: 'start_date', type: 'date', isNullable: true },
          { name: 'end_date', type: 'date', isNullable: true },
          { name: 'notice_days', type: 'int', isNullable: false, default: 15 },
          { name: 'cost_veterinary', type: 'varchar', length: '12', isNullable: false, default: "'association'" },
          { name: 'cost_food', type: 'varchar', length: '12', isNullable: false, default: "'association'" },
          { name: 'cost_supplies', type: 'varchar', length: '12', isNullable: false, default: "'association'" },
          { name: 'special_conditions', type: 'text', isNullable: true },
          // What happened.
          { name: 'started_on', type: 'date', isNullable: true },
          { name: 'ended_on', type: 'date', isNullable: true },
          { name: 'outcome', type: 'varchar', length: '30', isNullable: true },
          { name: 'end_note', type: 'text', isNullable: true },
          { name: 'end_request_date', type: 'date', isNullable: true },
          { name: 'end_request_reason', type: 'text', isNullable: true },
          { name: 'end_requested_at', type: 'datetime', isNullable: true },
          { name: 'adoption_requested_at', type: 'datetime', isNullable: true },
          { name: 'certificate_issued_on', type: 'date', isNullable: true },
          { name: 'certificate_issuer', type: 'varchar', length: '200', isNullable: true },
          { name: 'adoption_date', type: 'date', isNullable: true },
          // The register's copy (see above).
          { name: 'animal_name', type: 'varchar', length: '100', isNullable: false },
          { name: 'species_id', type: 'int', isNullable: false },
          { name: 'identification', type: 'varchar', length: '60', isNullable: true },
          { name: 'family_lastname', type: 'varchar', length: '100', isNullable: true },
          { name: 'family_firstname', type: 'varchar', length: '100', isNullable: true },
          { name: 'family_address', type: 'varchar', length: '255', isNullable: true },
          { name: 'family_zip_code', type: 'varchar', length: '10', isNullable: true },
          { name: 'family_city', type: 'varchar', length: '100', isNullable: true },
          { name: 'family_erase_after', type: 'datetime', isNullable: true },
          // Reminders already sent (docs/mail.md#placement-mails), so each goes once.
          { name: 'end_reminder_for', type: 'date', isNullable: true },
          { name: 'unsigned_reminder_version', type: 'int', isNullable: true },
          { name: 'created_at', type: 'datetime', isNullable: false },
          { name: 'updated_at', type: 'datetime', isNullable: false },
        ],
        indices: [
          // 'Nos accueils' by status, and the register's period.
          new TableIndex({ name: 'IDX_placements_association_status', columnNames: ['association_id', 'status'] }),
          new TableIndex({
            name: 'IDX_placements_association_period',
            columnNames: ['association_id', 'started_on', 'ended_on'],
          }),
          new TableIndex({ name: 'IDX_placements_family', columnNames: ['family_id'] }),
          new TableIndex({ name: 'IDX_placements_animal', columnNames: ['animal_id'] }),
          // The reminders' and the erasure job's scans.
          new TableIndex({ name: 'IDX_placements_status_end', columnNames: ['status', 'end_date'] }),
          new TableIndex({ name: 'IDX_placements_erase_after', columnNames: ['family_erase_after'] }),
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_placements_request',
            columnNames: ['request_id'],
            referencedTableName: 'requests',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
          new TableForeignKey({
            name: 'FK_placements_association',
            columnNames: ['association_id'],
            referencedTableName: 'associations',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
          new TableForeignKey({
            name: 'FK_placements_family',
            columnNames: ['family_id'],
            referencedTableName: 'families',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
          new TableForeignKey({
            name: 'FK_placements_animal',
            columnNames: ['animal_id'],
            referencedTableName: 'animals',
            referencedColumnNames: ['id'],
            onDelete: 'SET NULL',
          }),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'placement_contract_versions',
        columns: [
          { name: 'placement_id', type: 'int', isPrimary: true },
          { name: 'version', type: 'int', isPrimary: true },
          { name: 'content_json', type: 'text', isNullable: false },
          { name: 'fingerprint', type: 'varchar', length: '64', isNullable: false },
          { name: 'created_at', type: 'datetime', isNullable: false },
          { name: 'created_by_user_id', type: 'int', isNullable: true },
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_contract_versions_placement',
            columnNames: ['placement_id'],
            referencedTableName: 'placements',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
          new TableForeignKey({
            name: 'FK_contract_versions_author',
            columnNames: ['created_by_user_id'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'SET NULL',
          }),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'placement_signatures',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'placement_id', type: 'int', isNullable: false },
          { name: 'version', type: 'int', isNullable: false },
          { name: 'party', type: 'varchar', length: '12', isNullable: false },
          { name: 'user_id', type: 'int', isNullable: true },
          { name: 'full_name', type: 'varchar', length: '200', isNullable: false },
          { name: 'signed_at', type: 'datetime', isNullable: false },
          { name: 'ip_address', type: 'varchar', length: '45', isNullable: true },
          { name: 'user_agent', type: 'varchar', length: '500', isNullable: true },
          { name: 'fingerprint', type: 'varchar', length: '64', isNullable: false },
        ],
        indices: [
          // A party signs a version once; the unique index decides between two concurrent signatures.
          new TableIndex({
            name: 'UQ_placement_signatures_party',
            columnNames: ['placement_id', 'version', 'party'],
            isUnique: true,
          }),
          new TableIndex({ name: 'IDX_placement_signatures_user', columnNames: ['user_id'] }),
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_placement_signatures_placement',
            columnNames: ['placement_id'],
            referencedTableName: 'placements',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
          new TableForeignKey({
            name: 'FK_placement_signatures_user',
            columnNames: ['user_id'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'SET NULL',
          }),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'placement_events',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'placement_id', type: 'int', isNullable: false },
          { name: 'type', type: 'varchar', length: '30', isNullable: false },
          { name: 'at', type: 'datetime', isNullable: false },
          { name: 'actor_user_id', type: 'int', isNullable: true },
          { name: 'actor_name', type: 'varchar', length: '201', isNullable: true },
          { name: 'detail', type: 'varchar', length: '500', isNullable: true },
        ],
        indices: [new TableIndex({ name: 'IDX_placement_events_placement', columnNames: ['placement_id', 'at'] })],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_placement_events_placement',
            columnNames: ['placement_id'],
            referencedTableName: 'placements',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
          new TableForeignKey({
            name: 'FK_placement_events_actor',
            columnNames: ['actor_user_id'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'SET NULL',
          }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('placement_events');
    await queryRunner.dropTable('placement_signatures');
    await queryRunner.dropTable('placement_contract_versions');
    await queryRunner.dropTable('placements');
    for (const column of ['adopted_at', 'sterilised', 'identification_number', 'identification_type'])
      await queryRunner.dropColumn('animals', column);
  }
}
