import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  dayInParis,
  excerpt,
  FAMILY_PRESENTATION_EXCERPT,
  FAMILY_SEARCH_PAGE_MAX,
  Family as FamilyView,
  FamilyByUser,
  FamilySearchResult,
  MATCHING_MESSAGES,
  NEAR_RADIUS_DEFAULT_KM,
  REQUEST_STATUS,
  ROLES,
} from '@petfoster/contracts';
import { Not, Repository } from 'typeorm';
import type { AuthUser } from '../auth/auth.decorators';
import { AccountWrites } from '../common/account-writes';
import { fieldErrors } from '../common/field-errors';
import { forbidden, notFound, requireRole } from '../common/permissions';
import { acceptedSpecies, presentFamily } from '../common/presenters';
import { GeoService } from '../geo/geo.service';
import { boundingBox } from '../geo/normalize';
import { Invitation } from '../invitations/entities/invitation.entity';
import { FosterRequest } from '../requests/entities/request.entity';
import { RequestMails } from '../requests/request-mails';
import { Family } from './entities/family.entity';
import type { FamilyRegistrationInput, FamilySearchQuery, FamilyUpdateInput } from '@petfoster/contracts/dist/schemas';

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

const day = (value: string | Date | null): string | null =>
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

@Injectable()
export class FamiliesService {
  constructor(
    @InjectRepository(Family) private readonly families: Repository<Family>,
    @InjectRepository(FosterRequest) private readonly requests: Repository<FosterRequest>,
    private readonly accounts: AccountWrites,
    private readonly geo: GeoService,
    private readonly requestMails: RequestMails,
  ) {}

  private async load(id: number): Promise<Family> {
    const family = await this.families
      .createQueryBuilder('f')
      .innerJoin('f.user', 'u')
      .addSelect(['u.id', 'u.lastname', 'u.firstname', 'u.email', 'u.notifications_enabled'])
      .innerJoin('f.housing_type', 'h')
      .addSelect(['h.id', 'h.houseType'])
      .where('f.id = :id', { id })
      .getOne();
    if (!family) throw notFound();
    return family;
  }

  /** Contact details only for the family itself or an association that received a request from it. */
  private async canSeeContact(viewer: AuthUser | undefined, familyId: number): Promise<boolean> {
    if (!viewer) return false;
    if (viewer.role === ROLES.family) return viewer.familyId === familyId;
    return this.requests.exists({ where: { family_id: familyId, association_id: viewer.associationId } });
  }

  async findOne(viewer: AuthUser | undefined, id: number): Promise<FamilyView> {
    const family = await this.load(id);
    const own = viewer?.role === ROLES.family && viewer.familyId === id;
    return presentFamily(family, await this.canSeeContact(viewer, id), own);
  }

