import { Injectable } from '@nestjs/common';
import {
  Animal as AnimalView,
  GOOD_WITH_COLUMNS,
  MODERATED_CONTENT,
  MATCHING_MESSAGES,
  NEAR_RADIUS_DEFAULT_KM,
} from '@petfoster/contracts';
import type { AnimalListQuery, PublicAnimalListQuery } from '@petfoster/contracts/schemas';
import { notFound } from '../common/permissions';
import { fieldErrors } from '../common/field-errors';
import { Animal } from '../data-model/animal.entity';
import type { Association } from '../data-model/association.entity';
import type { Species } from '../data-model/species.entity';
import { FosterRequest } from '../data-model/request.entity';
import { DatabaseService } from '../database/database.service';
import { GeoService } from '../geo/geo.service';
import { boundingBox, haversineKm } from '../geo/normalize';
import { presentAnimal } from '../presenters/presenters';
import { RequestsService } from '../requests/requests.service';
import { HOUSING_STATUS, housingSql } from '../data-model/request-housing';
import { ListTotals } from './list-totals';
import { visibleAnimalSql } from '../moderation/public-visibility';

/** The moderation's rule for every public read (docs/administration.md#moderation): hidden and suspended are out. */
const VISIBLE = visibleAnimalSql('a');

/** One row of CatalogueQueries.select(): the animal's columns plus the species' name, the association's name and city. */
/** The animal's own columns the catalogue reads: the SELECT and the mapping below are written from this one list. */
const ANIMAL_COLUMNS = [
  'id',
  'name',
  'breed',
  'gender',
  'date_of_birth',
  'description',
  'url_image',
  'url_thumbnail',
  'species_id',
  'association_id',
  'size',
  'good_with_children',
  'good_with_cats',
  'good_with_dogs',
  'identification_type',
  'identification_number',
  'sterilised',
  'adopted_at',
  'video_url',
  'urgent',
  'urgent_reason',
  'hidden_at',
] as const satisfies readonly (keyof Animal)[];
type AnimalRow = Pick<Animal, (typeof ANIMAL_COLUMNS)[number]> & {
  /** 1 when the moderation lets the public see it (VISIBLE). */
  visible: number | string;
  species_name: string;
  name_association: string;
  association_city: string;
  association_verified_at: Date | string | null;
};
const ANIMAL_SELECT = ANIMAL_COLUMNS.map((column) => `a.${column}`).join(', ');

/** The day `years` years before `today` (YYYY-MM-DD, UTC), 29 February falling back to the 28th. */
function yearsBefore(today: Date, years: number): string {
  const day = new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate()));
  if (day.getUTCMonth() !== today.getUTCMonth()) day.setUTCDate(0);
  return day.toISOString().slice(0, 10);
}

/** Whether each animal read by select() is publicly visible (the moderation's rule), without a field on the entity. */
const visibility = new WeakMap<Animal, boolean>();

/** The filters of GET /api/animals as SQL over `animals a`, and what `near` found. */
interface AnimalFilter {
  where: string;
  params: unknown[];
  /** near: km to each association in range (empty: nothing in range). */
  distances?: Map<number, number>;
  /** Filters beyond the species (docs/matching.md): the page is then read in two steps (selectPage). */
  narrowed: boolean;
  /** near or department: the animals of some associations only. */
  byAssociation: boolean;
}

/** The catalogue's reads (list with its filters and totals, one animal, an association's animals), apart from the writes of AnimalsService. */
@Injectable()
export class CatalogueQueries {
  constructor(
    private readonly requests: RequestsService,
    private readonly db: DatabaseService,
    private readonly geo: GeoService,
    private readonly totals: ListTotals,
  ) {}

