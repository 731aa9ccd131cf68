import { Module } from '@nestjs/common';
import { FamiliesModule } from '../families/families.module';
import { UrgentAppealClock } from './urgent-appeal-clock';
import { UrgentAppealsController } from './urgent-appeals.controller';
import { UrgentAppealsService } from './urgent-appeals.service';

/** Urgent appeals (docs/product.md#urgent-appeals): the families are chosen by the foster finder's rule. */
@Module({
  imports: [FamiliesModule],
  controllers: [UrgentAppealsController],
  providers: [UrgentAppealsService, UrgentAppealClock],
})
export class UrgentAppealsModule {}
