import { Injectable } from '@nestjs/common';
import {
  FAMILY_HEALTH_TYPES,
  HEALTH_LIMITS,
  HEALTH_MESSAGES as M,
  PLACEMENT_STATUSES,
  ROLES,
  type AccessAction,
  type HealthEntry,
} from '@petfoster/contracts';
import type { HealthEntryInput } from '@petfoster/contracts/schemas';
import { In, type EntityManager } from 'typeorm';
import { requireAccessTo, type AllowedUser } from '../access/require-access';
import { recordActivity } from '../activity/activity-recorder';
import { apiError } from '../common/api-error';
import type { AuthUser } from '../common/auth.decorators';
import { fieldErrors } from '../common/field-errors';
import { Animal } from '../data-model/animal.entity';
import { HealthEntryRow } from '../data-model/health-entry.entity';
import { PlacementRow } from '../data-model/placement.entity';
import { User } from '../data-model/user.entity';
import { DatabaseService } from '../database/database.service';
import { insertRow } from '../database/insert-row';
import { HealthClock } from './health-clock';
import { columnsOf, loggedEntry, presentHealthEntry } from './health-entry.presenter';

/**
 * An animal as the access policy reads it: its association, and the calling family when it has a signed or active
 * placement of the animal (the policy's `party` then holds for that family; any other family, or a placement that
 * has not been signed or has ended, leaves `family_id` null: 403).
 */
type AnimalWithParties = Pick<Animal, 'id' | 'name' | 'association_id' | 'sterilised'> & { family_id: number | null };
type EntryWithParties = HealthEntryRow & { association_id: number; family_id: number | null };

const HOUR_MS = 60 * 60 * 1000;
/** A placement in which the family keeps the animal's record: the contract signed, not ended. */
const RECORD_SHARED = [PLACEMENT_STATUSES.signed, PLACEMENT_STATUSES.active];

/**
 * The animal's health record (docs/product.md#health-record): the association's admins and référents write every
 * type, the family of a signed or active placement adds visits, weights and treatments and edits or deletes its own
 * for 24 hours; the association's members and that family read it. Every change is one entry of the association's
 * activity log, in the change's transaction. One access check at the top of each method.
 */
@Injectable()
export class HealthRecordsService {
  constructor(
    private readonly db: DatabaseService,
    private readonly clock: HealthClock,
  ) {}

  /** The animal's entries, newest first (by the day of the care, then the latest added). */
  async list(user: AuthUser | undefined, animalId: number): Promise<HealthEntry[]> {
    const manager = this.db.dataSource.manager;
    const [caller] = await requireAccessTo(user, 'health.list', () => this.animal(manager, animalId, user));
    const rows = await manager
      .getRepository(HealthEntryRow)
      .find({ where: { animal_id: animalId }, order: { date: 'DESC', id: 'DESC' } });
    const names = await this.firstnames(manager, rows);
    const now = this.clock.now();
    return rows.map((row) =>
      presentHealthEntry(row, names.get(row.author_user_id ?? 0) ?? '', this.mayChange(caller, row, now) === null),
    );
  }

  async add(user: AuthUser | undefined, animalId: number, input: HealthEntryInput): Promise<HealthEntry> {
    const { id, caller } = await this.db.write(async (manager) => {
      const [allowed, animal] = await requireAccessTo(user, 'health.add', () => this.animal(manager, animalId, user));
      const byFamily = allowed.role === ROLES.family;
      if (byFamily && !FAMILY_HEALTH_TYPES.includes(input.type)) throw apiError('health_type_not_allowed');
      this.checkDates(input);
      const now = this.clock.now();
      const newId = await insertRow(manager, HealthEntryRow, {
        animal_id: animal.id,
        ...columnsOf(input),
        added_by: byFamily ? 'family' : 'association',
        author_user_id: allowed.userId,
        created_at: now,
        updated_at: now,
      });
      const row = await manager.getRepository(HealthEntryRow).findOneByOrFail({ id: newId });
      const actor = { userId: allowed.userId, associationId: animal.association_id };
      await recordActivity(manager, actor, {
        action: 'health.added',
        entity: 'animal',
        entityId: animal.id,
        before: null,
        after: loggedEntry(row),
      });
      if (input.type === 'sterilisation') await this.markSterilised(manager, animal, actor);
      return { id: newId, caller: allowed };
    });
    return this.view(this.db.dataSource.manager, id, caller);
  }

  /** The same type, its fields replaced (a type never changes: another type is another entry). */
  async update(user: AuthUser | undefined, entryId: number, input: HealthEntryInput): Promise<HealthEntry> {
    const caller = await this.db.write(async (manager) => {
      const [allowed, entry] = await requireAccessTo(user, 'health.update', () => this.entry(manager, entryId, user));
      this.requireMayChange(allowed, entry);
      if (input.type !== entry.type) throw fieldErrors({ type: M.typeUnchangeable });
      this.checkDates(input);
      const repository = manager.getRepository(HealthEntryRow);
      const before = await repository.findOneByOrFail({ id: entryId });
      await repository.update({ id: entryId }, { ...columnsOf(input), updated_at: this.clock.now() });
      const after = await repository.findOneByOrFail({ id: entryId });
      await recordActivity(
        manager,
        { userId: allowed.userId, associationId: entry.association_id },
        {
          action: 'health.updated',
          entity: 'animal',
          entityId: entry.animal_id,
          before: loggedEntry(before),
          after: loggedEntry(after),
        },
      );
      return allowed;
    });
    return this.view(this.db.dataSource.manager, entryId, caller);
  }