  /**
   * Animal columns plus species and association name in one query; requests follow in a second one. Plain SQL on
   * purpose: these are the hottest reads, and building the query and hydrating entities cost more CPU than the
   * database did (bench/api.js). LEFT joins (the foreign keys are NOT NULL, so the rows are the same) pin animals
   * as the driving table: with inner joins MariaDB started from associations and sorted every joined row before
   * LIMIT (300 ms at 100k animals). The text is the same on MySQL and SQLite.
   */
  private async select(where: string, params: unknown[], tail = '', order = 'a.id'): Promise<Animal[]> {
    const rows: AnimalRow[] = await this.db.dataSource.query(
      `SELECT ${ANIMAL_SELECT}, s.name AS species_name, asso.name_association, asso.city AS association_city,
              asso.verified_at AS association_verified_at, (CASE WHEN ${VISIBLE} THEN 1 ELSE 0 END) AS visible
         FROM animals a LEFT JOIN species s ON s.id = a.species_id LEFT JOIN associations asso ON asso.id = a.association_id
         ${where} ORDER BY ${order}${tail}`,
      params,
    );
    // Column by column rather than a rest copy: past about 20 columns V8 left the rest-and-assign path's fast mode
    // and mapping 24 rows took ten times as long (docs/performance.md, builds compared round by round).
    return rows.map((row) => {
      const animal = new Animal();
      for (const column of ANIMAL_COLUMNS) (animal as unknown as Record<string, unknown>)[column] = row[column];
      visibility.set(animal, Number(row.visible) === 1);
      animal.species = { id: row.species_id, name: row.species_name } as Species;
      animal.association = {
        id: row.association_id,
        name_association: row.name_association,
        city: row.association_city,
        verified_at: row.association_verified_at,
      } as Association;
      return animal;
    });
  }

  /**
   * A filtered page in two reads: the page's ids first, found and sorted within IDX_animals_association_filters
   * (every filter column is in it, so no animal row is read for the hundreds that match at 100k animals), then the
   * rows of those ids. One read would fetch and sort every matching row before LIMIT. For the animals of some
   * associations, MariaDB preferred walking IDX_animals_species in id order (4.6 ms against 2.7 ms at 100k animals):
   * FORCE INDEX, MySQL syntax, is added there only; SQLite's planner picks the index by itself.
   */
  private async selectPage(
    where: string,
    params: unknown[],
    orderParams: unknown[],
    paging: unknown[],
    order: string,
    byAssociation: boolean,
  ): Promise<Animal[]> {
    const hint = byAssociation && !this.db.isSqlite ? ' FORCE INDEX (IDX_animals_association_filters)' : '';
    const rows: { id: number }[] = await this.db.dataSource.query(
      `SELECT a.id FROM animals a${hint} ${where} ORDER BY ${order} LIMIT ? OFFSET ?`,
      [...params, ...orderParams, ...paging],
    );
    if (!rows.length) return [];
    const ids = rows.map((row) => Number(row.id));
    const animals = await this.select(`WHERE a.id IN (${ids.map(() => '?').join(', ')})`, ids);
    const position = new Map(ids.map((id, index) => [id, index]));
    return animals.sort((x, y) => (position.get(x.id) ?? 0) - (position.get(y.id) ?? 0));
  }

  private total(where: string, params: unknown[]): Promise<number> {
    return this.totals.get(`${where}|${JSON.stringify(params)}`, async () => {
      const [row]: { total: number | string }[] = await this.db.dataSource.query(
        `SELECT COUNT(*) AS total FROM animals a ${where}`,
        params,
      );
      return Number(row.total);
    });
  }

  private async present(animals: Animal[], withIdentity = false): Promise<AnimalView[]> {
    const requests = await this.requests.summariesFor(animals.map((a) => a.id));
    const byAnimal = new Map<number, FosterRequest[]>();
    for (const request of requests) {
      const animalId = request.animal_id as number;
      byAnimal.set(animalId, [...(byAnimal.get(animalId) ?? []), request]);
    }
    return animals.map((animal) => {
      const view = presentAnimal(animal, byAnimal.get(animal.id), withIdentity);
      // Only an own read gets here with a hidden animal (the public ones filter it out).
      if (animal.hidden_at) view.moderated = MODERATED_CONTENT;
      return view;
    });
  }

