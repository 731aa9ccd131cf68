import { Module } from '@nestjs/common';
import { AnimalsModule } from '../animals/animals.module';
import { AssociationsModule } from '../associations/associations.module';
import { PageStatusService } from './page-status.service';

/** What the API needs to serve the front ends' pages (static-web.ts, the first view's middleware). */
@Module({
  imports: [AnimalsModule, AssociationsModule],
  providers: [PageStatusService],
  exports: [PageStatusService],
})
export class WebModule {}
