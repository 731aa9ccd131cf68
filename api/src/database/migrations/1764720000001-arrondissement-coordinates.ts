import { MigrationInterface, QueryRunner } from 'typeorm';

/*
 * Frozen: the postal codes of the arrondissements municipaux of Paris (75001-75020 and 75116), Lyon (69001-69009) and
 * Marseille (13001-13016), written out as they were on this day.
 */
const ARRONDISSEMENT_CODES = [
  ...Array.from({ length: 20 }, (_, i) => `750${String(i + 1).padStart(2, '0')}`),
  '75116',
  ...Array.from({ length: 9 }, (_, i) => `6900${i + 1}`),
  ...Array.from({ length: 16 }, (_, i) => `130${String(i + 1).padStart(2, '0')}`),
];

/**
 * The postal code data now gives each arrondissement of Paris, Lyon and Marseille its own point instead of the city's
 * centre (two Paris families were 'à 0 km' of each other). Accounts placed with the former data forget their
 * coordinates here, and the start-up backfill (GeoBackfillService, which reads the live data file a migration may
 * not read) places them again. The département does not change.
 */
export class ArrondissementCoordinates1764720000001 implements MigrationInterface {
  name = 'ArrondissementCoordinates1764720000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    const codes = ARRONDISSEMENT_CODES.map(() => '?').join(', ');
    for (const table of ['associations', 'families'])
      await queryRunner.query(
        `UPDATE ${table} SET latitude = NULL, longitude = NULL WHERE zip_code IN (${codes})`,
        ARRONDISSEMENT_CODES,
      );
  }

  async down(): Promise<void> {
    // Nothing to undo: the former coordinates were the city's centre, which the backfill no longer computes.
  }
}
