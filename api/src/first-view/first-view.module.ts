import { Module } from '@nestjs/common';
import { AnimalsModule } from '../animals/animals.module';
import { FirstViewService } from './first-view.service';

@Module({
  imports: [AnimalsModule],
  providers: [FirstViewService],
  exports: [FirstViewService],
})
export class FirstViewModule {}
