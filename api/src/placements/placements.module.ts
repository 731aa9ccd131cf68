import { Module } from '@nestjs/common';
import { FavouriteNoticesModule } from '../favourites/favourite-notices.module';
import { RequestsModule } from '../requests/requests.module';
import { SavedSearchesModule } from '../saved-searches/saved-searches.module';
import { PlacementClock } from './clock';
import { PlacementMails } from './placement-mails.service';
import { PlacementReminders } from './placement-reminders';
import { PlacementsController } from './placements.controller';
import { PlacementsService } from './placements.service';

/**
 * The placement (docs/product.md#placements): its routes, rules, mails and reminders. A request's approval opens it
 * through PlacementsService.open, in the approval's own transaction.
 */
@Module({
  imports: [RequestsModule, FavouriteNoticesModule, SavedSearchesModule],
  controllers: [PlacementsController],
  providers: [PlacementsService, PlacementMails, PlacementReminders, PlacementClock],
  exports: [PlacementsService, PlacementClock, PlacementMails],
})
export class PlacementsModule {}
