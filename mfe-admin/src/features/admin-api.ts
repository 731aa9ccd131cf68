import {
  ENDPOINTS,
  type AdminAuditEntry,
  type AdminReport,
  type AdminVerification,
  type Endpoints,
  type QueryOf,
} from '@petfoster/contracts';
import { call, send } from '@petfoster/platform';

/*
 * The administrators' calls (docs/administration.md), every one from the endpoint table of @petfoster/contracts.
 * Here rather than in the platform: a remote newer than the shell never calls what the shell's singleton lacks
 * (docs/operations/releases.md#shared-platform).
 */

/** A page of a list and the number of entries of its filters (X-Total-Count). */
export interface Page<T> {
  entries: T[];
  total: number;
}

async function page<T>(response: Response & { json(): Promise<unknown> }): Promise<Page<T>> {
  const entries = (await response.json()) as T[];
  return { entries, total: Number(response.headers.get('X-Total-Count') ?? entries.length) };
}

export const adminQueryKeys = {
  auditLog: ['admin', 'audit-log'] as const,
  verifications: ['admin', 'verifications'] as const,
  reports: ['admin', 'reports'] as const,
};

export const adminApi = {
  /** Newest first. */
  auditLog(query: QueryOf<Endpoints['adminAuditLog']>): Promise<Page<AdminAuditEntry>> {
    return send(ENDPOINTS.adminAuditLog, { query }).then(page<AdminAuditEntry>);
  },
  /** The pending requests when no status is given, oldest first. */
  verifications(query: QueryOf<Endpoints['adminVerifications']>): Promise<Page<AdminVerification>> {
    return send(ENDPOINTS.adminVerifications, { query }).then(page<AdminVerification>);
  },
  approveVerification(id: number) {
    return call(ENDPOINTS.approveVerification, { params: { id } });
  },
  rejectVerification(id: number, reason: string) {
    return call(ENDPOINTS.rejectVerification, { params: { id }, body: { reason } });
  },
  /** The open reports when no status is given, oldest first. */
  reports(query: QueryOf<Endpoints['adminReports']>): Promise<Page<AdminReport>> {
    return send(ENDPOINTS.adminReports, { query }).then(page<AdminReport>);
  },
  dismissReport(id: number) {
    return call(ENDPOINTS.dismissReport, { params: { id } });
  },
  hideMessage(id: number, reason: string) {
    return call(ENDPOINTS.hideMessage, { params: { id }, body: { reason } });
  },
  hideAnimal(id: number, reason: string) {
    return call(ENDPOINTS.hideAnimal, { params: { id }, body: { reason } });
  },
  suspendAccount(userId: number, reason: string) {
    return call(ENDPOINTS.suspendAccount, { params: { userId }, body: { reason } });
  },
  unsuspendAccount(userId: number) {
    return call(ENDPOINTS.unsuspendAccount, { params: { userId } });
  },
};
