import { Module } from '@nestjs/common';
import { AnimalsModule } from '../animals/animals.module';
import { AssociationsModule } from '../associations/associations.module';
import { FirstViewService } from './first-view.service';
import { SharingTags } from './sharing-tags';

@Module({
  imports: [AnimalsModule, AssociationsModule],
  providers: [FirstViewService, SharingTags],
  exports: [FirstViewService],
})
export class FirstViewModule {}
