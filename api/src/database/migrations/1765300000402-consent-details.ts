import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

/**
 * The consent log's item (docs/security.md#consent-log): the urgent appeals' and each saved search's alerts join the
 * notifications; a saved search's line names the search. Families registered before count their appeals choice once,
 * from this migration. Frozen: names and types are spelled here.
 */
/** The alerts' labels as they were when this migration was written. */
const FREQUENCY_LABELS: Record<string, string> = {
  instant: 'Dès qu’un animal correspond',
  daily: 'Une fois par jour',
  off: 'Pas d’alerte',
};

export class ConsentDetails1765300000402 implements MigrationInterface {
  name = 'ConsentDetails1765300000402';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'consents',
      new TableColumn({ name: 'detail', type: 'varchar', length: '200', isNullable: true }),
    );
    await queryRunner.query(
      `INSERT INTO consents (user_id, choice, granted, source, at)
       SELECT user_id, 'urgent_appeals', accepts_urgent_appeals, 'compte', CURRENT_TIMESTAMP FROM families WHERE user_id IS NOT NULL`,
    );
    const searches: Array<{ user_id: number; name: string; frequency: string }> = await queryRunner.query(
      'SELECT user_id, name, frequency FROM saved_searches ORDER BY id',
    );
    for (const search of searches)
      await queryRunner.query(
        `INSERT INTO consents (user_id, choice, granted, source, detail, at)
         VALUES (?, 'saved_search_alerts', ?, 'compte', ?, CURRENT_TIMESTAMP)`,
        [
          search.user_id,
          search.frequency === 'off' ? 0 : 1,
          `« ${search.name} » : ${FREQUENCY_LABELS[search.frequency]}`,
        ],
      );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DELETE FROM consents WHERE choice IN ('urgent_appeals', 'saved_search_alerts')");
    await queryRunner.dropColumn('consents', 'detail');
  }
}
