import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

/**
 * Why a request was refused without a decision of its own: 'other_family_chosen' when the association accepted
 * another family's request for the same animal (docs/behaviour.md). Null for a refusal by decision and for other statuses.
 */
export class RequestClosedReason1764200000000 implements MigrationInterface {
  name = 'RequestClosedReason1764200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'requests',
      new TableColumn({ name: 'closed_reason', type: 'varchar', length: '30', isNullable: true }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('requests', 'closed_reason');
  }
}
