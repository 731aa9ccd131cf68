import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  excerpt,
  PLACEMENT_STATUSES,
  REQUEST_STATUS,
  FAMILY_PRESENTATION_EXCERPT,
  FAMILY_SEARCH_PAGE_MAX,
  FamilySearchResult,
  MATCHING_MESSAGES,
  NEAR_RADIUS_DEFAULT_KM,
} from '@petfoster/contracts';
import type { FamilySearchQuery } from '@petfoster/contracts/schemas';
import { Repository, type EntityManager } from 'typeorm';
import { fieldErrors } from '../common/field-errors';
import { Family } from '../data-model/family.entity';
import { GeoService } from '../geo/geo.service';
import { boundingBox } from '../geo/normalize';
import { acceptedSpecies } from '../presenters/presenters';
import { visibleFamilySql } from '../moderation/public-visibility';

/** The species filter reads one of the three acceptance columns. */
const SPECIES_COLUMNS: Record<number, string> = { 1: 'accepts_dogs', 2: 'accepts_cats', 3: 'accepts_rabbits' };

type SearchRow = Pick<
  Family,
  | 'id'
  | 'city'
  | 'department'
  | 'housing_type_id'
  | 'garden'
  | 'accepts_dogs'
  | 'accepts_cats'
  | 'accepts_rabbits'
  | 'available_from'
  | 'available_until'
  | 'capacity'
  | 'url_thumbnail'
> & { firstname: string; house_type: string; presentation: string | null; distance_km?: number | string };

export const day = (value: string | Date | null): string | null =>
  value === null ? null : value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);

/** The only fields of a family that an association searching sees. */
function presentSearchRow(row: SearchRow): FamilySearchResult {
  return {
    id: row.id,
    firstname: row.firstname,
    url_thumbnail: row.url_thumbnail ?? null,
    presentation: excerpt(row.presentation ?? '', FAMILY_PRESENTATION_EXCERPT),
    city: row.city,
    department: row.department,
    housing_type_id: row.housing_type_id,
    houseType: row.house_type,
    garden: Boolean(row.garden),
    species: acceptedSpecies(row),
    available_from: day(row.available_from),
    available_until: day(row.available_until),
    capacity: row.capacity,
    ...(row.distance_km !== undefined ? { distance_km: Math.round(Number(row.distance_km) * 10) / 10 } : {}),
  };
}

const RADIANS = Math.PI / 180;
/** Twice the mean Earth radius of haversineKm (geo/normalize.ts). */
const EARTH_DIAMETER_KM = 2 * 6371;

/**
 * The haversine term h of the distance from a centre to the family's commune, as SQL that SQLite (better-sqlite3 is
 * built with its math functions) and MySQL/MariaDB both run: the distance is EARTH_DIAMETER_KM * asin(sqrt(h)), the
 * formula of haversineKm, and grows with h, so the database filters and orders on h alone (no asin or square root
 * per row) and the page's distances are finished in JS. The centre's values are bound as parameters.
 */
function haversineTermSql(latitude: number, longitude: number): { sql: string; params: number[] } {
  return {
    sql: '(POWER(SIN((f.latitude - ?) * ?), 2) + ? * COS(f.latitude * ?) * POWER(SIN((f.longitude - ?) * ?), 2))',
    params: [latitude, RADIANS / 2, Math.cos(latitude * RADIANS), RADIANS, longitude, RADIANS / 2],
  };
}
const kmOfTerm = (h: number): number => EARTH_DIAMETER_KM * Math.asin(Math.min(1, Math.sqrt(h)));
/** The largest h within radiusKm. */
const termWithin = (radiusKm: number): number => Math.sin(Math.min(Math.PI / 2, radiusKm / EARTH_DIAMETER_KM)) ** 2;

/** The association's family search: a read query, apart from the writes of FamiliesService. */
@Injectable()
export class FamilySearchQueries {
  constructor(
    @InjectRepository(Family) private readonly families: Repository<Family>,
    private readonly geo: GeoService,
  ) {}

  /**
   * Which families a query keeps: the opted-in ones ('Je souhaite être visible des associations') with an account,
   * narrowed by the query's filters. The one place of that rule, for the foster finder and the urgent appeals.
   */
  private criteria(query: FamilySearchQuery): { clauses: string[]; params: unknown[] } {
    // A suspended family is on no list (docs/administration.md#suspensions).
    const clauses = ['f.visible = 1', 'f.user_id IS NOT NULL', visibleFamilySql('f')];
    const params: unknown[] = [];
    if (query.species) clauses.push(`f.${SPECIES_COLUMNS[query.species]} = 1`);
    if (query.department) {
      clauses.push('f.department = ?');
      params.push(query.department);
    }
    if (query.housing) {
      clauses.push('f.housing_type_id = ?');
      params.push(query.housing);
    }
    if (query.garden !== undefined) clauses.push(`f.garden = ${query.garden ? 1 : 0}`);
    if (query.children !== undefined) clauses.push(`f.children_at_home = ${query.children ? 1 : 0}`);
    if (query.available_on) {
      clauses.push(
        '(f.available_from IS NULL OR f.available_from <= ?) AND (f.available_until IS NULL OR f.available_until >= ?)',
      );
      params.push(query.available_on, query.available_on);
    }
    return { clauses, params };
  }

