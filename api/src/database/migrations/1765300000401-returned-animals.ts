import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

/**
 * An animal back at its association (docs/product.md#states): the approved request of a placement that ended with
 * 'Retour à l'association' no longer houses the animal, which is available again. Placements that ended so before
 * this migration free their animal now. Frozen: names and types are spelled here.
 */
export class ReturnedAnimals1765300000401 implements MigrationInterface {
  name = 'ReturnedAnimals1765300000401';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'requests',
      new TableColumn({ name: 'returned_at', type: 'datetime', isNullable: true }),
    );
    await queryRunner.query(
      `UPDATE requests SET returned_at = CURRENT_TIMESTAMP
        WHERE id IN (SELECT request_id FROM placements WHERE status = 'ended' AND outcome = 'retour_association')`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('requests', 'returned_at');
  }
}
