import { Injectable } from '@nestjs/common';
import {
  MODERATION_LIMITS,
  REPORT_STATUSES,
  type AdminReport,
  type ReportReceipt,
  type ReportTarget,
} from '@petfoster/contracts';
import type { AdminReportsQuery, ModerationReasonInput } from '@petfoster/contracts/schemas';
import type { EntityManager } from 'typeorm';
import { requireAccess } from '../access/require-access';
import { AdminAudit } from '../admin/admin-audit';
import type { AuthUser } from '../common/auth.decorators';
import { apiError } from '../common/api-error';
import { notFound } from '../common/permissions';
import { Animal } from '../data-model/animal.entity';
import { MessageRow } from '../data-model/message.entity';
import { ReportRow } from '../data-model/report.entity';
import { DatabaseService } from '../database/database.service';
import { OutboxService } from '../mail/outbox.service';
import { visibleAnimalSql, visibleAssociationSql } from './public-visibility';
import { presentReports } from './report-queue';
import { closeReportsOn, insertReport } from './report-store';

/**
 * Reports and what administrators decide about them (docs/administration.md#reports): anyone signed in reports an
 * animal or an association of the public pages (a message's report is the conversations' route, in the same
 * table); the queue; a dismissal; hiding a message or an animal, which closes its open reports as actioned. Each
 * administrator action writes its audit entry, and the author's mail, in its own transaction.
 */
@Injectable()
export class ReportsService {
  constructor(
    private readonly db: DatabaseService,
    private readonly outbox: OutboxService,
  ) {}

  /** POST /api/animals/{id}/report: an animal of the public pages (a hidden one is not found). */
  reportAnimal(user: AuthUser | undefined, animalId: number, input: ModerationReasonInput): Promise<ReportReceipt> {
    const caller = requireAccess(user, 'animal.report');
    return this.report(
      caller.userId,
      'animal',
      animalId,
      input.reason,
      `SELECT a.id FROM animals a
      WHERE a.id = ? AND ${visibleAnimalSql('a')}`,
    );
  }

  /** POST /api/associations/{id}/report: an association of the public pages. */
  reportAssociation(
    user: AuthUser | undefined,
    associationId: number,
    input: ModerationReasonInput,
  ): Promise<ReportReceipt> {
    const caller = requireAccess(user, 'association.report');
    return this.report(
      caller.userId,
      'association',
      associationId,
      input.reason,
      `SELECT a.id FROM associations a
      WHERE a.id = ? AND ${visibleAssociationSql('a')}`,
    );
  }

  private async report(
    reporterUserId: number,
    target: ReportTarget,
    targetId: number,
    reason: string,
    findSql: string,
  ): Promise<ReportReceipt> {
    const id = await this.db.write(async (manager) => {
      const found: unknown[] = await manager.query(findSql, [targetId]);
      if (!found.length) throw notFound();
      return insertReport(manager, { target, targetId, reporterUserId, reason }, new Date());
    });
    return { id, status: REPORT_STATUSES.open };
  }

  /** GET /api/admin/reports: `open` by default, oldest first (first come, first examined). */
  async list(user: AuthUser | undefined, query: AdminReportsQuery): Promise<{ reports: AdminReport[]; total: number }> {
    requireAccess(user, 'admin.reports');
    const manager = this.db.dataSource.manager;
    const page = manager
      .getRepository(ReportRow)
      .createQueryBuilder('r')
      .where('r.status = :status', { status: query.status ?? REPORT_STATUSES.open });
    if (query.target_type) page.andWhere('r.target_type = :target', { target: query.target_type });
    const [rows, total] = await page
      .orderBy('r.created_at', 'ASC')
      .addOrderBy('r.id', 'ASC')
      .take(query.limit ?? MODERATION_LIMITS.pageDefault)
      .skip(query.offset ?? 0)
      .getManyAndCount();
    return { reports: await presentReports(manager, rows), total };
  }