  /** A deleted sterilisation leaves the animal's `sterilised` as it is: the form of the animal says otherwise. */
  async remove(user: AuthUser | undefined, entryId: number): Promise<void> {
    await this.db.write(async (manager) => {
      const [allowed, entry] = await requireAccessTo(user, 'health.delete', () => this.entry(manager, entryId, user));
      this.requireMayChange(allowed, entry);
      const row = await manager.getRepository(HealthEntryRow).findOneByOrFail({ id: entryId });
      await manager.getRepository(HealthEntryRow).delete({ id: entryId });
      await recordActivity(
        manager,
        { userId: allowed.userId, associationId: entry.association_id },
        {
          action: 'health.deleted',
          entity: 'animal',
          entityId: entry.animal_id,
          before: loggedEntry(row),
          after: null,
        },
      );
    });
  }

  /**
   * Dates of the care are today or before (France); a next due date and a treatment's last day may be later. The
   * API's own clock decides, so the refusal is the same whatever the client's date.
   */
  private checkDates(input: HealthEntryInput): void {
    const today = this.clock.today();
    if (input.type === 'traitement') {
      if (input.from > today) throw fieldErrors({ from: M.fromInFuture });
    } else if (input.date > today) throw fieldErrors({ date: M.dateInFuture });
  }

  /** The association's admins and référents change every entry; the family its own, for 24 hours. */
  private mayChange(
    caller: AllowedUser<AccessAction>,
    row: HealthEntryRow,
    now: Date,
  ): 'health_entry_not_own' | 'health_entry_locked' | 'forbidden' | null {
    if (!caller) return 'forbidden';
    if (caller.role === ROLES.association) return caller.associationRole === 'benevole' ? 'forbidden' : null;
    if (row.added_by !== 'family' || row.author_user_id !== caller.userId) return 'health_entry_not_own';
    const age = now.getTime() - new Date(row.created_at).getTime();
    return age <= HEALTH_LIMITS.familyEditHours * HOUR_MS ? null : 'health_entry_locked';
  }

  private requireMayChange(caller: AllowedUser<AccessAction>, row: HealthEntryRow): void {
    const refusal = this.mayChange(caller, row, this.clock.now());
    if (refusal) throw apiError(refusal);
  }

  /** A sterilisation entry sets the animal's `sterilised` (logged as a change of the animal when it changes it). */
  private async markSterilised(
    manager: EntityManager,
    animal: AnimalWithParties,
    actor: { userId: number; associationId: number },
  ): Promise<void> {
    if (animal.sterilised === true) return;
    await manager.getRepository(Animal).update({ id: animal.id }, { sterilised: true });
    await recordActivity(manager, actor, {
      action: 'animal.updated',
      entity: 'animal',
      entityId: animal.id,
      before: { sterilised: animal.sterilised },
      after: { sterilised: true },
    });
  }

  private async view(manager: EntityManager, id: number, caller: AllowedUser<AccessAction>): Promise<HealthEntry> {
    const row = await manager.getRepository(HealthEntryRow).findOneByOrFail({ id });
    const names = await this.firstnames(manager, [row]);
    return presentHealthEntry(
      row,
      names.get(row.author_user_id ?? 0) ?? '',
      this.mayChange(caller, row, this.clock.now()) === null,
    );
  }

  private async animal(
    manager: EntityManager,
    id: number,
    user: AuthUser | undefined,
  ): Promise<AnimalWithParties | null> {
    const animal = await manager.getRepository(Animal).findOne({
      where: { id },
      select: { id: true, name: true, association_id: true, sterilised: true },
    });
    if (!animal) return null;
    return { ...animal, family_id: await this.sharingFamily(manager, id, user) };
  }

  private async entry(
    manager: EntityManager,
    id: number,
    user: AuthUser | undefined,
  ): Promise<EntryWithParties | null> {
    const row = await manager.getRepository(HealthEntryRow).findOne({ where: { id } });
    if (!row) return null;
    const animal = await manager
      .getRepository(Animal)
      .findOne({ where: { id: row.animal_id }, select: { id: true, association_id: true } });
    if (!animal) return null;
    return Object.assign(row, {
      association_id: animal.association_id,
      family_id: await this.sharingFamily(manager, row.animal_id, user),
    });
  }

  /** The calling family, when it has a signed or active placement of the animal; null otherwise. */
  private async sharingFamily(manager: EntityManager, animalId: number, user: AuthUser | undefined) {
    if (user?.role !== ROLES.family) return null;
    const placed = await manager.getRepository(PlacementRow).exists({
      where: { animal_id: animalId, family_id: user.familyId, status: In(RECORD_SHARED) },
    });
    return placed ? user.familyId : null;
  }

  /** The authors' first names, by user id. */
  private async firstnames(manager: EntityManager, rows: HealthEntryRow[]): Promise<Map<number, string>> {
    const ids = [...new Set(rows.map((row) => row.author_user_id).filter((id): id is number => id !== null))];
    if (!ids.length) return new Map();
    const users = await manager
      .getRepository(User)
      .find({ where: { id: In(ids) }, select: { id: true, firstname: true } });
    return new Map(users.map((one) => [one.id, one.firstname]));
  }
}
