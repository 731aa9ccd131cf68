import {
  DEFAULT_PLACEMENT_COSTS,
  identificationText,
  PLACEMENT_LIMITS,
  PLACEMENT_STATUSES,
  type PlacementEventType,
} from '@petfoster/contracts';
import type { EntityManager } from 'typeorm';
import { Animal } from '../data-model/animal.entity';
import { Family } from '../data-model/family.entity';
import { PlacementEventRow, PlacementRow } from '../data-model/placement.entity';
import { FosterRequest } from '../data-model/request.entity';
import { User } from '../data-model/user.entity';
import { insertRow } from '../database/insert-row';

/*
 * The writes every step of a placement makes (docs/product.md#placements), in the caller's transaction: the register's
 * copy of the animal and the family, and the timeline. Plain functions of a transaction's manager: the request's
 * approval opens its placement in the approval's own transaction (PlacementsService.open).
 */

/** The register's copy (docs/product.md#placements-register): what the animal and the family are at this step. */
export type RegisterCopy = Pick<
  PlacementRow,
  | 'animal_name'
  | 'species_id'
  | 'identification'
  | 'family_lastname'
  | 'family_firstname'
  | 'family_address'
  | 'family_zip_code'
  | 'family_city'
>;

/**
 * The copy read from the live rows; a row that is gone (an animal deleted, a family's account erased) leaves its part
 * of `previous` as it was.
 */
export async function registerCopy(
  manager: EntityManager,
  ids: { animal_id: number | null; family_id: number },
  previous?: RegisterCopy,
): Promise<RegisterCopy> {
  const animal = ids.animal_id
    ? await manager.getRepository(Animal).findOne({
        where: { id: ids.animal_id },
        select: { id: true, name: true, species_id: true, identification_type: true, identification_number: true },
      })
    : null;
  const family = await manager
    .createQueryBuilder(Family, 'f')
    .innerJoin(User, 'u', 'u.id = f.user_id')
    .select(['f.address AS address', 'f.zip_code AS zip_code', 'f.city AS city'])
    .addSelect(['u.firstname AS firstname', 'u.lastname AS lastname'])
    .where('f.id = :id', { id: ids.family_id })
    .getRawOne<{ address: string; zip_code: string; city: string; firstname: string; lastname: string }>();
  const animalPart = animal
    ? {
        animal_name: animal.name,
        species_id: animal.species_id,
        identification: identificationText(animal.identification_type, animal.identification_number),
      }
    : previous
      ? { animal_name: previous.animal_name, species_id: previous.species_id, identification: previous.identification }
      : null;
  if (!animalPart) throw new Error('a placement needs its animal when it opens');
  const familyPart = family
    ? {
        family_lastname: family.lastname,
        family_firstname: family.firstname,
        family_address: family.address,
        family_zip_code: family.zip_code,
        family_city: family.city,
      }
    : {
        family_lastname: previous?.family_lastname ?? null,
        family_firstname: previous?.family_firstname ?? null,
        family_address: previous?.family_address ?? null,
        family_zip_code: previous?.family_zip_code ?? null,
        family_city: previous?.family_city ?? null,
      };
  return { ...animalPart, ...familyPart };
}

/** 'Julie Martin', the name the timeline shows for an account. */
export async function accountName(manager: EntityManager, userId: number): Promise<string | null> {
  const user = await manager
    .getRepository(User)
    .findOne({ where: { id: userId }, select: { id: true, firstname: true, lastname: true } });
  return user ? `${user.firstname} ${user.lastname}`.slice(0, 201) : null;
}

/** A line of the timeline; `actorUserId` null for the platform's own steps. */
export async function recordPlacementEvent(
  manager: EntityManager,
  placementId: number,
  type: PlacementEventType,
  actorUserId: number | null,
  at: Date,
  detail: string | null = null,
): Promise<void> {
  await insertRow(manager, PlacementEventRow, {
    placement_id: placementId,
    type,
    at,
    actor_user_id: actorUserId,
    actor_name: actorUserId === null ? null : await accountName(manager, actorUserId),
    detail: detail === null ? null : detail.slice(0, 500),
  });
}

/**
 * The association approved a request (RequestsService.decide, in its transaction): its placement opens, 'À préparer',
 * one per request (the unique request_id).
 */
export async function openPlacement(manager: EntityManager, requestId: number, actorUserId: number): Promise<number> {
  const request = await manager.getRepository(FosterRequest).findOne({
    where: { id: requestId },
    select: { id: true, animal_id: true, family_id: true, association_id: true },
  });
  if (!request) throw new Error('an approved request exists');
  const now = new Date();
  const id = await insertRow(manager, PlacementRow, {
    request_id: request.id,
    association_id: request.association_id,
    family_id: request.family_id,
    animal_id: request.animal_id,
    status: PLACEMENT_STATUSES.draft,
    contract_version: 0,
    notice_days: PLACEMENT_LIMITS.noticeDaysDefault,
    cost_veterinary: DEFAULT_PLACEMENT_COSTS.veterinary,
    cost_food: DEFAULT_PLACEMENT_COSTS.food,
    cost_supplies: DEFAULT_PLACEMENT_COSTS.supplies,
    ...(await registerCopy(manager, request)),
    created_at: now,
    updated_at: now,
  });
  await recordPlacementEvent(manager, id, 'created', actorUserId, now);
  return id;
}
