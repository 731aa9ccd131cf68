import { useId, useState } from 'react';
import {
  dayInParis,
  EXPENSE_LIMITS,
  EXPENSE_MESSAGES as M,
  EXPENSE_STATUSES,
  PLACEMENT_STATUSES,
  VET_AUTHORISATION_LIMITS,
  VET_AUTHORISATION_MESSAGES as V,
  type Expense,
  type ExpenseDecision,
  type Placement,
} from '@petfoster/contracts';
import { expensesCsvQuerySchema, vetAuthorisationSchema } from '@petfoster/contracts/schemas';
import { notify, uiStyles as ui } from '@petfoster/platform';
import {
  expensesQueryKey,
  PlacementExpenses,
  saveFile,
  SchemaForm,
  SubmitButton,
  TextareaField,
  TextField,
  useFormWrite,
  useWrite,
  VetAuthorisationList,
  vetAuthorisationsQueryKey,
  vetCareApi,
} from '@petfoster/platform/screens';

interface BonValues {
  reason: string;
  max_amount_eur: string;
  valid_until: string;
  vet_name: string;
}

/** 'Bon vétérinaire': the form that issues one while the animal is with the family, then the bons issued. */
export function VetAuthorisationsSection({ placement }: { placement: Placement }) {
  const titleId = useId();
  const submit = useFormWrite();
  const [round, setRound] = useState(0);
  const formId = `vet-authorisation-${placement.id}-${round}`;
  const current = placement.status === PLACEMENT_STATUSES.signed || placement.status === PLACEMENT_STATUSES.active;
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
      <VetAuthorisationList placementId={placement.id} />
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
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>{M.title}</h2>
      <PlacementExpenses
        placementId={placement.id}
        failure={M.decideFailed}
        detailed
        actions={(expense) =>
          expense.status === EXPENSE_STATUSES.pending ? <Decision expense={expense} placementId={placement.id} /> : null
        }
      />
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
