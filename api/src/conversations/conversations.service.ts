import { Injectable, Logger } from '@nestjs/common';
import { InjectThrottlerStorage, ThrottlerStorage } from '@nestjs/throttler';
import {
  ASSOCIATION_ROLES,
  CONVERSATION_LIMITS as LIMITS,
  REQUEST_STATUS,
  ROLES,
  type AccessUser,
  type ConversationMessage,
  type ConversationSummary,
  type HeaderCounts,
  type ReadMark,
} from '@petfoster/contracts';
import type {
  MarkMessagesReadInput,
  MessageListQuery,
  ReportMessageInput,
  SendMessageInput,
} from '@petfoster/contracts/schemas';
import { In, type EntityManager } from 'typeorm';
import { requireAccess, requireAccessTo } from '../access/require-access';
import type { AuthUser } from '../common/auth.decorators';
import { apiError } from '../common/api-error';
import { AssociationMember } from '../data-model/association-member.entity';
import { Family } from '../data-model/family.entity';
import { ConversationRead, MessageRow, type StoredMessageImage } from '../data-model/message.entity';
import { insertReport } from '../moderation/report-store';
import { FosterRequest } from '../data-model/request.entity';
import { DatabaseService } from '../database/database.service';
import { insertRow } from '../database/insert-row';
import { LiveEventsBus } from '../events/live-events.bus';
import { ImagesService } from '../images/images.service';
import { RequestsService } from '../requests/requests.service';
import { ConversationClock } from './conversation-clock';
import {
  conversationSummaries,
  ensureReadRow,
  messageRecords,
  otherSide,
  sideOf,
} from '../conversation-store/conversation-queries';
import { presentMessage } from '../conversation-store/message.presenter';

/** The request a conversation belongs to, as the access check and the rules read it. */
type ConversationRequest = Pick<FosterRequest, 'id' | 'family_id' | 'association_id' | 'status'>;

/** Every account of each side of a conversation: the family's user, the association's admins and référents. */
interface SideAccounts {
  family: AccessUser[];
  association: AccessUser[];
}

/** The throttler name of the messages' limit (docs/decisions/throttling.md: Redis-shared when REDIS_URL is set). */
const SEND_THROTTLER = 'messages';
const MINUTE_MS = 60 * 1000;

/**
 * Conversations (docs/product.md#conversations): one per foster request, between its family and its association's admins
 * and référents. One access check at the top of each method (the request's parties; a bénévole is refused), then
 * the rules; live events leave once the write has committed.
 */
@Injectable()
export class ConversationsService {
  private readonly logger = new Logger(ConversationsService.name);

  constructor(
    private readonly db: DatabaseService,
    private readonly clock: ConversationClock,
    private readonly images: ImagesService,
    private readonly events: LiveEventsBus,
    private readonly requests: RequestsService,
    @InjectThrottlerStorage() private readonly throttler: ThrottlerStorage,
  ) {}

  /** GET /api/requests/{id}/messages: a page (at most 50), newest last, before `before` when given. */
  async list(user: AuthUser | undefined, requestId: number, query: MessageListQuery): Promise<ConversationMessage[]> {
    const manager = this.db.dataSource.manager;
    const [caller] = await requireAccessTo(user, 'message.list', () => this.findRequest(manager, requestId));
    const records = await messageRecords(manager, requestId, caller.userId, {
      before: query.before,
      limit: query.limit ?? LIMITS.pageMax,
    });
    const side = sideOf(caller);
    return records.reverse().map((record) => presentMessage(record, side));
  }

