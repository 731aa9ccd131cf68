import { Module } from '@nestjs/common';
import { ExpensesController } from './expenses.controller';
import { ExpensesService } from './expenses.service';

/** Expenses of a placement (docs/product.md#expenses); the accounts' deletions reach it through ExpensesService. */
@Module({ controllers: [ExpensesController], providers: [ExpensesService], exports: [ExpensesService] })
export class ExpensesModule {}