  /**
   * Associations within `radiusKm` of a postal code: the bounding box on the indexed (latitude, longitude) of
   * associations first, then the exact distance in JS on the few rows inside. Animals are then filtered by
   * association id (IDX_animals_association), so no distance is ever computed per animal.
   */
  private async associationsNear(postalCode: string, radiusKm: number): Promise<Map<number, number>> {
    const centre = this.geo.centreOf(postalCode);
    if (!centre) throw fieldErrors({ near: MATCHING_MESSAGES.nearUnknown });
    const box = boundingBox(centre.latitude, centre.longitude, radiusKm);
    const rows: { id: number; latitude: number; longitude: number }[] = await this.db.dataSource.query(
      'SELECT id, latitude, longitude FROM associations WHERE latitude BETWEEN ? AND ? AND longitude BETWEEN ? AND ?',
      [box.minLat, box.maxLat, box.minLon, box.maxLon],
    );
    const distances = new Map<number, number>();
    for (const row of rows) {
      const km = haversineKm(centre.latitude, centre.longitude, Number(row.latitude), Number(row.longitude));
      if (km <= radiusKm) distances.set(row.id, km);
    }
    return distances;
  }

  private async filterOf(query: AnimalListQuery): Promise<AnimalFilter> {
    const clauses: string[] = [];
    const params: unknown[] = [];
    if (query.species) {
      clauses.push('a.species_id = ?');
      params.push(query.species);
    }
    if (query.sex) {
      clauses.push('a.gender = ?');
      params.push(query.sex);
    }
    if (query.size) {
      clauses.push('a.size = ?');
      params.push(query.size);
    }
    if (query.age) {
      // Ages in whole years on the day of the query: young < 1, adult 1..7, senior >= 8.
      const today = new Date();
      const oneYear = yearsBefore(today, 1);
      const eightYears = yearsBefore(today, 8);
      if (query.age === 'young') {
        clauses.push('a.date_of_birth > ?');
        params.push(oneYear);
      } else if (query.age === 'adult') {
        clauses.push('a.date_of_birth > ? AND a.date_of_birth <= ?');
        params.push(eightYears, oneYear);
      } else {
        clauses.push('a.date_of_birth <= ?');
        params.push(eightYears);
      }
    }
    // Known to be good with each: unknown (NULL) is not yes.
    for (const key of query.good_with ?? []) clauses.push(`a.${GOOD_WITH_COLUMNS[key]} = 1`);
    if (query.department) {
      clauses.push('a.association_id IN (SELECT id FROM associations WHERE department = ?)');
      params.push(query.department);
    }
    if (query.available) {
      // Neither housed nor adopted (docs/product.md#animal-identification); adopted_at is in the filter index too.
      clauses.push(
        `a.adopted_at IS NULL AND NOT EXISTS (SELECT 1 FROM requests r WHERE r.animal_id = a.id AND ${housingSql('r')})`,
      );
      params.push(HOUSING_STATUS);
    }
    // Only the animals marked urgent (docs/product.md#urgent-appeals); false is no filter.
    if (query.urgent) clauses.push('a.urgent = 1');
    let distances: Map<number, number> | undefined;
    if (query.near) {
      distances = await this.associationsNear(query.near, query.radius_km ?? NEAR_RADIUS_DEFAULT_KM);
      const ids = [...distances.keys()].sort((x, y) => x - y);
      clauses.push(ids.length ? `a.association_id IN (${ids.map(() => '?').join(', ')})` : '1 = 0');
      params.push(...ids);
    }
    const narrowed = clauses.length > (query.species ? 1 : 0);
    // Never what the moderation took off (docs/administration.md#moderation).
    clauses.push(VISIBLE);
    const byAssociation = Boolean(query.near || query.department);
    return {
      where: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '',
      params,
      distances,
      narrowed,
      byAssociation,
    };
  }

  async list(query: AnimalListQuery): Promise<{ animals: AnimalView[]; total: number }> {
    const { limit, offset } = query;
    const { where, params, distances, narrowed, byAssociation } = await this.filterOf(query);
    if (distances && distances.size === 0) return { animals: [], total: 0 };
    const paged = limit !== undefined || offset !== undefined;
    const paging = paged ? [limit ?? 1_000_000_000, offset ?? 0] : [];
    let order = 'a.id';
    const orderParams: unknown[] = [];
    if (query.sort === 'distance' && distances) {
      order = `CASE a.association_id ${[...distances].map(() => 'WHEN ? THEN ?').join(' ')} END, a.id`;
      for (const [id, km] of distances) orderParams.push(id, km);
    }
    // The home page shows the urgent animals first (docs/product.md#urgent-appeals).
    if (query.sort === 'urgent') order = 'a.urgent DESC, a.id';
    const [animals, total] = await Promise.all([
      paged && narrowed
        ? this.selectPage(where, params, orderParams, paging, order, byAssociation)
        : this.select(where, [...params, ...orderParams, ...paging], paged ? ' LIMIT ? OFFSET ?' : '', order),
      this.total(where, params),
    ]);
    const views = await this.present(animals);
    if (distances)
      for (const view of views) view.distance_km = Math.round((distances.get(view.association_id) ?? 0) * 10) / 10;
    return { animals: views, total };
  }

