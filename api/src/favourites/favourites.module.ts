import { Module } from '@nestjs/common';
import { AnimalsModule } from '../animals/animals.module';
import { FavouritesController } from './favourites.controller';
import { FavouritesService } from './favourites.service';

/** A family's favourites (docs/product.md#favourites). */
@Module({
  imports: [AnimalsModule],
  controllers: [FavouritesController],
  providers: [FavouritesService],
})
export class FavouritesModule {}
