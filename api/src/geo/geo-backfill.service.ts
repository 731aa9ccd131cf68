import { Injectable, Logger } from '@nestjs/common';
import { DatabaseService } from '../database/database.service';
import { GeoService } from './geo.service';

/**
 * Accounts created before matching (docs/matching.md) (and rows written without the API, like the demo seed or the bench's bulk
 * inserts) have no département or coordinates. The migration cannot compute them (migrations are frozen and must not
 * read the live data file), so each start fills the rows still missing them: idempotent (only rows whose latitude is
 * NULL), and a row whose postal code the data does not know stays NULL until its owner edits it.
 */
/** At most this many ids per table in the start-up warning (a large legacy import should not flood the log). */
const UNPLACED_IDS_SHOWN = 100;

@Injectable()
export class GeoBackfillService {
  private readonly logger = new Logger(GeoBackfillService.name);

  constructor(
    private readonly db: DatabaseService,
    private readonly geo: GeoService,
  ) {}

  async run(): Promise<number> {
    let filled = 0;
    for (const table of ['associations', 'families']) {
      const rows: { id: number; zip_code: string; city: string }[] = await this.db.dataSource.query(
        `SELECT id, zip_code, city FROM ${table} WHERE latitude IS NULL AND zip_code <> ''`,
      );
      const located = rows.flatMap((row) => {
        const place = this.geo.locate(row.zip_code, row.city);
        return place ? [{ id: row.id, ...place }] : [];
      });
      // One transaction per 500 rows: a start with many old rows does not hold one long write lock.
      for (let i = 0; i < located.length; i += 500) {
        const batch = located.slice(i, i + 500);
        await this.db.write(async (manager) => {
          for (const row of batch)
            await manager.query(
              `UPDATE ${table} SET department = ?, latitude = ?, longitude = ? WHERE id = ? AND latitude IS NULL`,
              [row.department, row.latitude, row.longitude, row.id],
            );
        });
      }
      filled += located.length;
    }
    if (filled) this.logger.log(`Département and coordinates filled for ${filled} accounts`);
    await this.reportUnplaced();
    return filled;
  }

  /**
   * Accounts still without a département (a postal code the data does not know, stored before registrations and
   * edits checked it) match no département or distance search: one warning at start lists them by id, and by id
   * only (no name, address or postal code in a log), so that an operator can ask their owners to correct them.
   * Anonymised families (no user) are left out: they have no address any more, on purpose.
   */
  private async reportUnplaced(): Promise<void> {
    const [associations, families]: { id: number }[][] = await Promise.all([
      this.db.dataSource.query('SELECT id FROM associations WHERE department IS NULL ORDER BY id'),
      this.db.dataSource.query('SELECT id FROM families WHERE department IS NULL AND user_id IS NOT NULL ORDER BY id'),
    ]);
    if (!associations.length && !families.length) return;
    const ids = (rows: { id: number }[]) => {
      const shown = rows.slice(0, UNPLACED_IDS_SHOWN).map((row) => Number(row.id));
      return rows.length > shown.length ? `${shown.join(', ')} (+${rows.length - shown.length})` : shown.join(', ');
    };
    this.logger.warn(
      `Accounts without a département (postal code unknown; found by no département or distance search until edited): ` +
        `associations [${ids(associations)}], families [${ids(families)}]`,
    );
  }
}
