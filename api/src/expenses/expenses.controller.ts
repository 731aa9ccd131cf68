import { Controller, Delete, Get, HttpCode, Param, Post, Put, Res, StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiProduces, ApiTags } from '@nestjs/swagger';
import { EXPENSE_MESSAGES } from '@petfoster/contracts';
import {
  expenseDecisionSchema,
  expenseSchema,
  expensesCsvQuerySchema,
  receiptQuerySchema,
  type ExpenseDecisionInput,
  type ExpenseInput,
  type ExpensesCsvQuery,
  type ReceiptQuery,
} from '@petfoster/contracts/schemas';
import type { Response } from 'express';
import { Access } from '../common/access.decorator';
import { AuthUser, CurrentUser } from '../common/auth.decorators';
import { IdPipe, ValidBody, ValidQuery } from '../common/validation';
import { ExpensesService } from './expenses.service';
import { privateFileAnswer } from '../private-files/private-file-answer';

/** Expenses of a placement and their receipts (docs/product.md#expenses); the rules are the service's. */
@ApiTags('placements')
@ApiBearerAuth()
@Controller('api')
export class ExpensesController {
  constructor(private readonly expenses: ExpensesService) {}

  @Access('expense.submit')
  @Post('placements/:id/expenses')
  submit(@CurrentUser() user: AuthUser, @Param('id', IdPipe) id: number, @ValidBody(expenseSchema) body: ExpenseInput) {
    return this.expenses.submit(user, id, body);
  }

  @Access('expense.list')
  @Get('placements/:id/expenses')
  list(@CurrentUser() user: AuthUser, @Param('id', IdPipe) id: number) {
    return this.expenses.list(user, id);
  }

  @Access('expense.decide')
  @Put('expenses/:id')
  decide(
    @CurrentUser() user: AuthUser,
    @Param('id', IdPipe) id: number,
    @ValidBody(expenseDecisionSchema) body: ExpenseDecisionInput,
  ) {
    return this.expenses.decide(user, id, body);
  }

  @Access('expense.withdraw')
  @Delete('expenses/:id')
  @HttpCode(204)
  async withdraw(@CurrentUser() user: AuthUser, @Param('id', IdPipe) id: number): Promise<void> {
    await this.expenses.withdraw(user, id);
  }

  /** A private document: only this answer's caller may keep it, and no cache at all (docs/product.md#private-documents). */
  @Access('expense.receipt')
  @Get('expenses/:id/receipt')
  @ApiProduces('image/jpeg', 'application/pdf')
  receipt(
    @Param('id', IdPipe) id: number,
    @ValidQuery(receiptQuerySchema) query: ReceiptQuery,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    return privateFileAnswer(response, () => this.expenses.receipt(id, query.token));
  }

  @Access('expense.export')
  @Get('associations/:id/expenses.csv')
  @ApiProduces('text/csv')
  async csv(
    @CurrentUser() user: AuthUser,
    @Param('id', IdPipe) id: number,
    @ValidQuery(expensesCsvQuerySchema) query: ExpensesCsvQuery,
  ): Promise<StreamableFile> {
    const stream = await this.expenses.exportCsv(user, id, query);
    return new StreamableFile(stream, {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="${EXPENSE_MESSAGES.csvFileName(query.from, query.to)}"`,
    });
  }
}
