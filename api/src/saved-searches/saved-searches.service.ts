import { Inject, Injectable } from '@nestjs/common';
import {
  CONSENT_CHOICES,
  CONSENT_SOURCES,
  MATCHING_MESSAGES,
  SAVED_SEARCH_FREQUENCY_LABELS,
  SAVED_SEARCHES_MAX,
  savedSearchConsentDetail,
  type ConsentSource,
  type SavedSearch,
  type SavedSearchFrequency,
} from '@petfoster/contracts';
import type { SavedSearchCreateInput, SavedSearchQuery, SavedSearchUpdateInput } from '@petfoster/contracts/schemas';
import { In, type EntityManager } from 'typeorm';
import { requireAccess } from '../access/require-access';
import { recordConsent } from '../consents/consent-log';
import { apiError } from '../common/api-error';
import type { AuthUser } from '../common/auth.decorators';
import { fieldErrors } from '../common/field-errors';
import { notFound } from '../common/permissions';
import { APP_CONFIG, type RuntimeConfig } from '../config/app-config';
import { SavedSearchMatchRow, SavedSearchRow } from '../data-model/saved-search.entity';
import { User } from '../data-model/user.entity';
import { DatabaseService } from '../database/database.service';
import { GeoService } from '../geo/geo.service';
import { verifySavedSearchUnsubscribeToken } from '../mail/unsubscribe-tokens';
import { SavedSearchClock } from './saved-search-clock';
import { filterColumns, queryOf } from './saved-search-filters';
import { matchingSearches } from './saved-search-matcher';

const present = (row: SavedSearchRow): SavedSearch => ({
  id: row.id,
  name: row.name,
  frequency: row.frequency as SavedSearchFrequency,
  query: queryOf(row.query),
  created_at: new Date(row.created_at).toISOString(),
});

/**
 * A family's saved searches (docs/product.md#saved-searches) and the matches their alerts mail. The account is always
 * the token's: no id in a body names it, and a search of another account is a 404 like one that does not exist.
 */
/** A saved search's alerts in the consent log (docs/security.md#consent-log): on unless `off`, the search named. */
function alertsConsent(
  manager: EntityManager,
  userId: number,
  name: string,
  frequency: SavedSearchFrequency,
  source: ConsentSource = CONSENT_SOURCES.settings,
): Promise<void> {
  const detail = savedSearchConsentDetail(name, SAVED_SEARCH_FREQUENCY_LABELS[frequency]);
  return recordConsent(manager, userId, CONSENT_CHOICES.savedSearchAlerts, frequency !== 'off', source, detail);
}

@Injectable()
export class SavedSearchesService {
  constructor(
    private readonly db: DatabaseService,
    private readonly geo: GeoService,
    private readonly clock: SavedSearchClock,
    @Inject(APP_CONFIG) private readonly config: RuntimeConfig,
  ) {}

  async list(user: AuthUser | undefined): Promise<SavedSearch[]> {
    const family = requireAccess(user, 'savedSearch.list');
    const rows = await this.db.dataSource
      .getRepository(SavedSearchRow)
      .find({ where: { user_id: family.userId }, order: { id: 'ASC' } });
    return rows.map(present);
  }

  async create(user: AuthUser | undefined, input: SavedSearchCreateInput): Promise<SavedSearch> {
    const family = requireAccess(user, 'savedSearch.create');
    const columns = this.columnsOf(input.query);
    const id = await this.db.write(async (manager) => {
      const searches = manager.getRepository(SavedSearchRow);
      // Counted under the account's row lock, so that two saves at once never make an eleventh.
      const lock = manager.createQueryBuilder(User, 'u').select('u.id').where('u.id = :id', { id: family.userId });
      if (!this.db.isSqlite) lock.setLock('pessimistic_write');
      await lock.getOne();
      if ((await searches.count({ where: { user_id: family.userId } })) >= SAVED_SEARCHES_MAX)
        throw apiError('saved_searches_full');
      const inserted = await searches.insert({
        ...columns,
        user_id: family.userId,
        name: input.name,
        frequency: input.frequency,
        last_digest_on: null,
        created_at: this.clock.now(),
      });
      await alertsConsent(manager, family.userId, input.name, input.frequency);
      return inserted.identifiers[0].id as number;
    });
    return present(await this.owned(family.userId, id));
  }

