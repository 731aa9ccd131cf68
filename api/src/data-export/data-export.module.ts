import { Module } from '@nestjs/common';
import { DataExportController } from './data-export.controller';
import { DataExportService } from './data-export.service';

/** The right of access and portability, and an association's own export (docs/security.md#data-export). */
@Module({ controllers: [DataExportController], providers: [DataExportService] })
export class DataExportModule {}
