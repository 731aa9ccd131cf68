import { Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { Scheduler } from './scheduler.service';

/** The one scheduler of the periodic jobs (docs/operations.md#the-scheduler); a job only has to be a LeasedJob provider. */
@Global()
@Module({ imports: [DiscoveryModule], providers: [Scheduler], exports: [Scheduler] })
export class SchedulerModule {}