  async update(user: AuthUser | undefined, id: number, input: SavedSearchUpdateInput): Promise<SavedSearch> {
    const family = requireAccess(user, 'savedSearch.update');
    const columns = input.query ? this.columnsOf(input.query) : {};
    await this.db.write(async (manager) => {
      const before = await this.owned(family.userId, id, manager);
      await manager.getRepository(SavedSearchRow).update(
        { id, user_id: family.userId },
        {
          ...columns,
          ...(input.name !== undefined ? { name: input.name } : {}),
          ...(input.frequency !== undefined ? { frequency: input.frequency } : {}),
        },
      );
      if (input.frequency !== undefined && input.frequency !== before.frequency)
        await alertsConsent(manager, family.userId, input.name ?? before.name, input.frequency);
      // New filters or no alerts: what was found for the old ones is not mailed.
      if (input.query || input.frequency === 'off')
        await manager.getRepository(SavedSearchMatchRow).delete({ search_id: id });
    });
    return present(await this.owned(family.userId, id));
  }

  async remove(user: AuthUser | undefined, id: number): Promise<void> {
    const family = requireAccess(user, 'savedSearch.delete');
    await this.db.write(async (manager) => {
      const before = await this.owned(family.userId, id, manager);
      await manager.getRepository(SavedSearchMatchRow).delete({ search_id: id });
      await manager.getRepository(SavedSearchRow).delete({ id, user_id: family.userId });
      // Its alerts end with it.
      if (before.frequency !== 'off') await alertsConsent(manager, family.userId, before.name, 'off');
    });
  }

  /**
   * The alert mail's one-click unsubscribe (RFC 8058) and its page: that search's alerts off, nothing else. Public
   * and idempotent; a search deleted since is nothing to turn off.
   */
  async unsubscribe(token: string): Promise<void> {
    requireAccess(undefined, 'savedSearch.unsubscribe');
    const searchId = verifySavedSearchUnsubscribeToken(token, this.config.jwtSecret);
    if (searchId === null) throw apiError('unsubscribe_link_invalid');
    await this.db.write(async (manager) => {
      const before = await manager.getRepository(SavedSearchRow).findOne({ where: { id: searchId } });
      if (before && before.frequency !== 'off')
        await alertsConsent(manager, before.user_id, before.name, 'off', CONSENT_SOURCES.unsubscribeLink);
      await manager.getRepository(SavedSearchRow).update({ id: searchId }, { frequency: 'off' });
      await manager.getRepository(SavedSearchMatchRow).delete({ search_id: searchId });
    });
  }

  /**
   * An animal was posted, or is to foster again: the searches it matches keep it for their next alert, in the
   * caller's transaction (the match exists exactly when the animal does). One indexed query (saved-search-matcher.ts).
   */
  async animalAvailable(manager: EntityManager, animalId: number): Promise<number> {
    const now = this.clock.now();
    const ids = await matchingSearches(manager, animalId, now);
    if (!ids.length) return 0;
    const matches = manager.getRepository(SavedSearchMatchRow);
    const pending = new Set(
      (await matches.find({ where: { animal_id: animalId, search_id: In(ids) }, select: { search_id: true } })).map(
        (row) => row.search_id,
      ),
    );
    const fresh = ids.filter((id) => !pending.has(id));
    for (let start = 0; start < fresh.length; start += 500)
      await matches.insert(
        fresh.slice(start, start + 500).map((search_id) => ({ search_id, animal_id: animalId, created_at: now })),
      );
    return fresh.length;
  }

  private columnsOf(query: SavedSearchQuery) {
    const centre = query.near ? this.geo.centreOf(query.near) : null;
    if (query.near && !centre) throw fieldErrors({ near: MATCHING_MESSAGES.nearUnknown });
    return filterColumns(query, centre);
  }

  private async owned(userId: number, id: number, manager?: EntityManager): Promise<SavedSearchRow> {
    const row = await (manager ?? this.db.dataSource.manager)
      .getRepository(SavedSearchRow)
      .findOne({ where: { id, user_id: userId } });
    if (!row) throw notFound();
    return row;
  }
}
