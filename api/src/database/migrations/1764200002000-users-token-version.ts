import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

/**
 * Server-side end of sessions (docs/security.md#second-pass): every token carries the user's token version, and 'Se déconnecter'
 * (POST /logout) increments it, so every token issued before is refused on every route.
 */
export class UsersTokenVersion1764200002000 implements MigrationInterface {
  name = 'UsersTokenVersion1764200002000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'users',
      new TableColumn({ name: 'token_version', type: 'int', isNullable: false, default: 0 }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('users', 'token_version');
  }
}
