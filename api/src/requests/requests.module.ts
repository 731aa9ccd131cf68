import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FavouriteNoticesModule } from '../favourites/favourite-notices.module';
import { FosterRequest } from '../data-model/request.entity';
import { RequestsController } from './requests.controller';
import { RequestMails } from './request-mails.service';
import { RequestsService } from './requests.service';

@Module({
  imports: [TypeOrmModule.forFeature([FosterRequest]), FavouriteNoticesModule],
  controllers: [RequestsController],
  providers: [RequestsService, RequestMails],
  exports: [RequestsService, RequestMails],
})
export class RequestsModule {}
