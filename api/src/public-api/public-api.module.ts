import { Module } from '@nestjs/common';
import { AnimalsModule } from '../animals/animals.module';
import { AssociationsModule } from '../associations/associations.module';
import { PublicApiController } from './public-api.controller';
import { PublicApiService } from './public-api.service';

/** The public API for other sites, version 1 (docs/public-api.md); its CORS headers: ./public-headers.ts. */
@Module({
  imports: [AnimalsModule, AssociationsModule],
  controllers: [PublicApiController],
  providers: [PublicApiService],
})
export class PublicApiModule {}
