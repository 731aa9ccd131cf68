import {
  CONVERSATION_MESSAGES,
  MODERATION_LIMITS,
  ROLES,
  type AdminReport,
  type ModerationAccount,
  type ModerationMessage,
  type ReportContext,
  type ReportStatus,
  type ReportTarget,
  type Role,
} from '@petfoster/contracts';
import type { EntityManager } from 'typeorm';
import type { ReportRow } from '../data-model/report.entity';
import { isoOf } from '../conversation-store/message.presenter';

/*
 * The administrators' queue as they read it (docs/administration.md#reports): each report with who sent it and the
 * content in context. Accounts are named by ModerationAccount only: never a password, phone or address.
 */

type Raw = Record<string, unknown>;

const num = (value: unknown): number => Number(value);
const isoOrNull = (value: unknown): string | null =>
  value === null || value === undefined ? null : isoOf(value as Date | string);

/** The accounts of these ids, by id (a family's 'Prénom Nom', an association member's association name). */
export async function moderationAccounts(
  manager: EntityManager,
  userIds: number[],
): Promise<Map<number, ModerationAccount>> {
  const ids = [...new Set(userIds)];
  if (!ids.length) return new Map();
  const rows: Raw[] = await manager.query(
    `SELECT u.id AS id, u.role AS role, u.firstname AS firstname, u.lastname AS lastname, u.email AS email,
            u.suspended_at AS suspended_at, asso.name_association AS name_association
       FROM users u
       LEFT JOIN association_members m ON m.user_id = u.id
       LEFT JOIN associations asso ON asso.id = m.association_id
      WHERE u.id IN (${ids.map(() => '?').join(', ')})`,
    ids,
  );
  return new Map(
    rows.map((row) => {
      const role = row.role as Role;
      const name =
        role === ROLES.association && row.name_association
          ? String(row.name_association)
          : `${String(row.firstname)} ${String(row.lastname)}`;
      return [
        num(row.id),
        { user_id: num(row.id), role, name, email: String(row.email), suspended_at: isoOrNull(row.suspended_at) },
      ];
    }),
  );
}

/** Stands for an account that no longer exists (a message's deleted author). */
const goneAccount = (role: Role): ModerationAccount => ({
  user_id: 0,
  role,
  name: CONVERSATION_MESSAGES.deletedAccount,
  email: '',
  suspended_at: null,
});

async function messageContext(manager: EntityManager, messageId: number): Promise<ReportContext | null> {
  const [message]: Raw[] = await manager.query(
    `SELECT m.id AS id, m.request_id AS request_id, COALESCE(an.name, r.animal_name) AS animal_name
       FROM messages m JOIN requests r ON r.id = m.request_id LEFT JOIN animals an ON an.id = r.animal_id
      WHERE m.id = ?`,
    [messageId],
  );
  if (!message) return null;
  const rows: Raw[] = await manager.query(
    `SELECT m.id AS id, m.author_side AS author_side, m.author_user_id AS author_user_id, m.body AS body,
            m.created_at AS created_at, m.hidden_at AS hidden_at
       FROM messages m WHERE m.request_id = ? AND m.id <= ? ORDER BY m.id DESC LIMIT ${MODERATION_LIMITS.contextMessages + 1}`,
    [num(message.request_id), messageId],
  );
  const accounts = await moderationAccounts(
    manager,
    rows.filter((row) => row.author_user_id !== null).map((row) => num(row.author_user_id)),
  );
  // The administrator judges the text as written, hidden or not: `hidden` says what the parties read.
  const present = (row: Raw): ModerationMessage => ({
    id: num(row.id),
    author:
      (row.author_user_id === null ? undefined : accounts.get(num(row.author_user_id))) ??
      goneAccount(row.author_side === 'family' ? ROLES.family : ROLES.association),
    body: row.body === null ? '' : String(row.body),
    sent_at: isoOf(row.created_at as Date | string),
    hidden: row.hidden_at !== null && row.hidden_at !== undefined,
  });
  const [reported, ...before] = rows.map(present);
  return {
    type: 'message',
    request_id: num(message.request_id),
    animal_name: String(message.animal_name ?? ''),
    message: reported,
    before: before.reverse(),
  };
}

async function animalContext(manager: EntityManager, animalId: number): Promise<ReportContext | null> {
  const [row]: Raw[] = await manager.query(
    `SELECT a.id AS id, a.name AS name, s.name AS species, a.description AS description, a.hidden_at AS hidden_at,
            asso.id AS association_id, asso.name_association AS name_association, asso.user_id AS owner_id
       FROM animals a JOIN species s ON s.id = a.species_id JOIN associations asso ON asso.id = a.association_id
      WHERE a.id = ?`,
    [animalId],
  );
  if (!row) return null;
  const owner = (await moderationAccounts(manager, [num(row.owner_id)])).get(num(row.owner_id));
  if (!owner) return null;
  return {
    type: 'animal',
    animal: {
      id: num(row.id),
      name: String(row.name),
      species: String(row.species),
      description: row.description === null ? null : String(row.description),
      hidden: row.hidden_at !== null && row.hidden_at !== undefined,
    },
    association: { id: num(row.association_id), name_association: String(row.name_association) },
    owner,
  };
}

async function associationContext(manager: EntityManager, associationId: number): Promise<ReportContext | null> {
  const [row]: Raw[] = await manager.query(
    `SELECT a.id AS id, a.name_association AS name_association, a.city AS city, a.description AS description,
            a.user_id AS owner_id
       FROM associations a WHERE a.id = ?`,
    [associationId],
  );
  if (!row) return null;
  const owner = (await moderationAccounts(manager, [num(row.owner_id)])).get(num(row.owner_id));
  if (!owner) return null;
  return {
    type: 'association',
    association: {
      id: num(row.id),
      name_association: String(row.name_association),
      city: String(row.city),
      description: row.description === null ? null : String(row.description),
    },
    owner,
  };
}

const CONTEXTS: Record<ReportTarget, (manager: EntityManager, id: number) => Promise<ReportContext | null>> = {
  message: messageContext,
  animal: animalContext,
  association: associationContext,
};

/** The reports as the queue shows them, in the given order. */
export async function presentReports(manager: EntityManager, rows: ReportRow[]): Promise<AdminReport[]> {
  const reporters = await moderationAccounts(
    manager,
    rows.map((row) => num(row.reporter_user_id)),
  );
  const reports: AdminReport[] = [];
  for (const row of rows) {
    const reporter = reporters.get(num(row.reporter_user_id));
    reports.push({
      id: num(row.id),
      target_type: row.target_type,
      target_id: num(row.target_id),
      reason: row.reason,
      status: row.status as ReportStatus,
      created_at: isoOf(row.created_at),
      decided_at: isoOrNull(row.decided_at),
      // The reporter's account is there: the report goes with it (ON DELETE CASCADE).
      reporter: reporter ?? goneAccount(ROLES.family),
      context: await CONTEXTS[row.target_type](manager, num(row.target_id)),
    });
  }
  return reports;
}
