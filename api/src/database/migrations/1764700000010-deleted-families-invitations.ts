import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Proposals to families that deleted their account before the deletion cleared them: an anonymised family keeps only
 * the proposal that led to its kept placement (an approved request); the others (unanswered, declined, or answered
 * by a request deleted with the account) are removed, as the deletion now does. Frozen: the status is spelled here.
 */
export class DeletedFamiliesInvitations1764700000010 implements MigrationInterface {
  name = 'DeletedFamiliesInvitations1764700000010';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `DELETE FROM invitations
        WHERE family_id IN (SELECT id FROM families WHERE user_id IS NULL)
          AND (request_id IS NULL OR request_id NOT IN (SELECT id FROM requests WHERE status = 'Approuvée'))`,
    );
  }

  async down(): Promise<void> {
    // Nothing to restore: the rows removed named a family that no longer exists.
  }
}
