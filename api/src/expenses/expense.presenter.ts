import {
  EXPENSE_STATUSES,
  type Expense,
  type ExpenseCategory,
  type ExpenseList,
  type ExpenseStatus,
  type ExpenseTotals,
} from '@petfoster/contracts';
import type { ExpenseRow } from '../data-model/vet-care.entity';

/** One expense as the parties read it; `receiptUrl` is the caller's own link (null without a receipt). */
export function presentExpense(row: ExpenseRow, receiptUrl: string | null): Expense {
  return {
    id: row.id,
    placement_id: row.placement_id,
    date: row.spent_on,
    category: row.category as ExpenseCategory,
    amount_eur: row.amount_cents / 100,
    note: row.note,
    status: row.status as ExpenseStatus,
    reason: row.decision_reason,
    receipt_url: row.receipt_key ? receiptUrl : null,
    receipt_type: row.receipt_key ? (row.receipt_type as 'image' | 'pdf') : null,
    created_at: new Date(row.created_at).toISOString(),
    decided_at: row.decided_at ? new Date(row.decided_at).toISOString() : null,
  };
}

/** Totals in cents first, so that 0.1 + 0.2 stays 0.30 €. */
function totalsOf(rows: ExpenseRow[]): ExpenseTotals {
  const sum = (status?: ExpenseStatus) =>
    rows.filter((row) => !status || row.status === status).reduce((total, row) => total + row.amount_cents, 0) / 100;
  return {
    total_eur: sum(),
    pending_eur: sum(EXPENSE_STATUSES.pending),
    reimbursed_eur: sum(EXPENSE_STATUSES.reimbursed),
    refused_eur: sum(EXPENSE_STATUSES.refused),
  };
}

/** The list with its totals, for the placement and for each month of the expenses' dates (newest month first). */
export function presentList(rows: ExpenseRow[], expenses: Expense[]): ExpenseList {
  const months = [...new Set(rows.map((row) => row.spent_on.slice(0, 7)))].sort().reverse();
  return {
    expenses,
    totals: totalsOf(rows),
    months: months.map((month) => ({ month, ...totalsOf(rows.filter((row) => row.spent_on.startsWith(month))) })),
  };
}