  /** POST /api/admin/reports/{id}/dismiss: an open report only (409 report_closed otherwise). */
  async dismiss(user: AuthUser | undefined, reportId: number): Promise<AdminReport> {
    const admin = requireAccess(user, 'admin.reportDismiss');
    await this.db.write(async (manager) => {
      const report = await manager.getRepository(ReportRow).findOne({ where: { id: reportId } });
      if (!report) throw notFound();
      // Conditional: of two concurrent decisions, one closes it and the other is told.
      const result = await manager
        .createQueryBuilder()
        .update(ReportRow)
        .set({ status: REPORT_STATUSES.dismissed, open_flag: null, decided_at: new Date(), decided_by: admin.userId })
        .where('id = :id AND status = :open', { id: reportId, open: REPORT_STATUSES.open })
        .execute();
      if (!result.affected) throw apiError('report_closed');
      await AdminAudit.record(manager, {
        adminUserId: admin.userId,
        action: 'report.dismissed',
        target: { type: 'report', id: reportId },
        details: { target_type: report.target_type, target_id: report.target_id },
      });
    });
    const manager = this.db.dataSource.manager;
    const row = await manager.getRepository(ReportRow).findOneOrFail({ where: { id: reportId } });
    const [report] = await presentReports(manager, [row]);
    return report;
  }

  /**
   * POST /api/admin/messages/{id}/hide: kept, but every reader gets MODERATED_CONTENT instead of its text and images;
   * its open reports are actioned; its author is mailed the reason. Hiding it again changes nothing.
   */
  async hideMessage(user: AuthUser | undefined, messageId: number, input: ModerationReasonInput): Promise<void> {
    const admin = requireAccess(user, 'admin.hideContent');
    await this.db.write(async (manager) => {
      const [message]: Array<Record<string, unknown>> = await manager.query(
        `SELECT m.id AS id, m.author_user_id AS author_user_id, m.hidden_at AS hidden_at,
                COALESCE(an.name, r.animal_name) AS animal_name
           FROM messages m JOIN requests r ON r.id = m.request_id LEFT JOIN animals an ON an.id = r.animal_id
          WHERE m.id = ?`,
        [messageId],
      );
      if (!message) throw notFound();
      if (message.hidden_at !== null && message.hidden_at !== undefined) return;
      const now = new Date();
      await manager.getRepository(MessageRow).update({ id: messageId }, { hidden_at: now });
      await closeReportsOn(manager, 'message', messageId, admin.userId, now);
      await AdminAudit.record(manager, {
        adminUserId: admin.userId,
        action: 'message.hidden',
        target: { type: 'message', id: messageId },
        details: { reason: input.reason },
      });
      if (message.author_user_id !== null)
        await this.outbox.enqueue(manager, {
          kind: 'content_hidden',
          userId: Number(message.author_user_id),
          data: { target: 'message', name: String(message.animal_name ?? ''), reason: input.reason },
        });
    });
  }

  /**
   * POST /api/admin/animals/{id}/hide: the animal leaves every public place (public-visibility.ts); its association
   * still sees it, marked; its open reports are actioned; the association's main account is mailed the reason.
   */
  async hideAnimal(user: AuthUser | undefined, animalId: number, input: ModerationReasonInput): Promise<void> {
    const admin = requireAccess(user, 'admin.hideContent');
    await this.db.write(async (manager) => {
      const animal = await this.findAnimal(manager, animalId);
      if (!animal) throw notFound();
      if (animal.hidden_at) return;
      const now = new Date();
      await manager.getRepository(Animal).update({ id: animalId }, { hidden_at: now });
      await closeReportsOn(manager, 'animal', animalId, admin.userId, now);
      await AdminAudit.record(manager, {
        adminUserId: admin.userId,
        action: 'animal.hidden',
        target: { type: 'animal', id: animalId },
        details: { reason: input.reason },
      });
      await this.outbox.enqueue(manager, {
        kind: 'content_hidden',
        userId: animal.owner_id,
        data: { target: 'animal', name: animal.name, reason: input.reason },
      });
    });
  }

  private async findAnimal(
    manager: EntityManager,
    id: number,
  ): Promise<{ name: string; hidden_at: unknown; owner_id: number } | null> {
    const [row]: Array<Record<string, unknown>> = await manager.query(
      `SELECT a.name AS name, a.hidden_at AS hidden_at, asso.user_id AS owner_id
         FROM animals a JOIN associations asso ON asso.id = a.association_id WHERE a.id = ?`,
      [id],
    );
    return row ? { name: String(row.name), hidden_at: row.hidden_at ?? null, owner_id: Number(row.owner_id) } : null;
  }
}
