import { Module } from '@nestjs/common';
import { SavedSearchDailyAlerts, SavedSearchInstantAlerts } from './saved-search-alerts';
import { SavedSearchClock } from './saved-search-clock';
import { SavedSearchesController, SavedSearchUnsubscribeController } from './saved-searches.controller';
import { SavedSearchesService } from './saved-searches.service';

/**
 * A family's saved searches and their alerts (docs/product.md#saved-searches): the animals' and requests' services
 * call SavedSearchesService.animalAvailable when an animal is to foster; the two jobs mail the matches.
 */
@Module({
  controllers: [SavedSearchesController, SavedSearchUnsubscribeController],
  providers: [SavedSearchesService, SavedSearchClock, SavedSearchInstantAlerts, SavedSearchDailyAlerts],
  exports: [SavedSearchesService],
})
export class SavedSearchesModule {}
