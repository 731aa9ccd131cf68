import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminAuditRow } from '../data-model/admin-audit.entity';
import { AdminAuditService } from './admin-audit.service';
import { AdminController } from './admin.controller';

/**
 * Platform administration (docs/administration.md): the audit log's read endpoint. The writing side is
 * AdminAudit.record (admin-audit.ts), called in the transaction of each administrator action; the accounts are made
 * by the server's command (create-admin.ts).
 */
@Module({
  imports: [TypeOrmModule.forFeature([AdminAuditRow])],
  controllers: [AdminController],
  providers: [AdminAuditService],
})
export class AdminModule {}
