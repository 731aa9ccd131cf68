import type { ReactNode } from 'react';
import {
  EXPENSE_CATEGORY_LABELS,
  EXPENSE_MESSAGES as M,
  EXPENSE_STATUS_LABELS,
  euros,
  type Expense,
  type ExpenseList as Expenses,
} from '@petfoster/contracts';
import { useQuery } from '@petfoster/platform';
import { frenchDate } from '../placements/placement-dates';
import { expensesQueryKey, vetCareApi } from '../api/vet-care';
import styles from './vet-care.module.css';

export interface PlacementExpensesProps {
  placementId: number;
  /** What to say when the list cannot be read. */
  failure: string;
  /** What a side can do with one expense (the association decides, the family withdraws): under its facts. */
  actions(expense: Expense): ReactNode;
  /** The association's accounts: the totals by month and what still waits. */
  detailed?: boolean;
}

/** An amount kept whole on a narrow phone: '0,00' never alone at a line's end, its '€' on the next. */
function Amount({ eur }: { eur: number }) {
  return <span className={styles.amount}>{euros(eur)}</span>;
}

function ExpenseTotals({ data, detailed }: { data: Expenses; detailed: boolean }) {
  return (
    <>
      {detailed && data.months.length > 0 ? (
        <>
          <h3>{M.totalsTitle}</h3>
          <ul className={styles.list}>
            {data.months.map((month) => (
              <li key={month.month} className={styles.meta}>
                {month.month.slice(5)}/{month.month.slice(0, 4)} : <Amount eur={month.total_eur} /> (
                {EXPENSE_STATUS_LABELS.remboursee.toLowerCase()} <Amount eur={month.reimbursed_eur} />)
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p className={styles.totals}>
        {M.total} : <Amount eur={data.totals.total_eur} /> · {EXPENSE_STATUS_LABELS.remboursee} :{' '}
        <Amount eur={data.totals.reimbursed_eur} />
        {detailed ? (
          <>
            {' '}
            · {EXPENSE_STATUS_LABELS.en_attente} : <Amount eur={data.totals.pending_eur} />
          </>
        ) : null}
      </p>
    </>
  );
}

/** A placement's expenses with their receipt and status, then the totals: both sides' placement pages show them alike. */
export function PlacementExpenses({ placementId, failure, actions, detailed = false }: PlacementExpensesProps) {
  const { data, isError } = useQuery({
    queryKey: expensesQueryKey(placementId),
    queryFn: () => vetCareApi.expenses(placementId),
  });
  return (
    <>
      {isError ? <p role="alert">{failure}</p> : null}
      {data && data.expenses.length === 0 ? <p>{M.empty}</p> : null}
      <ul className={styles.list}>
        {(data?.expenses ?? []).map((expense) => (
          <li key={expense.id} className={styles.item}>
            <strong>
              {EXPENSE_CATEGORY_LABELS[expense.category]} : <Amount eur={expense.amount_eur} />
            </strong>
            <p className={styles.meta}>
              {frenchDate(expense.date)} · {EXPENSE_STATUS_LABELS[expense.status]}
            </p>
            {expense.note ? <p className={styles.meta}>{expense.note}</p> : null}
            {expense.reason ? <p className={styles.meta}>{expense.reason}</p> : null}
            {expense.receipt_url ? (
              <a href={expense.receipt_url} target="_blank" rel="noopener noreferrer">
                {M.receipt}
              </a>
            ) : null}
            {actions(expense)}
          </li>
        ))}
      </ul>
      {data && data.expenses.length > 0 ? <ExpenseTotals data={data} detailed={detailed} /> : null}
    </>
  );
}
