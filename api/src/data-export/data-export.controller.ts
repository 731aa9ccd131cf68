import { Controller, Get, Param, Res, StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Access } from '../common/access.decorator';
import { AuthUser, CurrentUser } from '../common/auth.decorators';
import { IdPipe } from '../common/validation';
import { DataExportService, type DataExport } from './data-export.service';

/** A ZIP of personal data: only this answer's caller may keep it, and no cache at all (docs/security.md#data-export). */
function zipAnswer(response: Response, file: DataExport): StreamableFile {
  response.setHeader('Cache-Control', 'private, no-store');
  response.setHeader('X-Content-Type-Options', 'nosniff');
  return new StreamableFile(file.stream, {
    type: 'application/zip',
    disposition: `attachment; filename="${file.filename}"`,
  });
}

/** The data exports (docs/security.md#data-export); the rules are the service's. */
@ApiTags('account')
@ApiBearerAuth()
@Controller('api')
export class DataExportController {
  constructor(private readonly exports: DataExportService) {}

  @Access('account.export')
  @Get('me/export')
  @ApiProduces('application/zip')
  async personal(
    @CurrentUser() user: AuthUser,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    return zipAnswer(response, await this.exports.personal(user));
  }

  @Access('association.export')
  @Get('associations/:id/export')
  @ApiProduces('application/zip')
  async association(
    @CurrentUser() user: AuthUser,
    @Param('id', IdPipe) id: number,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    return zipAnswer(response, await this.exports.association(user, id));
  }
}
