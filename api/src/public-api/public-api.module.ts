import { MiddlewareConsumer, Module, NestModule, RequestMethod } from '@nestjs/common';
import { AnimalsModule } from '../animals/animals.module';
import { AssociationsModule } from '../associations/associations.module';
import { PublicApiController } from './public-api.controller';
import { PublicApiService } from './public-api.service';
import { publicApiHeaders } from './public-headers';

/** The public API for other sites, version 1 (docs/public-api.md). */
@Module({
  imports: [AnimalsModule, AssociationsModule],
  controllers: [PublicApiController],
  providers: [PublicApiService],
})
export class PublicApiModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(publicApiHeaders).forRoutes({ path: 'api/public/v1/*path', method: RequestMethod.ALL });
  }
}
