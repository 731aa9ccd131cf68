import type { ActivityAction, ActivityEntity, ActivityFields } from '@petfoster/contracts';
import type { EntityManager } from 'typeorm';
import { ActivityLogRow } from '../data-model/activity-log.entity';
import { User } from '../data-model/user.entity';

/*
 * The writing side of the association's activity log (docs/product.md#association-team). Called inside the write's
 * own transaction (DatabaseService.write), so that an entry exists if and only if its write committed.
 */

/** Who wrote: the member's account and its association (an AssociationAccessUser fits). */
export interface ActivityActor {
  userId: number;
  associationId: number;
}

/** A row as read from the database (or as inserted); null before a creation and after a deletion. */
export type ActivityRow = Record<string, unknown> | null | undefined;

export interface ActivityChange {
  action: ActivityAction;
  entity: ActivityEntity;
  entityId: number | null;
  before?: ActivityRow;
  after?: ActivityRow;
}

/**
 * Keys never logged, whatever the row: passwords, hashes, tokens (token_version too) and secrets. Images are logged
 * as their URL only (see loggedValue).
 */
const SENSITIVE_KEY = /^password|hash|^token|token$|secret/i;

/** A value as the log keeps it: plain scalars, dates as ISO text; bytes, data: URLs and objects never. */
function loggedValue(value: unknown): string | number | boolean | null | undefined {
  if (value === null) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (typeof value === 'string') return /^data:/i.test(value.trim()) ? '(image)' : value;
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'bigint') return value.toString();
  // Buffers, arrays, relations: not a field of the row as a member sees it.
  return undefined;
}

function logged(row: ActivityRow): Map<string, string | number | boolean | null> {
  const fields = new Map<string, string | number | boolean | null>();
  for (const [key, raw] of Object.entries(row ?? {})) {
    if (SENSITIVE_KEY.test(key)) continue;
    const value = loggedValue(raw);
    if (value !== undefined) fields.set(key, value);
  }
  return fields;
}

/** Two values read from the database in two ways (a decimal as text on MariaDB, a flag as 0/1 on SQLite) compare equal. */
const same = (a: unknown, b: unknown) => a === b || (a !== null && b !== null && String(a) === String(b));

/**
 * What changed between two versions of a row: only the fields that differ, on both sides. A creation keeps the
 * fields it set (before: null), a deletion the fields it removed (after: null).
 */
export function changedFields(
  before: ActivityRow,
  after: ActivityRow,
): { before: ActivityFields | null; after: ActivityFields | null } {
  const old = logged(before);
  const now = logged(after);
  if (!before) return { before: null, after: after ? withoutNulls(now) : null };
  if (!after) return { before: withoutNulls(old), after: null };
  const was: ActivityFields = {};
  const is: ActivityFields = {};
  for (const key of new Set([...old.keys(), ...now.keys()])) {
    const a = old.has(key) ? old.get(key)! : null;
    const b = now.has(key) ? now.get(key)! : null;
    if (same(a, b)) continue;
    was[key] = a;
    is[key] = b;
  }
  return { before: was, after: is };
}

function withoutNulls(fields: Map<string, string | number | boolean | null>): ActivityFields {
  return Object.fromEntries([...fields].filter(([, value]) => value !== null));
}

/**
 * Writes one entry of the actor's association log, in the transaction of `manager` (docs/product.md#association-team):
 * the member's 'firstname lastname' read now, and only the fields that changed between `before` and `after`, never
 * a password, hash, token or image bytes. An update that changed nothing logs nothing. Call it after the write
 * itself, with the rows read before and after it in the same transaction.
 */
export async function recordActivity(
  manager: EntityManager,
  actor: ActivityActor,
  change: ActivityChange,
): Promise<void> {
  const { before, after } = changedFields(change.before, change.after);
  if (before && after && Object.keys(after).length === 0) return;
  const user = await manager.getRepository(User).findOne({
    where: { id: actor.userId },
    select: { id: true, firstname: true, lastname: true },
  });
  await manager.getRepository(ActivityLogRow).insert({
    association_id: actor.associationId,
    at: new Date(),
    actor_user_id: user ? actor.userId : null,
    actor_name: user ? `${user.firstname} ${user.lastname}`.trim() : null,
    action: change.action,
    entity: change.entity,
    entity_id: change.entityId,
    before_json: before ? JSON.stringify(before) : null,
    after_json: after ? JSON.stringify(after) : null,
  });
}

/**
 * A member leaves the team (RGPD art. 17, docs/product.md#association-team): what it did stays in the log, attributed
 * to 'Ancien membre', without its name or account id. Call it in the transaction that removes the member, before
 * its account row goes (the foreign key would null the id anyway, never the name).
 */
export async function forgetActor(manager: EntityManager, userId: number): Promise<void> {
  await manager
    .createQueryBuilder()
    .update(ActivityLogRow)
    .set({ actor_user_id: null, actor_name: null })
    .where('actor_user_id = :userId', { userId })
    .execute();
}
