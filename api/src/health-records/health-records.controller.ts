import { Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  careDueQuerySchema,
  healthEntrySchema,
  type CareDueQuery,
  type HealthEntryInput,
} from '@petfoster/contracts/schemas';
import { Access } from '../common/access.decorator';
import { AuthUser, CurrentUser } from '../common/auth.decorators';
import { IdPipe, ValidBody, ValidQuery } from '../common/validation';
import { CareDueService } from './care-due.service';
import { HealthRecordsService } from './health-records.service';

/** The health record and what is due (docs/product.md#health-record); the rules are the services'. */
@ApiTags('health-records')
@ApiBearerAuth()
@Controller('api')
export class HealthRecordsController {
  constructor(
    private readonly records: HealthRecordsService,
    private readonly careDue: CareDueService,
  ) {}

  @Access('health.list')
  @Get('animals/:id/health')
  list(@CurrentUser() user: AuthUser, @Param('id', IdPipe) id: number) {
    return this.records.list(user, id);
  }

  @Access('health.add')
  @Post('animals/:id/health')
  add(
    @CurrentUser() user: AuthUser,
    @Param('id', IdPipe) id: number,
    @ValidBody(healthEntrySchema) body: HealthEntryInput,
  ) {
    return this.records.add(user, id, body);
  }

  @Access('health.update')
  @Put('health/:id')
  update(
    @CurrentUser() user: AuthUser,
    @Param('id', IdPipe) id: number,
    @ValidBody(healthEntrySchema) body: HealthEntryInput,
  ) {
    return this.records.update(user, id, body);
  }

  @Access('health.delete')
  @Delete('health/:id')
  @HttpCode(204)
  async remove(@CurrentUser() user: AuthUser, @Param('id', IdPipe) id: number): Promise<void> {
    await this.records.remove(user, id);
  }

  @Access('careDue.list')
  @Get('associations/:id/care-due')
  due(
    @CurrentUser() user: AuthUser,
    @Param('id', IdPipe) id: number,
    @ValidQuery(careDueQuerySchema) query: CareDueQuery,
  ) {
    return this.careDue.list(user, id, query);
  }
}
