import { useId, useState } from 'react';
import { frenchDay, PLACEMENT_MESSAGES as M, type Placement } from '@petfoster/contracts';
import { isValidIsoDate, placementAdoptionSchema } from '@petfoster/contracts/schemas';
import { uiStyles as ui } from '@petfoster/platform';
import { placementsApi, SchemaForm, SubmitButton, TextField, useSchemaFormValues } from '@petfoster/platform/screens';
import { usePlacementWrite } from '../hooks/use-placement-write';
import { firstHandoverDay } from '../placement-days';
import styles from '../placements.module.css';

const FORM_ID = 'placement-adoption';

interface AdoptionValues {
  certificate_issued_on: string;
  certificate_issuer: string;
  adoption_date: string;
}

/** 'Cession possible à partir du JJ/MM/AAAA (dans N jours)', once the certificate's date is a day. */
function Countdown() {
  const { certificate_issued_on: issued } = useSchemaFormValues<AdoptionValues>();
  if (!issued || !isValidIsoDate(issued)) return null;
  const { day, inDays } = firstHandoverDay(issued);
  return (
    <p className={styles.countdown} role="status">
      {M.adoptionCountdown(frenchDay(day), inDays)}
    </p>
  );
}

/**
 * What the association does at I-CAD and hands over when the animal changes keeper (docs/product.md#placements-legal-basis).
 * A memo ticked on this device only: nothing of it is sent.
 */
export function IcadChecklist() {
  const id = useId();
  const [done, setDone] = useState<ReadonlySet<number>>(new Set());
  const toggle = (index: number) =>
    setDone((previous) => {
      const next = new Set(previous);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  return (
    <section aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{M.icadTitle}</h3>
      <ul className={styles.checklist}>
        {M.icadChecklist.map((item, index) => (
          <li key={item}>
            <label>
              <input type="checkbox" checked={done.has(index)} onChange={() => toggle(index)} />
              <span>{item}</span>
            </label>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Adoption by the foster family (docs/product.md#placements): the certificat d'engagement et de connaissance's date and
 * issuer, the handover's date at least 7 days later (the countdown says from when), and the I-CAD checklist.
 */
export function PlacementAdoptionForm({ placement }: { placement: Placement }) {
  const write = usePlacementWrite();
  return (
    <>
      <SchemaForm<AdoptionValues>
        id={FORM_ID}
        schema={placementAdoptionSchema}
        initialValues={{ certificate_issued_on: '', certificate_issuer: '', adoption_date: '' }}
        onSubmit={(values) =>
          write(() => placementsApi.recordAdoption(placement.id, values), {
            failure: M.adoptionRecordFailed,
            success: M.adopted,
          })
        }
        actions={<SubmitButton label={M.adoptionSubmit} busyLabel={M.saving} className={ui.primary} />}
      >
        <TextField formId={FORM_ID} name="certificate_issued_on" label={M.certificateDateLabel} type="date" required />
        <Countdown />
        <TextField formId={FORM_ID} name="certificate_issuer" label={M.certificateIssuerLabel} required />
        <TextField formId={FORM_ID} name="adoption_date" label={M.adoptionDateLabel} type="date" required />
      </SchemaForm>
      <IcadChecklist />
    </>
  );
}
