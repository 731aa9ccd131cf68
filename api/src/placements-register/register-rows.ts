import { frenchDay, PLACEMENT_OUTCOME_LABELS, type PlacementOutcome } from '@petfoster/contracts';
import type { DataSource } from 'typeorm';
import { PlacementRow } from '../data-model/placement.entity';
import { Species } from '../data-model/species.entity';

/*
 * The register's lines (docs/product.md#placements-register), read from the placement rows' own copy of the animal
 * and the family (never the animals or families tables: the register outlives both), a batch at a time, so that
 * memory stays the same whatever the number of placements.
 */

/** One line, each cell as printed, in the order of PLACEMENTS_REGISTER_COLUMNS. */
export type RegisterLine = string[];

export const REGISTER_BATCH = 1000;

/**
 * The day a placement's period begins: its start, else the start its terms plan, else the day it was created (a
 * placement being prepared is the association's from the acceptance on). Spelled the same by SQLite and MariaDB.
 */
const PERIOD_START = 'COALESCE(p.started_on, p.start_date, DATE(p.created_at))';

/** mysql2 answers DATE columns as Date objects (at UTC midnight, the connection's zone), SQLite as 'YYYY-MM-DD'. */
function isoDay(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value).slice(0, 10);
}

interface RawLine {
  id: number;
  period_start: unknown;
  animal_name: string;
  species: string | null;
  identification: string | null;
  family_lastname: string | null;
  family_firstname: string | null;
  family_address: string | null;
  family_zip_code: string | null;
  family_city: string | null;
  started_on: unknown;
  ended_on: unknown;
  outcome: PlacementOutcome | null;
}

function lineOf(raw: RawLine): RegisterLine {
  const started = isoDay(raw.started_on);
  const ended = isoDay(raw.ended_on);
  return [
    raw.animal_name,
    raw.species ?? '',
    raw.identification ?? '',
    raw.family_lastname ?? '',
    raw.family_firstname ?? '',
    raw.family_address ?? '',
    raw.family_zip_code ?? '',
    raw.family_city ?? '',
    // Empty while the animal has not arrived, or has not left.
    started ? frenchDay(started) : '',
    ended ? frenchDay(ended) : '',
    raw.outcome ? PLACEMENT_OUTCOME_LABELS[raw.outcome] : '',
  ];
}

interface After {
  start: string;
  id: number;
}

/** The batch of lines that follows `after` (the first batch without it), in the register's order. */
function readBatch(
  dataSource: DataSource,
  associationId: number,
  from: string,
  to: string,
  after: After | null,
): Promise<RawLine[]> {
  const query = dataSource
    .createQueryBuilder(PlacementRow, 'p')
    .leftJoin(Species, 's', 's.id = p.species_id')
    .select('p.id', 'id')
    .addSelect(PERIOD_START, 'period_start')
    .addSelect([
      'p.animal_name AS animal_name',
      's.name AS species',
      'p.identification AS identification',
      'p.family_lastname AS family_lastname',
      'p.family_firstname AS family_firstname',
      'p.family_address AS family_address',
      'p.family_zip_code AS family_zip_code',
      'p.family_city AS family_city',
      'p.started_on AS started_on',
      'p.ended_on AS ended_on',
      'p.outcome AS outcome',
    ])
    .where('p.association_id = :associationId', { associationId })
    .andWhere(`${PERIOD_START} <= :to`, { to })
    .andWhere('(p.ended_on IS NULL OR p.ended_on >= :from)', { from });
  if (after)
    query.andWhere(`(${PERIOD_START} > :afterStart OR (${PERIOD_START} = :afterStart AND p.id > :afterId))`, {
      afterStart: after.start,
      afterId: after.id,
    });
  return query.orderBy(PERIOD_START, 'ASC').addOrderBy('p.id', 'ASC').limit(REGISTER_BATCH).getRawMany<RawLine>();
}

/**
 * Every placement of the association whose period (its start, see PERIOD_START, to `ended_on`, open while null)
 * overlaps [from, to], by start day then id. Keyset paging (after the last line's start and id), so each batch is a
 * short query of its own and no read holds SQLite's one connection while the answer streams. The next batch is asked
 * for as soon as the current one has come, so the database reads it while the file is written from this one.
 */
export async function* registerLines(
  dataSource: DataSource,
  associationId: number,
  from: string,
  to: string,
): AsyncGenerator<RegisterLine> {
  let next = readBatch(dataSource, associationId, from, to, null);
  for (;;) {
    const batch = await next;
    const full = batch.length === REGISTER_BATCH;
    if (full) {
      const last = batch[batch.length - 1];
      next = readBatch(dataSource, associationId, from, to, {
        start: isoDay(last.period_start) as string,
        id: Number(last.id),
      });
      // Left unawaited when the reader goes before the batch is due: its failure is then nobody's to report.
      next.catch(() => undefined);
      // The driver sends the query from callbacks, which would otherwise wait until the whole batch is written: the
      // lines are taken without a pause. One turn of the event loop lets them run.
      await new Promise((resolve) => setImmediate(resolve));
    }
    for (const raw of batch) yield lineOf(raw);
    if (!full) return;
  }
}
