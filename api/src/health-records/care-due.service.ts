import { Injectable } from '@nestjs/common';
import {
  CARE_DUE_LIMITS,
  DATED_CARE_TYPES,
  IDENTIFICATION_REQUIRED_SPECIES,
  type CareDue,
  type CareDueItem,
  type DatedCareType,
} from '@petfoster/contracts';
import type { CareDueQuery } from '@petfoster/contracts/schemas';
import { In, IsNull, type EntityManager } from 'typeorm';
import { requireAccess } from '../access/require-access';
import type { AuthUser } from '../common/auth.decorators';
import { Animal } from '../data-model/animal.entity';
import { HealthEntryRow } from '../data-model/health-entry.entity';
import { DatabaseService } from '../database/database.service';
import { addDays, dayOf, HealthClock, minusMonths } from './health-clock';

/** A dated care that decides what is due: the latest entry of its kind (and, for a vaccine, of its name). */
export interface DatedCare {
  entryId: number;
  animalId: number;
  kind: DatedCareType;
  name: string;
  nextDue: string;
}

/**
 * The latest entry of each animal, kind and vaccine (the newest day of care, then the latest added), among rows
 * ordered newest first: a booster recorded since supersedes the earlier entry's next due date. Antiparasitic and
 * deworming treatments count per kind whatever the product (one replaces another).
 */
export function latestDatedCare(rows: HealthEntryRow[]): DatedCare[] {
  const seen = new Set<string>();
  const latest: DatedCare[] = [];
  for (const row of rows) {
    const kind = row.type as DatedCareType;
    const key = `${row.animal_id}:${kind}:${kind === 'vaccination' ? (row.name ?? '').trim().toLowerCase() : ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (row.next_due === null) continue;
    latest.push({
      entryId: row.id,
      animalId: row.animal_id,
      kind,
      name: (kind === 'vaccination' ? row.name : row.product) ?? '',
      nextDue: dayOf(row.next_due),
    });
  }
  return latest;
}

/** Every dated care entry of these animals, newest first (what latestDatedCare reads). */
export function datedEntries(manager: EntityManager, animalIds: number[]): Promise<HealthEntryRow[]> {
  if (!animalIds.length) return Promise.resolve([]);
  return manager.getRepository(HealthEntryRow).find({
    where: { animal_id: In(animalIds), type: In([...DATED_CARE_TYPES]) },
    order: { date: 'DESC', id: 'DESC' },
  });
}

/**
 * What is due in an association (docs/product.md#what-is-due): dated care whose next due date falls within the
 * window or has passed, animals of 6 months or more not known to be sterilised, dogs and cats without
 * identification (CRPM L.212-10). Adopted animals are no longer the association's to care for.
 */
@Injectable()
export class CareDueService {
  constructor(
    private readonly db: DatabaseService,
    private readonly clock: HealthClock,
  ) {}

  async list(user: AuthUser | undefined, associationId: number, query: CareDueQuery): Promise<CareDue> {
    requireAccess(user, 'careDue.list', { associationId });
    const manager = this.db.dataSource.manager;
    const today = this.clock.today();
    const until = addDays(today, query.within_days ?? CARE_DUE_LIMITS.withinDaysDefault);
    const animals = await manager.getRepository(Animal).find({
      where: { association_id: associationId, adopted_at: IsNull() },
      select: {
        id: true,
        name: true,
        species_id: true,
        date_of_birth: true,
        sterilised: true,
        identification_type: true,
        identification_number: true,
      },
    });
    // By name as French readers sort them, the same on both databases (their collations differ).
    animals.sort((a, b) => a.name.localeCompare(b.name, 'fr') || a.id - b.id);
    const byId = new Map(animals.map((animal) => [animal.id, animal]));
    const ref = (id: number) => ({ id, name: byId.get(id)?.name ?? '' });

    const dated: CareDueItem[] = latestDatedCare(
      await datedEntries(
        manager,
        animals.map((animal) => animal.id),
      ),
    )
      .filter((care) => care.nextDue <= until)
      .sort(
        (a, b) => a.nextDue.localeCompare(b.nextDue) || ref(a.animalId).name.localeCompare(ref(b.animalId).name, 'fr'),
      )
      .map((care) => ({ animal: ref(care.animalId), kind: care.kind, name: care.name, next_due: care.nextDue }));

    const bornBy = minusMonths(today, CARE_DUE_LIMITS.sterilisationAgeMonths);
    const sterilisation: CareDueItem[] = animals
      .filter((animal) => animal.sterilised !== true && dayOf(animal.date_of_birth) <= bornBy)
      .map((animal) => ({ animal: ref(animal.id), kind: 'sterilisation' }));
    const identification: CareDueItem[] = animals
      .filter(
        (animal) =>
          IDENTIFICATION_REQUIRED_SPECIES.includes(animal.species_id) &&
          (!animal.identification_type || !animal.identification_number),
      )
      .map((animal) => ({ animal: ref(animal.id), kind: 'identification' }));
    return { due: [...dated, ...sterilisation, ...identification] };
  }
}