  /**
   * GET /api/families/search: families that opted in ('Je souhaite être visible des associations'), and only what a
   * stranger may see of them (FamilySearchResult): the SELECT names those columns and nothing else, so address,
   * phone, e-mail and last name never leave the database. Paged in SQL, ordered by id; with `near`, the bounding box
   * on the indexed (visible, latitude, longitude) narrows the rows, and the database computes the exact distance on
   * those, keeps the ones within the radius, orders them by distance (then id) and applies LIMIT/OFFSET: only the
   * page's rows reach the API, however many families the radius covers.
   */
  async search(user: AuthUser, query: FamilySearchQuery): Promise<{ families: FamilySearchResult[]; total: number }> {
    requireRole(user, ROLES.association);
    const clauses = ['f.visible = 1', 'f.user_id IS NOT NULL'];
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
      const box = boundingBox(centre.latitude, centre.longitude, radius);
      clauses.push('f.latitude BETWEEN ? AND ? AND f.longitude BETWEEN ? AND ?');
      params.push(box.minLat, box.maxLat, box.minLon, box.maxLon);
      const term = haversineTermSql(centre.latitude, centre.longitude);
      const inRange = `WHERE ${clauses.join(' AND ')} AND ${term.sql} <= ?`;
      const inRangeParams = [...params, ...term.params, termWithin(radius)];
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

  async findByUser(userId: number): Promise<FamilyByUser> {
    const family = await this.families
      .createQueryBuilder('f')
      .select(['f.id', 'f.url_image', 'f.url_thumbnail'])
      .innerJoin('f.user', 'u')
      .addSelect(['u.id', 'u.lastname', 'u.firstname'])
      .where('f.user_id = :userId', { userId })
      .getOne();
    if (!family) throw notFound();
    return {
      id: family.user.id,
      lastname: family.user.lastname,
      firstname: family.user.firstname,
      family: { id: family.id, url_image: family.url_image, url_thumbnail: family.url_thumbnail },
    };
  }

  async register(input: FamilyRegistrationInput): Promise<FamilyView> {
    return this.accounts.register(
      ROLES.family,
      input,
      async (manager, shared) => {
        const inserted = await manager.getRepository(Family).insert({
          ...shared,
          garden: input.garden ?? false,
          housing_type_id: input.houseType,
          owned_animals: input.owned_animals,
          visible: input.visible ?? false,
        });
        return inserted.identifiers[0].id as number;
      },
      async (id) => presentFamily(await this.load(id), true, true),
      { visible: input.visible ?? false },
    );
  }

  /** PUT /api/families/{userId}: the path is the user id (docs/product.md#calls) and must be the caller's. */
  async update(user: AuthUser, userId: number, input: FamilyUpdateInput): Promise<FamilyView> {
    if (user.role !== ROLES.family || user.userId !== userId) throw forbidden();
    const current = await this.families.findOne({
      where: { user_id: userId },
      select: { id: true, url_image: true, url_thumbnail: true, zip_code: true, city: true, available_until: true },
    });
    if (!current) throw notFound();
    // A new availability that has already ended would hide the family from every date search without a word; a
    // lapsed date kept as it was does not stop the other changes.
    if (
      input.available_until &&
      input.available_until < dayInParis() &&
      input.available_until !== day(current.available_until)
    )
      throw fieldErrors({ available_until: MATCHING_MESSAGES.availabilityPast });
    const {
      lastname,
      firstname,
      url_image,
      houseType,
      housing_type_id,
      notifications_enabled,
      foster_species,
      ...profile
    } = input;
    // A new postal code or city moves the family: département and coordinates follow.
    const moved =
      profile.zip_code !== undefined || profile.city !== undefined
        ? this.accounts.place(profile.zip_code ?? current.zip_code, profile.city ?? current.city)
        : {};
    const species =
      foster_species === undefined
        ? {}
        : {
            accepts_dogs: foster_species.includes(1),
            accepts_cats: foster_species.includes(2),
            accepts_rabbits: foster_species.includes(3),
          };
    await this.accounts.update({
      userId,
      current,
      imageInput: url_image,
      lastname,
      firstname,
      notificationsEnabled: notifications_enabled,
      writeProfile: async (manager, image) => {
        const changes: Partial<Family> = { ...profile, ...moved, ...species, ...image };
        const housing = housing_type_id ?? houseType;
        if (housing !== undefined) changes.housing_type_id = housing;
        if (Object.keys(changes).length) await manager.getRepository(Family).update({ id: current.id }, changes);
      },
    });
    return presentFamily(await this.load(current.id), true, true);
  }

  /**
   * Deletes the account in one transaction (the image after commit): the user, the family's personal data and its
   * requests. An approved request is a placement, the association's record of where its animal lives (docs/behaviour.md):
   * it stays, attached to the family row emptied of every personal field and detached from the user, with the
   * proposal it answered. The other proposals go (nobody is left to answer them). Each association with a pending or
   * approved request of the family is told by mail, written in the same transaction.
   */
  async remove(user: AuthUser, familyId: number): Promise<void> {
    if (user.role !== ROLES.family || user.familyId !== familyId) throw forbidden();
    await this.accounts.remove(async (manager) => {
      const family = await manager.getRepository(Family).findOne({
        where: { id: familyId },
        select: { id: true, user_id: true, url_image: true, url_thumbnail: true },
      });
      if (!family) throw notFound();
      // Read before anything goes: the mail names the family and the animals.
      await this.requestMails.familyLeft(manager, familyId);
      const requests = manager.getRepository(FosterRequest);
      await requests.delete({ family_id: familyId, status: Not(REQUEST_STATUS.approved) });
      await manager
        .createQueryBuilder()
        .delete()
        .from(Invitation)
        .where('family_id = :familyId', { familyId })
        .andWhere(
          '(request_id IS NULL OR request_id NOT IN (SELECT r.id FROM requests r WHERE r.family_id = :familyId))',
        )
        .execute();
      if (await requests.exists({ where: { family_id: familyId } })) {
        // The motivation is the family's own words: erased with the rest.
        await requests.update({ family_id: familyId }, { motivation: null });
        await manager
          .createQueryBuilder()
          .update(Family)
          .set({
            user_id: () => 'NULL',
            address: '',
            city: '',
            zip_code: '',
            phone_number: '',
            description: '',
            url_image: null,
            url_thumbnail: null,
            garden: false,
            owned_animals: 0,
            department: null,
            latitude: null,
            longitude: null,
            visible: false,
            available_from: null,
            available_until: null,
            deleted_at: new Date(),
          })
          .where('id = :id', { id: familyId })
          .execute();
      } else {
        await manager.getRepository(Family).delete({ id: familyId });
      }
      return { userId: family.user_id, files: [family.url_image, family.url_thumbnail] };
    });
  }
}
