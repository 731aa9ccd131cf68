import * as z from 'zod/mini';
import { MODERATION_LIMITS as LIMITS, MODERATION_MESSAGES as M, REPORT_STATUSES, REPORT_TARGETS } from '../moderation';
import { VERIFICATION_LIMITS, VERIFICATION_STATUSES } from '../verification';
import { digits } from './activity';
import { oneOf, text } from './fields';

/* Moderation (docs/administration.md#moderation): reports, the administrators' queues and their decisions. */

const reason = text({ required: M.reasonRequired }, { label: 'raison', max: LIMITS.reasonMax });

/**
 * A reason, required: a report's (POST /api/animals/{id}/report, /api/associations/{id}/report) and an
 * administrator's for a rejection, a hiding or a suspension (it is mailed to the person and kept in the audit log).
 */
export const moderationReasonSchema = z.object({ reason });
export type ModerationReasonInput = z.output<typeof moderationReasonSchema>;

/**
 * POST /api/admin/verifications/{id}/reject: the reason goes to the association's page and mail, and is kept with the
 * request, whose column holds VERIFICATION_LIMITS.reasonMax characters.
 */
export const verificationRejectionSchema = z.object({
  reason: text({ required: M.reasonRequired }, { label: 'raison', max: VERIFICATION_LIMITS.reasonMax }),
});
export type VerificationRejectionInput = z.output<typeof verificationRejectionSchema>;

const paging = {
  limit: digits(1, LIMITS.pageMax, M.limitInvalid),
  offset: digits(0, 1_000_000_000, M.offsetInvalid),
};

const verificationStatuses = Object.values(VERIFICATION_STATUSES) as [string, ...string[]];
/** GET /api/admin/verifications: `pending` when no status is given, oldest first (first come, first examined). */
export const adminVerificationsQuerySchema = z.object({
  status: oneOf('optional', verificationStatuses as ['pending', 'approved', 'rejected'], M.statusInvalid),
  ...paging,
});
export type AdminVerificationsQuery = z.output<typeof adminVerificationsQuerySchema>;

const reportStatuses = Object.values(REPORT_STATUSES) as ['open', 'dismissed', 'actioned'];
/** GET /api/admin/reports: `open` when no status is given, oldest first; `target_type` narrows to one kind. */
export const adminReportsQuerySchema = z.object({
  status: oneOf('optional', reportStatuses, M.statusInvalid),
  target_type: oneOf('optional', REPORT_TARGETS, M.statusInvalid),
  ...paging,
});
export type AdminReportsQuery = z.output<typeof adminReportsQuerySchema>;
