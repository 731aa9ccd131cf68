import { Module } from '@nestjs/common';
import { RequestsModule } from '../requests/requests.module';
import { CareDueService } from './care-due.service';
import { CareReminders } from './care-reminders';
import { HealthClock } from './health-clock';
import { HealthRecordsController } from './health-records.controller';
import { HealthRecordsService } from './health-records.service';

/**
 * The animal's health record, what care is due and its reminders (docs/product.md#health-record). The reminders'
 * association side is the request's référent or the admins, as the request mails decide (RequestMails).
 */
@Module({
  imports: [RequestsModule],
  controllers: [HealthRecordsController],
  providers: [HealthRecordsService, CareDueService, CareReminders, HealthClock],
  exports: [HealthRecordsService, CareDueService, HealthClock],
})
export class HealthRecordsModule {}