  /**
   * POST /api/requests/{id}/messages: a refused request's conversation is read-only (409); at most 30 messages a
   * minute per account, every conversation together (429); images through the pipeline (checked, EXIF removed,
   * variants made) before the transaction, removed again if it fails.
   */
  async send(user: AuthUser | undefined, requestId: number, input: SendMessageInput): Promise<ConversationMessage> {
    const [caller, request] = await requireAccessTo(user, 'message.send', () =>
      this.findRequest(this.db.dataSource.manager, requestId),
    );
    if (request.status === REQUEST_STATUS.refused) throw apiError('conversation_read_only');
    await this.throttle(caller.userId);
    const stored: StoredMessageImage[] = [];
    let messageId: number;
    try {
      for (const dataUrl of input.images ?? []) stored.push(await this.images.storeDataUrl(dataUrl));
      messageId = await this.db.write(async (manager) => {
        const current = await this.findRequest(manager, requestId);
        if (!current) throw apiError('conversation_read_only');
        if (current.status === REQUEST_STATUS.refused) throw apiError('conversation_read_only');
        return insertRow(manager, MessageRow, {
          request_id: requestId,
          author_side: sideOf(caller),
          author_user_id: caller.userId,
          author_deleted: false,
          body: input.body,
          images: stored.length ? JSON.stringify(stored) : null,
          created_at: this.clock.now(),
          read_at: null,
        });
      });
    } catch (error) {
      await this.images.remove(...stored.flatMap((image) => [image.url_image, image.url_thumbnail]));
      throw error;
    }
    const manager = this.db.dataSource.manager;
    const [record] = await messageRecords(manager, requestId, caller.userId, { ids: [messageId] });
    const accounts = await this.sideAccounts(manager, request);
    await this.publishMessage(manager, request, messageId, accounts);
    await this.publishCounts(accounts[otherSide(sideOf(caller))]);
    return presentMessage(record, sideOf(caller));
  }

  /**
   * POST /api/requests/{id}/messages/read: the caller's side has read every message up to `up_to` (never moves
   * backwards; a mark beyond the last message stops at it). The other side's messages so passed get their read_at.
   */
  async markRead(user: AuthUser | undefined, requestId: number, input: MarkMessagesReadInput): Promise<ReadMark> {
    const [caller, request] = await requireAccessTo(user, 'message.markRead', () =>
      this.findRequest(this.db.dataSource.manager, requestId),
    );
    const side = sideOf(caller);
    const { mark, moved } = await this.db.write(async (manager) => {
      const row = await ensureReadRow(manager, requestId, side);
      const [last]: Array<{ id: number | string | null }> = await manager.query(
        'SELECT MAX(id) AS id FROM messages WHERE request_id = ?',
        [requestId],
      );
      const wanted = Math.min(input.up_to, Number(last?.id ?? 0));
      if (wanted <= row.read_up_to) return { mark: row.read_up_to, moved: false };
      const now = this.clock.now();
      // Conditional: a concurrent higher mark is kept.
      await manager
        .createQueryBuilder()
        .update(ConversationRead)
        .set({ read_up_to: wanted, read_at: now })
        .where('request_id = :requestId AND side = :side AND read_up_to < :wanted', { requestId, side, wanted })
        .execute();
      await manager
        .createQueryBuilder()
        .update(MessageRow)
        .set({ read_at: now })
        .where('request_id = :requestId AND author_side = :other AND id <= :wanted AND read_at IS NULL', {
          requestId,
          other: otherSide(side),
          wanted,
        })
        .execute();
      return { mark: wanted, moved: true };
    });
    const answer: ReadMark = { request_id: requestId, up_to: mark };
    if (moved) {
      const accounts = await this.sideAccounts(this.db.dataSource.manager, request);
      await this.events.publish(ids(accounts[otherSide(side)]), 'read', answer);
      await this.publishCounts(accounts[side]);
    }
    return answer;
  }

  /** GET /api/me/conversations: the caller's side's conversations, newest activity first (one query). */
  async conversations(user: AuthUser | undefined): Promise<ConversationSummary[]> {
    const caller = requireAccess(user, 'conversation.list');
    if (caller.role === ROLES.association && caller.associationRole === ASSOCIATION_ROLES.benevole) return [];
    return conversationSummaries(this.db.dataSource.manager, caller);
  }

