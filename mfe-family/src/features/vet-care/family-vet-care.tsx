import { useId, useState } from 'react';
import {
  dayInParis,
  EXPENSE_CATEGORIES,
  EXPENSE_CATEGORY_LABELS,
  EXPENSE_LIMITS,
  EXPENSE_MESSAGES as M,
  EXPENSE_STATUS_LABELS,
  EXPENSE_STATUSES,
  euros,
  PLACEMENT_STATUSES,
  VET_AUTHORISATION_MESSAGES as V,
  type Expense,
  type Placement,
  type VetAuthorisation,
} from '@petfoster/contracts';
import { expenseSchema } from '@petfoster/contracts/schemas';
import { notify, uiStyles as ui, useQuery } from '@petfoster/platform';
import {
  frenchDate,
  saveFile,
  SchemaForm,
  SelectField,
  SubmitButton,
  TextareaField,
  TextField,
  useFormWrite,
  useWrite,
} from '@petfoster/platform/screens';
import { ReceiptInput } from './receipt-input';
import { expensesQueryKey, vetAuthorisationsQueryKey, vetCareApi } from './vet-care-api';
import styles from './vet-care.module.css';

const CATEGORY_OPTIONS = EXPENSE_CATEGORIES.map((category) => ({
  value: category,
  label: EXPENSE_CATEGORY_LABELS[category],
}));

function BonDownload({ bon }: { bon: VetAuthorisation }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveFile(await vetCareApi.vetAuthorisationPdf(bon.id), V.fileName(bon.id));
    } catch (error) {
      console.error(error);
      notify.error(V.downloadFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className={ui.button} onClick={() => void download()} disabled={busy} aria-busy={busy}>
      {busy ? V.downloading : V.download}
    </button>
  );
}

/** The bons the association issued: each with its download, to show at the vet's from the phone. */
export function VetAuthorisationLinks({ placement }: { placement: Placement }) {
  const titleId = useId();
  const { data: bons, isError } = useQuery({
    queryKey: vetAuthorisationsQueryKey(placement.id),
    queryFn: () => vetCareApi.vetAuthorisations(placement.id),
  });
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>{V.title}</h2>
      {isError ? <p role="alert">{V.downloadFailed}</p> : null}
      {bons && bons.length === 0 ? <p>{V.empty}</p> : null}
      <ul className={styles.list}>
        {(bons ?? []).map((bon) => (
          <li key={bon.id} className={styles.item}>
            <span>{V.summary(bon.reason, bon.max_amount_eur, bon.valid_until)}</span>
            {bon.vet_name ? <p className={styles.meta}>{bon.vet_name}</p> : null}
            {bon.valid ? null : <p className={styles.meta}>{V.expired}</p>}
            <BonDownload bon={bon} />
          </li>
        ))}
      </ul>
    </section>
  );
}

interface ExpenseValues {
  date: string;
  category: string;
  amount_eur: string;
  note: string;
}

function ExpenseForm({ placementId }: { placementId: number }) {
  const submit = useFormWrite();
  const [round, setRound] = useState(0);
  const [receipt, setReceipt] = useState<string | null>(null);
  const formId = `expense-${placementId}-${round}`;
  const toBody = (values: ExpenseValues) => ({ ...values, receipt: receipt ?? undefined });
  return (
    <SchemaForm<ExpenseValues>
      key={round}
      id={formId}
      schema={expenseSchema}
      toBody={toBody}
      initialValues={{ date: dayInParis(), category: 'veterinaire', amount_eur: '', note: '' }}
      onSubmit={(values) =>
        submit(() => vetCareApi.submitExpense(placementId, toBody(values)), {
          failure: M.submitFailed,
          toastRefusal: false,
          invalidates: [expensesQueryKey(placementId)],
          onSuccess: () => {
            setReceipt(null);
            setRound((value) => value + 1);
            notify.success(M.submitted);
          },
        })
      }
      actions={
        <div className={ui.actions}>
          <SubmitButton label={M.submit} busyLabel="Envoi…" className={ui.primary} />
        </div>
      }
    >
      <TextField formId={formId} name="date" label={M.dateLabel} type="date" required />
      <SelectField formId={formId} name="category" label={M.categoryLabel} options={CATEGORY_OPTIONS} required />
      <TextField formId={formId} name="amount_eur" label={M.amountLabel} required />
      <ReceiptInput onChange={setReceipt} />
      <TextareaField formId={formId} name="note" label={M.noteLabel} maxLength={EXPENSE_LIMITS.noteMax} />
    </SchemaForm>
  );
}

function ExpenseItem({ expense, onWithdraw, busy }: { expense: Expense; onWithdraw(): void; busy: boolean }) {
  return (
    <li className={styles.item}>
      <strong>
        {EXPENSE_CATEGORY_LABELS[expense.category]} : {euros(expense.amount_eur)}
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
      {expense.status === EXPENSE_STATUSES.pending ? (
        <button type="button" className={ui.button} disabled={busy} onClick={onWithdraw}>
          {M.withdraw}
        </button>
      ) : null}
    </li>
  );
}

/** 'Dépenses': the form while the placement is 'En cours', then the expenses with their status and the totals. */
export function FamilyExpenses({ placement }: { placement: Placement }) {
  const titleId = useId();
  const { data, isError } = useQuery({
    queryKey: expensesQueryKey(placement.id),
    queryFn: () => vetCareApi.expenses(placement.id),
  });
  const { busy, run } = useWrite();
  const withdraw = (id: number) =>
    run(() => vetCareApi.withdrawExpense(id), {
      invalidates: [expensesQueryKey(placement.id)],
      onError: () => notify.error(M.submitFailed),
    });
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>{M.title}</h2>
      {placement.status === PLACEMENT_STATUSES.active ? (
        <>
          <h3>{M.formTitle}</h3>
          <ExpenseForm placementId={placement.id} />
        </>
      ) : null}
      {isError ? <p role="alert">{M.submitFailed}</p> : null}
      {data && data.expenses.length === 0 ? <p>{M.empty}</p> : null}
      <ul className={styles.list}>
        {(data?.expenses ?? []).map((expense) => (
          <ExpenseItem key={expense.id} expense={expense} busy={busy} onWithdraw={() => void withdraw(expense.id)} />
        ))}
      </ul>
      {data && data.expenses.length > 0 ? (
        <p className={styles.totals}>
          {M.total} : {euros(data.totals.total_eur)} · {EXPENSE_STATUS_LABELS.remboursee} :{' '}
          {euros(data.totals.reimbursed_eur)}
        </p>
      ) : null}
    </section>
  );
}
