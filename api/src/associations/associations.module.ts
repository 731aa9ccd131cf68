import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountWrites } from '../account/account-writes.service';
import { AnimalsModule } from '../animals/animals.module';
import { RequestsModule } from '../requests/requests.module';
import { TeamModule } from '../team/team.module';
import { ExpensesModule } from '../expenses/expenses.module';
import { AssociationsController } from './associations.controller';
import { AssociationsService } from './associations.service';
import { Association } from '../data-model/association.entity';

@Module({
  imports: [TypeOrmModule.forFeature([Association]), AnimalsModule, RequestsModule, TeamModule, ExpensesModule],
  controllers: [AssociationsController],
  providers: [AssociationsService, AccountWrites],
  exports: [AssociationsService],
})
export class AssociationsModule {}
