import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

/**
 * 'Refuser' asks first and takes an optional reason (500 characters at most): it reaches the family's refusal mail
 * and its request card. Null for every other status and for refusals without one.
 */
export class RefusalReason1764720000003 implements MigrationInterface {
  name = 'RefusalReason1764720000003';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'requests',
      new TableColumn({ name: 'refusal_reason', type: 'varchar', length: '500', isNullable: true }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('requests', 'refusal_reason');
  }
}
