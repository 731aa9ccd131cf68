import { useId, useState } from 'react';
import {
  dayInParis,
  EXPENSE_CATEGORIES,
  EXPENSE_CATEGORY_LABELS,
  EXPENSE_LIMITS,
  EXPENSE_MESSAGES as M,
  EXPENSE_STATUSES,
  PLACEMENT_STATUSES,
  VET_AUTHORISATION_MESSAGES as V,
  type Placement,
} from '@petfoster/contracts';
import { expenseSchema } from '@petfoster/contracts/schemas';
import { notify, uiStyles as ui } from '@petfoster/platform';
import {
  expensesQueryKey,
  PlacementExpenses,
  SchemaForm,
  SelectField,
  SubmitButton,
  TextareaField,
  TextField,
  useFormWrite,
  useWrite,
  VetAuthorisationList,
  vetCareApi,
} from '@petfoster/platform/screens';
import { ReceiptInput } from './receipt-input';

const CATEGORY_OPTIONS = EXPENSE_CATEGORIES.map((category) => ({
  value: category,
  label: EXPENSE_CATEGORY_LABELS[category],
}));

/** The bons the association issued: each with its download, to show at the vet's from the phone. */
export function VetAuthorisationLinks({ placement }: { placement: Placement }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>{V.title}</h2>
      <VetAuthorisationList placementId={placement.id} />
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

/** 'Dépenses': the form while the placement is 'En cours', then the expenses with their status and the totals. */
export function FamilyExpenses({ placement }: { placement: Placement }) {
  const titleId = useId();
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
      <PlacementExpenses
        placementId={placement.id}
        failure={M.submitFailed}
        actions={(expense) =>
          expense.status === EXPENSE_STATUSES.pending ? (
            <button type="button" className={ui.button} disabled={busy} onClick={() => void withdraw(expense.id)}>
              {M.withdraw}
            </button>
          ) : null
        }
      />
    </section>
  );
}
