import { Controller, Get, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiHeader, ApiTags } from '@nestjs/swagger';
import { adminAuditQuerySchema, type AdminAuditQuery } from '@petfoster/contracts/schemas';
import type { Response } from 'express';
import { Access } from '../common/access.decorator';
import { AuthUser, CurrentUser } from '../common/auth.decorators';
import { ValidQuery } from '../common/validation';
import { AdminAuditService } from './admin-audit.service';

/** Platform administration (docs/administration.md). No route edits or deletes the audit log. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('api/admin')
export class AdminController {
  constructor(private readonly audit: AdminAuditService) {}

  @Access('admin.auditLog')
  @Get('audit-log')
  @ApiHeader({ name: 'X-Total-Count', description: 'response header: number of entries' })
  async auditLog(
    @CurrentUser() user: AuthUser,
    @ValidQuery(adminAuditQuerySchema) query: AdminAuditQuery,
    @Res({ passthrough: true }) response: Response,
  ) {
    const { entries, total } = await this.audit.list(user, query);
    response.setHeader('X-Total-Count', String(total));
    return entries;
  }
}
