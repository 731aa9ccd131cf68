import { useId, useState } from 'react';
import {
  dayInParis,
  EXPENSE_CATEGORY_LABELS,
  EXPENSE_LIMITS,
  EXPENSE_MESSAGES as M,
  EXPENSE_STATUS_LABELS,
  EXPENSE_STATUSES,
  euros,
  PLACEMENT_STATUSES,
  VET_AUTHORISATION_LIMITS,
  VET_AUTHORISATION_MESSAGES as V,
  type Expense,
  type ExpenseDecision,
  type Placement,
  type VetAuthorisation,
} from '@petfoster/contracts';
import { expensesCsvQuerySchema, vetAuthorisationSchema } from '@petfoster/contracts/schemas';
import { notify, uiStyles as ui, useQuery } from '@petfoster/platform';
import {
  frenchDate,
  saveFile,
  SchemaForm,
  SubmitButton,
  TextareaField,
  TextField,
  useFormWrite,
  useWrite,
} from '@petfoster/platform/screens';
import { expensesQueryKey, vetAuthorisationsQueryKey, vetCareApi } from './vet-care-api';
import styles from './vet-care.module.css';

interface BonValues {
  reason: string;
  max_amount_eur: string;
  valid_until: string;
  vet_name: string;
}

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

/** 'Bon vétérinaire': the form that issues one while the animal is with the family, then the bons issued. */
export function VetAuthorisationsSection({ placement }: { placement: Placement }) {
  const titleId = useId();
  const submit = useFormWrite();
  const [round, setRound] = useState(0);
  const formId = `vet-authorisation-${placement.id}-${round}`;
  const current = placement.status === PLACEMENT_STATUSES.signed || placement.status === PLACEMENT_STATUSES.active;
  const { data: bons } = useQuery({
    queryKey: vetAuthorisationsQueryKey(placement.id),
    queryFn: () => vetCareApi.vetAuthorisations(placement.id),
  });
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>{V.issueTitle}</h2>
      {current ? (
        <SchemaForm<BonValues>
          key={round}
          id={formId}
          schema={vetAuthorisationSchema}
          initialValues={{ reason: '', max_amount_eur: '', valid_until: '', vet_name: '' }}
          onSubmit={(values) =>
            submit(() => vetCareApi.issue(placement.id, values), {
              failure: V.issueFailed,
              toastRefusal: false,
              invalidates: [vetAuthorisationsQueryKey(placement.id)],
              onSuccess: () => {
                setRound((value) => value + 1);
                notify.success(V.issued);
              },
            })
          }
          actions={
            <div className={ui.actions}>
              <SubmitButton label={V.issue} busyLabel="Envoi…" className={ui.primary} />
            </div>
          }
        >
          <TextareaField
            formId={formId}
            name="reason"
            label={V.reasonLabel}
            maxLength={VET_AUTHORISATION_LIMITS.reasonMax}
            required
          />
          <TextField formId={formId} name="max_amount_eur" label={V.amountLabel} required />
          <TextField formId={formId} name="valid_until" label={V.validUntilLabel} type="date" required />
          <TextField formId={formId} name="vet_name" label={V.vetNameLabel} />
        </SchemaForm>
      ) : null}
      {bons && bons.length === 0 ? <p>{V.empty}</p> : null}
      <ul className={styles.list}>
        {(bons ?? []).map((bon) => (
          <li key={bon.id} className={styles.item}>
            <span>{V.summary(bon.reason, bon.max_amount_eur, bon.valid_until)}</span>
            {bon.valid ? null : <p className={styles.meta}>{V.expired}</p>}
            <BonDownload bon={bon} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function Decision({ expense, placementId }: { expense: Expense; placementId: number }) {
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const { busy, run } = useWrite();
  const decide = (status: ExpenseDecision) =>
    run(() => vetCareApi.decide(expense.id, { status, reason: reason.trim() || null }), {
      invalidates: [expensesQueryKey(placementId)],
      onSuccess: () => notify.success(M.decided(status)),
      onError: () => notify.error(M.decideFailed),
    });
  return (
    <>
      <label htmlFor={reasonId}>{M.refuseReasonLabel}</label>
      <input
        id={reasonId}
        value={reason}
        maxLength={EXPENSE_LIMITS.reasonMax}
        onChange={(event) => setReason(event.currentTarget.value)}
      />
      <div className={ui.actions}>
        <button type="button" className={ui.primary} disabled={busy} onClick={() => void decide('remboursee')}>
          {M.reimburse}
        </button>
        <button type="button" className={ui.button} disabled={busy} onClick={() => void decide('refusee')}>
          {M.refuse}
        </button>
      </div>
    </>
  );
}

/** 'Dépenses': the family's expenses with their receipts, each waiting one with 'Rembourser' and 'Refuser', and the totals. */
export function ExpensesReview({ placement }: { placement: Placement }) {
  const titleId = useId();
  const { data, isError } = useQuery({
    queryKey: expensesQueryKey(placement.id),
    queryFn: () => vetCareApi.expenses(placement.id),
  });
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>{M.title}</h2>
      {isError ? <p role="alert">{M.decideFailed}</p> : null}
      {data && data.expenses.length === 0 ? <p>{M.empty}</p> : null}
      <ul className={styles.list}>
        {(data?.expenses ?? []).map((expense) => (
          <li key={expense.id} className={styles.item}>
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
              <Decision expense={expense} placementId={placement.id} />
            ) : null}
          </li>
        ))}
      </ul>
      {data && data.months.length > 0 ? (
        <>
          <h3>{M.totalsTitle}</h3>
          <ul className={styles.list}>
            {data.months.map((month) => (
              <li key={month.month} className={styles.meta}>
                {month.month.slice(5)}/{month.month.slice(0, 4)} : {euros(month.total_eur)} (
                {EXPENSE_STATUS_LABELS.remboursee.toLowerCase()} {euros(month.reimbursed_eur)})
              </li>
            ))}
          </ul>
          <p className={styles.totals}>
            {M.total} : {euros(data.totals.total_eur)} · {EXPENSE_STATUS_LABELS.remboursee} :{' '}
            {euros(data.totals.reimbursed_eur)} · {EXPENSE_STATUS_LABELS.en_attente} : {euros(data.totals.pending_eur)}
          </p>
        </>
      ) : null}
      <ExpensesCsvForm associationId={placement.association.id} />
    </section>
  );
}

/** The association's expenses of a period as CSV, for its accounts (the placements register's conventions). */
export function ExpensesCsvForm({ associationId }: { associationId: number }) {
  const submit = useFormWrite();
  const formId = 'expenses-csv';
  const today = dayInParis();
  return (
    <section aria-labelledby={`${formId}-title`}>
      <h3 id={`${formId}-title`}>{M.csvTitle}</h3>
      <SchemaForm<{ from: string; to: string }>
        id={formId}
        schema={expensesCsvQuerySchema}
        initialValues={{ from: `${today.slice(0, 7)}-01`, to: today }}
        onSubmit={(values) =>
          submit(() => vetCareApi.expensesCsv(associationId, values), {
            failure: M.decideFailed,
            onSuccess: (file) => saveFile(file, M.csvFileName(values.from, values.to)),
          })
        }
        actions={<SubmitButton label={M.csvDownload} busyLabel="Téléchargement…" className={ui.button} />}
      >
        <TextField formId={formId} name="from" label="Du" type="date" required />
        <TextField formId={formId} name="to" label="Au" type="date" required />
      </SchemaForm>
    </section>
  );
}
