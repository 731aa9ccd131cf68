import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountWrites } from '../account/account-writes.service';
import { User } from '../data-model/user.entity';
import { FosterRequest } from '../data-model/request.entity';
import { RequestsModule } from '../requests/requests.module';
import { ExpensesModule } from '../expenses/expenses.module';
import { Family } from '../data-model/family.entity';
import { HousingType } from '../data-model/housing-type.entity';
import { FamiliesController } from './families.controller';
import { FamiliesService } from './families.service';
import { FamilySearchQueries } from './family-search.queries';

@Module({
  imports: [TypeOrmModule.forFeature([Family, HousingType, FosterRequest, User]), RequestsModule, ExpensesModule],
  controllers: [FamiliesController],
  providers: [FamiliesService, FamilySearchQueries, AccountWrites],
  exports: [FamiliesService],
})
export class FamiliesModule {}
