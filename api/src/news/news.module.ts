import { Module } from '@nestjs/common';
import { PlacementsModule } from '../placements/placements.module';
import { NewsController } from './news.controller';
import { NewsService } from './news.service';

/** News during a placement (docs/product.md#placement-news): its routes and rules; its mail is the placement's side. */
@Module({
  imports: [PlacementsModule],
  controllers: [NewsController],
  providers: [NewsService],
  exports: [NewsService],
})
export class NewsModule {}
