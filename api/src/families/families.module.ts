import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountWrites } from '../common/account-writes';
import { User } from '../auth/entities/user.entity';
import { FosterRequest } from '../requests/entities/request.entity';
import { RequestsModule } from '../requests/requests.module';
import { Family } from './entities/family.entity';
import { HousingType } from './entities/housing-type.entity';
import { FamiliesController } from './families.controller';
import { FamiliesService } from './families.service';

@Module({
  imports: [TypeOrmModule.forFeature([Family, HousingType, FosterRequest, User]), RequestsModule],
  controllers: [FamiliesController],
  providers: [FamiliesService, AccountWrites],
})
export class FamiliesModule {}
