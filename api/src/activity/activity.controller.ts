import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiHeader, ApiTags } from '@nestjs/swagger';
import { activityQuerySchema, type ActivityQuery } from '@petfoster/contracts/schemas';
import type { Response } from 'express';
import { Access } from '../common/access.decorator';
import { AuthUser, CurrentUser } from '../common/auth.decorators';
import { IdPipe, ValidQuery } from '../common/validation';
import { ActivityService } from './activity.service';

@ApiTags('associations')
@ApiBearerAuth()
@Controller('api/associations')
export class ActivityController {
  constructor(private readonly activity: ActivityService) {}

  /** The association's activity log (docs/product.md#association-team), for its admins. */
  @Access('activity.list')
  @Get(':id/activity')
  @ApiHeader({ name: 'X-Total-Count', description: 'response header: number of matching entries' })
  async list(
    @CurrentUser() user: AuthUser,
    @Param('id', IdPipe) id: number,
    @ValidQuery(activityQuerySchema) query: ActivityQuery,
    @Res({ passthrough: true }) response: Response,
  ) {
    const { entries, total } = await this.activity.list(user, id, query);
    response.setHeader('X-Total-Count', String(total));
    return entries;
  }
}
