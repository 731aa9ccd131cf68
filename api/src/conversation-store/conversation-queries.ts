import { ASSOCIATION_ROLES, REQUEST_STATUS, ROLES, type ConversationSummary } from '@petfoster/contracts';
import type { EntityManager } from 'typeorm';
import type { AccessUser } from '@petfoster/contracts';
import { ConversationRead, type ConversationSide } from '../data-model/message.entity';
import { isUniqueViolation } from '../database/db-errors';
import { familyName, isoOf, presentMessage, type MessageRecord } from './message.presenter';

/*
 * The conversations' SQL (docs/product.md#conversations), written once for SQLite and MariaDB ('?' placeholders). Each
 * answer is one query: a page of messages, or the caller's whole conversation list with each one's last message and
 * unread count (indexes IDX_messages_request and IDX_messages_request_side).
 */

export const otherSide = (side: ConversationSide): ConversationSide => (side === 'family' ? 'association' : 'family');

export const sideOf = (user: AccessUser): ConversationSide => (user.role === ROLES.family ? 'family' : 'association');

/** The columns of MessageRecord, for messages `m` whose request is `r` and association `a`; `?`: the reader's id. */
const MESSAGE_COLUMNS = `m.id AS id, m.request_id AS request_id, m.author_side AS author_side,
  m.author_user_id AS author_user_id, m.author_deleted AS author_deleted, m.body AS body, m.images AS images,
  m.created_at AS created_at, m.read_at AS read_at, au.firstname AS author_firstname, au.lastname AS author_lastname,
  a.name_association AS association_name,
  m.hidden_at AS hidden_at,
  CASE WHEN EXISTS (SELECT 1 FROM reports mr WHERE mr.reporter_user_id = ? AND mr.target_type = 'message'
    AND mr.reported_user_id = m.author_user_id) THEN 1 ELSE 0 END AS author_reported`;

/** Messages of one conversation, newest first from `before` (excluded), as `readerUserId` sees them. */
export async function messageRecords(
  manager: EntityManager,
  requestId: number,
  readerUserId: number,
  { before, limit, ids }: { before?: number; limit?: number; ids?: number[] } = {},
): Promise<MessageRecord[]> {
  const params: unknown[] = [readerUserId, requestId];
  let where = 'm.request_id = ?';
  if (before !== undefined) {
    where += ' AND m.id < ?';
    params.push(before);
  }
  if (ids?.length) {
    where += ` AND m.id IN (${ids.map(() => '?').join(', ')})`;
    params.push(...ids);
  }
  let sql = `SELECT ${MESSAGE_COLUMNS}
    FROM messages m
    JOIN requests r ON r.id = m.request_id
    JOIN associations a ON a.id = r.association_id
    LEFT JOIN users au ON au.id = m.author_user_id
    WHERE ${where} ORDER BY m.id DESC`;
  if (limit !== undefined) sql += ` LIMIT ${Number(limit)}`;
  return manager.query(sql, params);
}

/** The unread messages of every conversation of the caller's side (the header's `messages`). */
export async function unreadMessages(manager: EntityManager, user: AccessUser): Promise<number> {
  if (user.role === ROLES.association && user.associationRole === ASSOCIATION_ROLES.benevole) return 0;
  const side = sideOf(user);
  const [owner, ownerId] =
    user.role === ROLES.family ? ['r.family_id', user.familyId] : ['r.association_id', user.associationId];
  const [row]: Array<{ n: number | string }> = await manager.query(
    `SELECT COUNT(*) AS n FROM requests r
       JOIN messages m ON m.request_id = r.id AND m.author_side = ?
       LEFT JOIN conversation_reads cr ON cr.request_id = r.id AND cr.side = ?
      WHERE ${owner} = ? AND m.id > COALESCE(cr.read_up_to, 0)`,
    [otherSide(side), side, ownerId],
  );
  return Number(row?.n ?? 0);
}

interface SummaryRecord {
  request_id: number | string;
  request_status: string;
  request_created_at: Date | string;
  animal_id: number | string | null;
  animal_name: string | null;
  animal_thumbnail: string | null;
  association_name: string;
  family_lastname: string | null;
  placement_id: number | string | null;
  unread: number | string;
  m_id: number | string | null;
  m_author_side: ConversationSide | null;
  m_author_user_id: number | string | null;
  m_author_deleted: number | string | boolean | null;
  m_body: string | null;
  m_images: string | null;
  m_created_at: Date | string | null;
  m_read_at: Date | string | null;
  m_firstname: string | null;
  m_lastname: string | null;
  m_reported: number | string | null;
  m_hidden_at: Date | string | null;
}

