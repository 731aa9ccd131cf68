import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

/**
 * The mail work (docs/mail.md): 'Recevoir les notifications par e-mail' per user (on unless turned off on the profile edit screen or by
 * a mail's unsubscribe link), and when a family saw the decision on each of its requests (the header's count).
 */
export class NotificationSettings1764300002000 implements MigrationInterface {
  name = 'NotificationSettings1764300002000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'users',
      new TableColumn({ name: 'notifications_enabled', type: 'boolean', isNullable: false, default: true }),
    );
    await queryRunner.addColumn(
      'requests',
      new TableColumn({ name: 'seen_by_family_at', type: 'datetime', isNullable: true }),
    );
    // Decisions taken before this column existed are history, not news: the count starts at zero.
    await queryRunner.query(
      "UPDATE requests SET seen_by_family_at = created_at WHERE status IN ('Approuvée', 'Refusée')",
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('requests', 'seen_by_family_at');
    await queryRunner.dropColumn('users', 'notifications_enabled');
  }
}