  /** Families within `radiusKm` of a point: the box on the indexed coordinates, then the exact distance. */
  private within(latitude: number, longitude: number, radiusKm: number) {
    const box = boundingBox(latitude, longitude, radiusKm);
    const term = haversineTermSql(latitude, longitude);
    return {
      clause: `f.latitude BETWEEN ? AND ? AND f.longitude BETWEEN ? AND ? AND ${term.sql} <= ?`,
      params: [box.minLat, box.maxLat, box.minLon, box.maxLon, ...term.params, termWithin(radiusKm)],
      term,
    };
  }

  /**
   * The families an urgent appeal reaches (docs/matching.md#urgent-appeals): the foster finder's families that
   * accept the species and are available on `day`, within the radius of the association, that have room (fewer
   * animals with them — approved requests whose placement has not ended — than their capacity), take appeals and
   * mails, and have received fewer than `perFamily` appeals since `since`; the nearest first, `max` at most.
   * Ids only: no name or address leaves this query.
   */
  async appealRecipients(
    manager: EntityManager,
    selection: {
      speciesId: number;
      day: string;
      latitude: number;
      longitude: number;
      radiusKm: number;
      since: Date | string;
      perFamily: number;
      max: number;
    },
  ): Promise<{ id: number; user_id: number }[]> {
    const { clauses, params } = this.criteria({ species: selection.speciesId, available_on: selection.day });
    const near = this.within(selection.latitude, selection.longitude, selection.radiusKm);
    clauses.push(
      'f.accepts_urgent_appeals = 1',
      'u.notifications_enabled = 1',
      `(SELECT COUNT(*) FROM requests r LEFT JOIN placements p ON p.request_id = r.id
         WHERE r.family_id = f.id AND r.status = ? AND (p.id IS NULL OR p.status <> ?)) < f.capacity`,
      `(SELECT COUNT(*) FROM urgent_appeal_recipients ur WHERE ur.family_id = f.id AND ur.created_at > ?) < ?`,
      near.clause,
    );
    params.push(
      REQUEST_STATUS.approved,
      PLACEMENT_STATUSES.ended,
      selection.since,
      selection.perFamily,
      ...near.params,
    );
    const rows: { id: number | string; user_id: number | string }[] = await manager.query(
      `SELECT f.id, f.user_id FROM families f INNER JOIN users u ON u.id = f.user_id
        WHERE ${clauses.join(' AND ')} ORDER BY ${near.term.sql}, f.id LIMIT ?`,
      [...params, ...near.term.params, selection.max],
    );
    return rows.map((row) => ({ id: Number(row.id), user_id: Number(row.user_id) }));
  }

  async search(query: FamilySearchQuery): Promise<{ families: FamilySearchResult[]; total: number }> {
    const { clauses, params } = this.criteria(query);
    const limit = query.limit ?? FAMILY_SEARCH_PAGE_MAX;
    const offset = query.offset ?? 0;
    const columns = `f.id, u.firstname, f.city, f.department, f.housing_type_id, h.houseType AS house_type, f.garden,
      f.accepts_dogs, f.accepts_cats, f.accepts_rabbits, f.available_from, f.available_until, f.capacity,
      f.url_thumbnail, SUBSTR(f.description, 1, ${FAMILY_PRESENTATION_EXCERPT * 2}) AS presentation`;
    const from =
      'FROM families f INNER JOIN users u ON u.id = f.user_id INNER JOIN housing_types h ON h.id = f.housing_type_id';
    if (query.near) {
      const centre = this.geo.centreOf(query.near);
      if (!centre) throw fieldErrors({ near: MATCHING_MESSAGES.nearUnknown });
      const radius = query.radius_km ?? NEAR_RADIUS_DEFAULT_KM;
      const { clause, params: nearParams, term } = this.within(centre.latitude, centre.longitude, radius);
      const inRange = `WHERE ${[...clauses, clause].join(' AND ')}`;
      const inRangeParams = [...params, ...nearParams];
      // One pass over the box: the database keeps the families in range, counts them (window), orders them and
      // applies LIMIT/OFFSET on families alone; only the page's rows are then joined, read and sent to the API.
      const rows: Array<SearchRow & { term: number | string; total: number | string }> = await this.families.query(
        `SELECT ${columns}, p.term, p.total
           FROM (SELECT f.id, ${term.sql} AS term, COUNT(*) OVER () AS total FROM families f ${inRange}
                  ORDER BY term, f.id LIMIT ? OFFSET ?) p
           INNER JOIN families f ON f.id = p.id
           INNER JOIN users u ON u.id = f.user_id INNER JOIN housing_types h ON h.id = f.housing_type_id
          ORDER BY p.term, p.id`,
        [...term.params, ...inRangeParams, limit, offset],
      );
      const families = rows.map(({ term: h, total: _total, ...row }) =>
        presentSearchRow({ ...row, distance_km: kmOfTerm(Number(h)) }),
      );
      if (rows.length || offset === 0) return { families, total: rows.length ? Number(rows[0].total) : 0 };
      // A page past the end has no row to carry the total.
      const [count]: { total: number }[] = await this.families.query(
        `SELECT COUNT(*) AS total FROM families f ${inRange}`,
        inRangeParams,
      );
      return { families, total: Number(count.total) };
    }
    const where = `WHERE ${clauses.join(' AND ')}`;
    const [rows, [count]] = await Promise.all([
      this.families.query(`SELECT ${columns} ${from} ${where} ORDER BY f.id LIMIT ? OFFSET ?`, [
        ...params,
        limit,
        offset,
      ]) as Promise<SearchRow[]>,
      this.families.query(`SELECT COUNT(*) AS total FROM families f ${where}`, params) as Promise<{ total: number }[]>,
    ]);
    return { families: rows.map(presentSearchRow), total: Number(count.total) };
  }
}