  /**
   * seesIdentity: whether the caller may see the identification of an animal of that association (AnimalsService).
   * seesModerated: whether the caller is of that association, which still reads its animal once hidden, marked so;
   * for anyone else a hidden animal, or one of a suspended association, is not found.
   */
  async findOne(
    id: number,
    seesIdentity: (associationId: number) => boolean = () => false,
    seesModerated: (associationId: number) => boolean = () => false,
  ): Promise<AnimalView> {
    const [animal] = await this.select('WHERE a.id = ?', [id]);
    if (!animal || (!visibility.get(animal) && !seesModerated(animal.association_id))) throw notFound();
    const [view] = await this.present([animal], seesIdentity(animal.association_id));
    // The detail's own field (docs/product.md#animal-gallery); the list's answer stays as it was.
    view.video_url = animal.video_url ?? null;
    return view;
  }

  /**
   * The public API's page (docs/public-api.md): never an adopted animal, a housed one unless `available`, in id
   * order. Each filter is one clause over a column of IDX_animals_association_filters or the requests' index.
   */
  async publicPage(query: PublicAnimalListQuery): Promise<{ animals: AnimalView[]; total: number }> {
    const clauses = ['a.adopted_at IS NULL', VISIBLE];
    const params: unknown[] = [];
    if (query.association_id !== undefined) {
      clauses.push('a.association_id = ?');
      params.push(query.association_id);
    }
    if (query.species !== undefined) {
      clauses.push('a.species_id = ?');
      params.push(query.species);
    }
    if (query.urgent !== undefined) {
      clauses.push('a.urgent = ?');
      params.push(query.urgent ? 1 : 0);
    }
    if (query.available) {
      clauses.push(`NOT EXISTS (SELECT 1 FROM requests r WHERE r.animal_id = a.id AND ${housingSql('r')})`);
      params.push(HOUSING_STATUS);
    }
    const where = `WHERE ${clauses.join(' AND ')}`;
    const [animals, total] = await Promise.all([
      this.select(where, [...params, query.limit ?? 20, query.offset ?? 0], ' LIMIT ? OFFSET ?'),
      this.total(where, params),
    ]);
    return { animals: await this.present(animals), total };
  }

  /** One animal for the public API: an adopted one is not found, like one that never was. */
  async publicOne(id: number): Promise<AnimalView> {
    const [animal] = await this.select(`WHERE a.id = ? AND a.adopted_at IS NULL AND ${VISIBLE}`, [id]);
    if (!animal) throw notFound();
    const [view] = await this.present([animal]);
    return view;
  }

  /** Whether a visitor may see the animal (the page statuses of the web server). */
  async publicExists(id: number): Promise<boolean> {
    const rows: unknown[] = await this.db.dataSource.query(`SELECT a.id FROM animals a WHERE a.id = ? AND ${VISIBLE}`, [
      id,
    ]);
    return rows.length > 0;
  }

  /** The animals of these ids as the list shows them (any order; an unknown or moderated id is left out). */
  async views(ids: number[]): Promise<AnimalView[]> {
    if (!ids.length) return [];
    return this.present(await this.select(`WHERE a.id IN (${ids.map(() => '?').join(', ')}) AND ${VISIBLE}`, ids));
  }

  /** `own`: the association's own read, which keeps its hidden animals, marked (Animal.moderated). */
  async listForAssociation(associationId: number, own = false): Promise<AnimalView[]> {
    return this.present(
      await this.select(own ? 'WHERE a.association_id = ?' : `WHERE a.association_id = ? AND ${VISIBLE}`, [
        associationId,
      ]),
    );
  }
}
