import { Module } from '@nestjs/common';
import { FavouriteNewsMails } from './favourite-news-mails';
import { FavouriteNoticesService } from './favourite-notices.service';
import { FavouritesClock } from './favourites-clock';

/**
 * The favourites' news (docs/mail.md#favourites-news): FavouriteNoticesService notes a followed animal's change in
 * the transaction of the feature that makes it (requests, placements, the animal's urgent flag), the job mails each
 * family once a day. A module of its own, with no import, so that those features import it without a cycle
 * (FavouritesModule needs AnimalsModule, which needs RequestsModule).
 */
@Module({
  providers: [FavouriteNoticesService, FavouriteNewsMails, FavouritesClock],
  exports: [FavouriteNoticesService, FavouritesClock],
})
export class FavouriteNoticesModule {}