/** GET /api/me/conversations: every request of the caller's side, newest activity first, in one query. */
export async function conversationSummaries(manager: EntityManager, user: AccessUser): Promise<ConversationSummary[]> {
  const side = sideOf(user);
  const [owner, ownerId] =
    user.role === ROLES.family ? ['r.family_id', user.familyId] : ['r.association_id', user.associationId];
  const rows: SummaryRecord[] = await manager.query(
    `SELECT r.id AS request_id, r.status AS request_status, r.created_at AS request_created_at,
        r.animal_id AS animal_id, COALESCE(an.name, r.animal_name) AS animal_name, an.url_thumbnail AS animal_thumbnail,
        a.name_association AS association_name, fu.lastname AS family_lastname, p.id AS placement_id,
        (SELECT COUNT(*) FROM messages um WHERE um.request_id = r.id AND um.author_side = ?
           AND um.id > COALESCE(cr.read_up_to, 0)) AS unread,
        lm.id AS m_id, lm.author_side AS m_author_side, lm.author_user_id AS m_author_user_id,
        lm.author_deleted AS m_author_deleted, lm.body AS m_body, lm.images AS m_images,
        lm.created_at AS m_created_at, lm.read_at AS m_read_at, lu.firstname AS m_firstname, lu.lastname AS m_lastname,
        lm.hidden_at AS m_hidden_at,
        CASE WHEN lm.author_user_id IS NOT NULL AND EXISTS (SELECT 1 FROM reports mr WHERE mr.reporter_user_id = ?
          AND mr.target_type = 'message' AND mr.reported_user_id = lm.author_user_id) THEN 1 ELSE 0 END AS m_reported
       FROM requests r
       JOIN associations a ON a.id = r.association_id
       JOIN families f ON f.id = r.family_id
       LEFT JOIN users fu ON fu.id = f.user_id
       LEFT JOIN animals an ON an.id = r.animal_id
       LEFT JOIN placements p ON p.request_id = r.id
       LEFT JOIN conversation_reads cr ON cr.request_id = r.id AND cr.side = ?
       LEFT JOIN messages lm ON lm.id = (SELECT MAX(x.id) FROM messages x WHERE x.request_id = r.id)
       LEFT JOIN users lu ON lu.id = lm.author_user_id
      WHERE ${owner} = ?
      ORDER BY COALESCE(lm.created_at, r.created_at) DESC, COALESCE(lm.id, 0) DESC, r.id DESC`,
    [otherSide(side), user.userId, side, ownerId],
  );
  return rows.map((row) => {
    const lastMessage =
      row.m_id === null || row.m_id === undefined
        ? null
        : presentMessage(
            {
              id: row.m_id,
              request_id: row.request_id,
              author_side: row.m_author_side as ConversationSide,
              author_user_id: row.m_author_user_id,
              author_deleted: row.m_author_deleted,
              body: row.m_body,
              images: row.m_images,
              created_at: row.m_created_at as Date | string,
              read_at: row.m_read_at,
              author_firstname: row.m_firstname,
              author_lastname: row.m_lastname,
              association_name: row.association_name,
              author_reported: row.m_reported,
              hidden_at: row.m_hidden_at,
            },
            side,
          );
    const readOnly = row.request_status === REQUEST_STATUS.refused;
    return {
      request_id: Number(row.request_id),
      request_status: row.request_status,
      read_only: readOnly,
      animal: {
        id: Number(row.animal_id ?? 0),
        name: row.animal_name ?? '',
        url_thumbnail: row.animal_thumbnail ?? null,
      },
      other_party:
        side === 'family'
          ? { role: ROLES.association, name: row.association_name }
          : { role: ROLES.family, name: familyName(row.family_lastname) },
      placement_id: row.placement_id === null ? null : Number(row.placement_id),
      last_message: lastMessage,
      unread: Number(row.unread),
      last_activity_at: lastMessage ? lastMessage.created_at : isoOf(row.request_created_at),
    };
  });
}

/** A side's row of conversation_reads, made on first need (a concurrent maker wins; its row is as good). */
export async function ensureReadRow(
  manager: EntityManager,
  requestId: number,
  side: ConversationSide,
): Promise<ConversationRead> {
  const repository = manager.getRepository(ConversationRead);
  const found = await repository.findOne({ where: { request_id: requestId, side } });
  if (found) return found;
  try {
    await repository.insert({ request_id: requestId, side, read_up_to: 0, read_at: null, mailed_up_to: 0 });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  return (await repository.findOne({ where: { request_id: requestId, side } })) as ConversationRead;
}
