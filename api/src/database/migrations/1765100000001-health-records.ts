import { MigrationInterface, QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';

/**
 * The animal's health record and its reminders (docs/product.md#health-record): `health_entries` (deleted with the
 * animal; the author's id nulled with its account), `health_reminders` (each item mailed, per stage and recipient)
 * and `health_reminder_digests` (one digest per recipient and day). Frozen: names and types are spelled here.
 */
export class HealthRecords1765100000001 implements MigrationInterface {
  name = 'HealthRecords1765100000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'health_entries',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'animal_id', type: 'int', isNullable: false },
          { name: 'type', type: 'varchar', length: '20', isNullable: false },
          { name: 'date', type: 'date', isNullable: false },
          { name: 'next_due', type: 'date', isNullable: true },
          { name: 'name', type: 'varchar', length: '100', isNullable: true },
          { name: 'product', type: 'varchar', length: '100', isNullable: true },
          { name: 'result', type: 'varchar', length: '10', isNullable: true },
          { name: 'vet', type: 'varchar', length: '100', isNullable: true },
          { name: 'note', type: 'text', isNullable: true },
          { name: 'grams', type: 'int', isNullable: true },
          { name: 'ends_on', type: 'date', isNullable: true },
          { name: 'dosage', type: 'varchar', length: '200', isNullable: true },
          { name: 'added_by', type: 'varchar', length: '12', isNullable: false },
          { name: 'author_user_id', type: 'int', isNullable: true },
          { name: 'created_at', type: 'datetime', isNullable: false },
          { name: 'updated_at', type: 'datetime', isNullable: false },
        ],
        indices: [
          // An animal's record, newest first.
          new TableIndex({ name: 'IDX_health_entries_animal_date', columnNames: ['animal_id', 'date'] }),
          // What is due: the dated care of an association's animals.
          new TableIndex({ name: 'IDX_health_entries_next_due', columnNames: ['next_due'] }),
          new TableIndex({ name: 'IDX_health_entries_author', columnNames: ['author_user_id'] }),
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_health_entries_animal',
            columnNames: ['animal_id'],
            referencedTableName: 'animals',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
          new TableForeignKey({
            name: 'FK_health_entries_author',
            columnNames: ['author_user_id'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'SET NULL',
          }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'health_reminders',
        columns: [
          { name: 'entry_id', type: 'int', isPrimary: true },
          { name: 'next_due', type: 'date', isPrimary: true },
          { name: 'days_before', type: 'int', isPrimary: true },
          { name: 'user_id', type: 'int', isPrimary: true },
          { name: 'sent_on', type: 'date', isNullable: false },
        ],
        indices: [new TableIndex({ name: 'IDX_health_reminders_user', columnNames: ['user_id'] })],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_health_reminders_entry',
            columnNames: ['entry_id'],
            referencedTableName: 'health_entries',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
          new TableForeignKey({
            name: 'FK_health_reminders_user',
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
        name: 'health_reminder_digests',
        columns: [
          { name: 'user_id', type: 'int', isPrimary: true },
          { name: 'day', type: 'date', isPrimary: true },
          { name: 'items', type: 'int', isNullable: false },
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_health_reminder_digests_user',
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
    await queryRunner.dropTable('health_reminder_digests');
    await queryRunner.dropTable('health_reminders');
    await queryRunner.dropTable('health_entries');
  }
}