  /**
   * POST /api/messages/{id}/report: into the administrators' queue (docs/administration.md#reports), one open report
   * per account and message (409 report_open); from then on the reporter reads that author's messages with
   * author_reported.
   */
  async report(user: AuthUser | undefined, messageId: number, input: ReportMessageInput): Promise<void> {
    const manager = this.db.dataSource.manager;
    const [caller, message] = await requireAccessTo(user, 'message.report', () => this.findMessage(manager, messageId));
    await this.db.write((writer) =>
      insertReport(
        writer,
        {
          target: 'message',
          targetId: messageId,
          messageId,
          reporterUserId: caller.userId,
          reportedUserId: message.author_user_id,
          reason: input.reason,
        },
        this.clock.now(),
      ),
    );
  }

  private async throttle(userId: number): Promise<void> {
    const record = await this.throttler.increment(
      `${SEND_THROTTLER}:user:${userId}`,
      MINUTE_MS,
      LIMITS.sendsPerMinute,
      0,
      SEND_THROTTLER,
    );
    if (record.isBlocked) throw apiError('messages_too_fast');
  }

  private findRequest(manager: EntityManager, id: number): Promise<ConversationRequest | null> {
    return manager.getRepository(FosterRequest).findOne({
      where: { id },
      select: { id: true, family_id: true, association_id: true, status: true },
    });
  }

  /** A message with its request's parties (the access check's resource). */
  private async findMessage(
    manager: EntityManager,
    id: number,
  ): Promise<{ id: number; author_user_id: number | null; family_id: number; association_id: number } | null> {
    const [row]: Array<Record<string, number | string | null>> = await manager.query(
      `SELECT m.id AS id, m.author_user_id AS author_user_id, r.family_id AS family_id, r.association_id AS association_id
         FROM messages m JOIN requests r ON r.id = m.request_id WHERE m.id = ?`,
      [id],
    );
    if (!row) return null;
    return {
      id: Number(row.id),
      author_user_id: row.author_user_id === null ? null : Number(row.author_user_id),
      family_id: Number(row.family_id),
      association_id: Number(row.association_id),
    };
  }

  private async sideAccounts(manager: EntityManager, request: ConversationRequest): Promise<SideAccounts> {
    const [family, members] = await Promise.all([
      manager.getRepository(Family).findOne({ where: { id: request.family_id }, select: { id: true, user_id: true } }),
      manager.getRepository(AssociationMember).find({
        where: {
          association_id: request.association_id,
          role: In([ASSOCIATION_ROLES.admin, ASSOCIATION_ROLES.referent]),
        },
        select: { user_id: true, role: true },
      }),
    ]);
    return {
      family:
        family?.user_id === null || family?.user_id === undefined
          ? []
          : [{ role: ROLES.family, userId: family.user_id, familyId: family.id }],
      association: members.map((member) => ({
        role: ROLES.association,
        userId: member.user_id,
        associationId: request.association_id,
        associationRole: member.role,
      })),
    };
  }

  /** `message` to every account of both sides, each as it reads it (`mine` per side, `author_reported` per reader). */
  private async publishMessage(
    manager: EntityManager,
    request: ConversationRequest,
    messageId: number,
    accounts: SideAccounts,
  ): Promise<void> {
    try {
      for (const side of ['family', 'association'] as const)
        for (const account of accounts[side]) {
          const [record] = await messageRecords(manager, request.id, account.userId, { ids: [messageId] });
          if (record)
            await this.events.publish([account.userId], 'message', {
              request_id: request.id,
              message: presentMessage(record, side),
            });
        }
    } catch (error) {
      // A lost event is caught up by the next read (LiveEventsBus); the message is stored.
      this.logger.warn(`Événement de message non publié: ${(error as Error).name}`);
    }
  }

  /** `counts` (the header's counts with the unread messages) to each account whose counts changed. */
  private async publishCounts(accounts: AccessUser[]): Promise<void> {
    try {
      for (const account of accounts) {
        const counts = await this.requests.unseenCount(account);
        const header: HeaderCounts = { ...counts, messages: counts.messages ?? 0 };
        await this.events.publish([account.userId], 'counts', header);
      }
    } catch (error) {
      this.logger.warn(`Compteurs non publiés: ${(error as Error).name}`);
    }
  }
}

const ids = (accounts: AccessUser[]) => accounts.map((account) => account.userId);
