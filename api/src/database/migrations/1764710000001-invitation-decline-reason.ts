import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

/** What a family wrote when it declined a proposal (optional, up to 500 characters); the association reads it. */
export class InvitationDeclineReason1764710000001 implements MigrationInterface {
  name = 'InvitationDeclineReason1764710000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'invitations',
      new TableColumn({ name: 'decline_reason', type: 'text', isNullable: true }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('invitations', 'decline_reason');
  }
}
