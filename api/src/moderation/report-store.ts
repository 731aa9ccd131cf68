import { apiError } from '../common/api-error';
import type { EntityManager } from 'typeorm';
import type { ReportTarget } from '@petfoster/contracts';
import { ReportRow } from '../data-model/report.entity';
import { insertRow } from '../database/insert-row';
import { isUniqueViolation } from '../database/db-errors';

/** A new open report (docs/administration.md#reports). */
export interface NewReport {
  target: ReportTarget;
  targetId: number;
  reporterUserId: number;
  reason: string;
  /** A message's report: the message (its report goes with it) and its author. */
  messageId?: number;
  reportedUserId?: number | null;
}

/**
 * Writes an open report; a second open one of the same account on the same target is 409 report_open. The unique
 * index UQ_reports_open decides, so that two concurrent requests cannot both pass on either database.
 */
export async function insertReport(manager: EntityManager, report: NewReport, now: Date): Promise<number> {
  try {
    return await insertRow(manager, ReportRow, {
      target_type: report.target,
      target_id: report.targetId,
      message_id: report.messageId ?? null,
      reporter_user_id: report.reporterUserId,
      reported_user_id: report.reportedUserId ?? null,
      reason: report.reason,
      status: 'open',
      open_flag: 1,
      created_at: now,
      decided_at: null,
      decided_by: null,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw apiError('report_open');
    throw error;
  }
}

/** Closes every open report on a target as actioned: its content was hidden. */
export async function closeReportsOn(
  manager: EntityManager,
  target: ReportTarget,
  targetId: number,
  adminUserId: number,
  now: Date,
): Promise<void> {
  await manager
    .createQueryBuilder()
    .update(ReportRow)
    .set({ status: 'actioned', open_flag: null, decided_at: now, decided_by: adminUserId })
    .where('target_type = :target AND target_id = :targetId AND status = :open', { target, targetId, open: 'open' })
    .execute();
}
