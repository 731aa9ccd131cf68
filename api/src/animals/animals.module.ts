import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RequestsModule } from '../requests/requests.module';
import { FavouriteNoticesModule } from '../favourites/favourite-notices.module';
import { SavedSearchesModule } from '../saved-searches/saved-searches.module';
import { AnimalsController } from './animals.controller';
import { AnimalsService } from './animals.service';
import { ListTotals } from './list-totals';
import { CatalogueQueries } from './catalogue.queries';
import { Animal } from '../data-model/animal.entity';
import { AnimalPhotosController } from './animal-photos.controller';
import { AnimalPhotosService } from './animal-photos.service';

@Module({
  imports: [TypeOrmModule.forFeature([Animal]), RequestsModule, FavouriteNoticesModule, SavedSearchesModule],
  controllers: [AnimalsController, AnimalPhotosController],
  providers: [AnimalsService, AnimalPhotosService, CatalogueQueries, ListTotals],
  exports: [AnimalsService],
})
export class AnimalsModule {}
