import { Module } from '@nestjs/common';
import { AnimalsModule } from '../animals/animals.module';
import { FavouriteNoticesModule } from './favourite-notices.module';
import { FavouritesController } from './favourites.controller';
import { FavouritesService } from './favourites.service';

/** A family's favourites (docs/product.md#favourites) and the news of them (FavouriteNoticesModule). */
@Module({
  imports: [AnimalsModule, FavouriteNoticesModule],
  controllers: [FavouritesController],
  providers: [FavouritesService],
})
export class FavouritesModule {}
