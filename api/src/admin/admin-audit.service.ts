import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ADMIN_AUDIT_PAGE_DEFAULT, type AdminAuditEntry } from '@petfoster/contracts';
import type { AdminAuditQuery } from '@petfoster/contracts/schemas';
import { Repository } from 'typeorm';
import { requireAccess } from '../access/require-access';
import type { AuthUser } from '../common/auth.decorators';
import { AdminAuditRow } from '../data-model/admin-audit.entity';
import { presentAdminAudit } from './admin-audit';

/** The reading side of the audit log (docs/administration.md#audit-log): platform administrators only. */
@Injectable()
export class AdminAuditService {
  constructor(@InjectRepository(AdminAuditRow) private readonly entries: Repository<AdminAuditRow>) {}

  /** Newest first. */
  async list(
    user: AuthUser | undefined,
    query: AdminAuditQuery,
  ): Promise<{ entries: AdminAuditEntry[]; total: number }> {
    requireAccess(user, 'admin.auditLog');
    const [rows, total] = await this.entries
      .createQueryBuilder('a')
      .orderBy('a.created_at', 'DESC')
      .addOrderBy('a.id', 'DESC')
      .take(query.limit ?? ADMIN_AUDIT_PAGE_DEFAULT)
      .skip(query.offset ?? 0)
      .getManyAndCount();
    return { entries: rows.map(presentAdminAudit), total };
  }
}
