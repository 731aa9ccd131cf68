import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

/**
 * The result of the write an Idempotency-Key covers (an id, the image it replaced), committed in the write's own
 * transaction: an attempt killed after its commit and before keeping its answer leaves enough for the retry to
 * compute that answer without writing again (see idempotency/). JSON; null for rows written before this column.
 */
export class IdempotencyWriteResult1764600000000 implements MigrationInterface {
  name = 'IdempotencyWriteResult1764600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'idempotency_keys',
      new TableColumn({ name: 'write_result', type: 'text', isNullable: true }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('idempotency_keys', 'write_result');
  }
}
