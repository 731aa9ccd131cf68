import { useId, useState } from 'react';
import {
  HEALTH_MESSAGES as M,
  HEALTH_TEST_RESULT_LABELS,
  healthEntryTitle,
  type HealthEntry,
  type HealthEntryType,
} from '@petfoster/contracts';
import { notify, queryKeys, RETRY_LABEL, uiStyles as ui, useQuery } from '@petfoster/platform';
import { frenchDate } from '../placements/placement-dates';
import { useWrite } from '../hooks/use-write';
import { ConfirmModal } from '../ui/confirm-modal';
import { allCareDueQueryKey, healthApi, healthRecordQueryKey } from '../api/health';
import { HealthEntryForm } from './health-entry-form';
import { WeightChart } from './weight-chart';
import styles from './health.module.css';

/** The lines under an entry's title: what its type records besides its name. */
function details(entry: HealthEntry): string[] {
  const lines: string[] = [];
  if (entry.type === 'traitement' && entry.from && entry.to)
    lines.push(`${M.fromLabel} ${frenchDate(entry.from)} ${M.toLabel.toLowerCase()} ${frenchDate(entry.to)}`);
  if (entry.dosage) lines.push(`${M.dosageLabel} : ${entry.dosage}`);
  if (entry.result && entry.type !== 'test')
    lines.push(`${M.resultLabel} : ${HEALTH_TEST_RESULT_LABELS[entry.result]}`);
  if (entry.vet) lines.push(`${M.vetLabel} : ${entry.vet}`);
  if (entry.next_due) lines.push(`${M.nextDueLabel} : ${frenchDate(entry.next_due)}`);
  return lines;
}

export interface HealthRecordProps {
  animalId: number;
  speciesId: number;
  /** The types the caller may add; none: the record is only read (a bénévole). */
  types: readonly HealthEntryType[];
}

/**
 * The animal's health record (docs/product.md#health-record) as a timeline, newest first, with the weights as a small
 * chart; 'Ajouter une entrée' opens the form of a type, and each entry the caller may still change has 'Modifier'
 * and 'Supprimer'. One column, so it fits a 360 px phone.
 */
export function HealthRecord({ animalId, speciesId, types }: HealthRecordProps) {
  const titleId = useId();
  const {
    data: entries,
    isError,
    refetch,
  } = useQuery({
    queryKey: healthRecordQueryKey(animalId),
    queryFn: () => healthApi.list(animalId),
  });
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<HealthEntry | null>(null);
  const { busy, run } = useWrite();

  const remove = (entry: HealthEntry) =>
    run(() => healthApi.remove(entry.id), {
      invalidates: [healthRecordQueryKey(animalId), allCareDueQueryKey, queryKeys.animal(animalId)],
      onSuccess: () => {
        notify.success(M.deleted);
        setDeleting(null);
      },
      onError: () => {
        notify.error('L’entrée n’a pas pu être supprimée. Réessayez.');
        setDeleting(null);
      },
    });

  return (
    <section aria-labelledby={titleId} className={styles.record}>
      <h2 id={titleId} className={styles.title}>
        {M.title}
      </h2>
      {types.length > 0 && !adding ? (
        <div className={ui.actions}>
          <button type="button" className={ui.primary} onClick={() => setAdding(true)}>
            {M.add}
          </button>
        </div>
      ) : null}
      {adding ? (
        <HealthEntryForm animalId={animalId} speciesId={speciesId} types={types} onDone={() => setAdding(false)} />
      ) : null}
      {entries ? <WeightChart entries={entries} /> : null}
      {isError ? (
        <div role="alert" className={styles.failure}>
          <p>{M.loadFailed}</p>
          <button type="button" className={ui.button} onClick={() => void refetch()}>
            {RETRY_LABEL}
          </button>
        </div>
      ) : entries?.length === 0 ? (
        <p className={ui.empty}>{M.empty}</p>
      ) : entries ? (
        <ol className={styles.timeline}>
          {entries.map((entry) => (
            <li key={entry.id} className={styles.item}>
              <p className={styles.when}>
                <time dateTime={entry.date}>{frenchDate(entry.date)}</time>
                {entry.added_by === 'family' ? <span className={styles.badge}>{M.addedByFamily}</span> : null}
              </p>
              <h3 className={styles.itemTitle}>{healthEntryTitle(entry)}</h3>
              {details(entry).map((line) => (
                <p key={line} className={styles.line}>
                  {line}
                </p>
              ))}
              {entry.note ? <p className={styles.note}>{entry.note}</p> : null}
              {editing === entry.id ? (
                <HealthEntryForm
                  animalId={animalId}
                  speciesId={speciesId}
                  types={types}
                  entry={entry}
                  onDone={() => setEditing(null)}
                />
              ) : entry.editable ? (
                <div className={ui.actions}>
                  <button
                    type="button"
                    className={ui.button}
                    aria-label={`${M.edit} : ${healthEntryTitle(entry)} du ${frenchDate(entry.date)}`}
                    onClick={() => setEditing(entry.id)}
                  >
                    {M.edit}
                  </button>
                  <button
                    type="button"
                    className={ui.danger}
                    aria-label={`${M.delete} : ${healthEntryTitle(entry)} du ${frenchDate(entry.date)}`}
                    onClick={() => setDeleting(entry)}
                  >
                    {M.delete}
                  </button>
                </div>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
      <ConfirmModal
        open={deleting !== null}
        title={M.delete}
        confirmLabel={M.delete}
        busy={busy}
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(null)}
      >
        <p>{M.confirmDelete}</p>
        {deleting ? <p>{`${healthEntryTitle(deleting)} (${frenchDate(deleting.date)})`}</p> : null}
      </ConfirmModal>
    </section>
  );
}
