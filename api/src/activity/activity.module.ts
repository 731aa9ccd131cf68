import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ActivityLogRow } from '../data-model/activity-log.entity';
import { ActivityController } from './activity.controller';
import { ActivityRetention } from './activity-retention';
import { ActivityService } from './activity.service';

/**
 * The association's activity log (docs/product.md#association-team): the read endpoint and the retention job. The
 * writing side is two functions (activity-recorder.ts) that the writing services call in their own transactions.
 */
@Module({
  imports: [TypeOrmModule.forFeature([ActivityLogRow])],
  controllers: [ActivityController],
  providers: [ActivityService, ActivityRetention],
})
export class ActivityModule {}
