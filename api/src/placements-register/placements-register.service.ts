import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { PLACEMENTS_REGISTER_TEXTS, type PlacementsRegisterFormat } from '@petfoster/contracts';
import type { PlacementsRegisterQuery } from '@petfoster/contracts/schemas';
import type { Readable } from 'node:stream';
import { DataSource } from 'typeorm';
import { requireAccess } from '../access/require-access';
import type { AuthUser } from '../common/auth.decorators';
import { notFound } from '../common/permissions';
import { Association } from '../data-model/association.entity';
import { registerCsv } from './register-csv';
import { registerPdf } from './register-pdf';
import { registerLines } from './register-rows';

export interface RegisterFile {
  filename: string;
  type: string;
  stream: Readable;
}

const CONTENT_TYPES: Record<PlacementsRegisterFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  pdf: 'application/pdf',
};

/**
 * The register of the animals the association places in foster families (docs/product.md#placements-register):
 * every placement whose period overlaps the one asked, as CSV or PDF, streamed from batches of rows.
 */
@Injectable()
export class PlacementsRegisterService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async export(user: AuthUser, associationId: number, query: PlacementsRegisterQuery): Promise<RegisterFile> {
    requireAccess(user, 'placement.register', { associationId });
    const format = query.format ?? 'csv';
    const { from, to } = query;
    const lines = registerLines(this.dataSource, associationId, from, to);
    let stream: Readable;
    if (format === 'csv') stream = registerCsv(lines);
    else {
      const association = await this.dataSource
        .getRepository(Association)
        .findOne({ where: { id: associationId }, select: { id: true, name_association: true } });
      if (!association) throw notFound();
      stream = registerPdf(lines, { association: association.name_association, from, to });
    }
    return { filename: PLACEMENTS_REGISTER_TEXTS.filename(from, to, format), type: CONTENT_TYPES[format], stream };
  }
}
