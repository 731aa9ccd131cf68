import { useState } from 'react';
import {
  associationsApi,
  uiStyles as ui,
  useInfiniteQuery,
  useLogError,
  useQuery,
  useSession,
} from '@petfoster/platform';
import { PageHeader, RequireAccess, teamApi } from '@petfoster/platform/screens';
import {
  ACTIVITY_ACTION_LABELS,
  ACTIVITY_ENTITY_LABELS,
  ACTIVITY_FIELD_LABELS,
  paths,
  type ActivityEntry,
  type ActivityFields,
} from '@petfoster/contracts';
import styles from './association-activity-page.module.css';

/** Entries fetched at a time; 'Plus d'entrées' asks for the next ones. */
const PAGE_SIZE = 20;

const dateFormat = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short' });

/** A logged value as a member reads it. */
function shown(value: ActivityFields[string] | undefined): string {
  if (value === null || value === undefined || value === '') return '(vide)';
  if (value === true) return 'Oui';
  if (value === false) return 'Non';
  return String(value);
}

/** The fields an entry changed, one line each: 'Nom : Biscuit → Biscotte'. */
function Changes({ entry }: { entry: ActivityEntry }) {
  const fields = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  if (fields.length === 0) return null;
  return (
    <ul className={styles.changes} aria-label="Modifications">
      {fields.map((field) => {
        const label = ACTIVITY_FIELD_LABELS[field] ?? field;
        const before = entry.before ? shown(entry.before[field]) : null;
        const after = entry.after ? shown(entry.after[field]) : null;
        return (
          <li key={field}>
            {label} : {before !== null && after !== null ? `${before} → ${after}` : (after ?? before)}
          </li>
        );
      })}
    </ul>
  );
}

function entryLine(entry: ActivityEntry): string {
  const entity = `${ACTIVITY_ENTITY_LABELS[entry.entity] ?? entry.entity}${entry.entity_id ? ` n° ${entry.entity_id}` : ''}`;
  return [
    dateFormat.format(new Date(entry.at)),
    entry.actor.name,
    ACTIVITY_ACTION_LABELS[entry.action] ?? entry.action,
    entity,
  ].join(' — ');
}

function AssociationActivity() {
  const session = useSession();
  const associationId = Number(session.associationId);
  const [member, setMember] = useState('');
  const [animal, setAnimal] = useState('');
  // The members seen in the entries loaded so far, kept when a filter narrows the list.
  const [actors, setActors] = useState<Map<number, string>>(new Map());

  const animals = useQuery({
    queryKey: ['associationAnimals', associationId],
    queryFn: () => associationsApi.animals(associationId),
  });
  const log = useInfiniteQuery({
    queryKey: ['associationActivity', associationId, member, animal],
    initialPageParam: 0,
    queryFn: async ({ pageParam }) => {
      const page = await teamApi.activity(associationId, {
        limit: PAGE_SIZE,
        offset: pageParam,
        ...(member ? { user_id: member } : {}),
        ...(animal ? { animal_id: animal } : {}),
      });
      setActors((known) => {
        const next = new Map(known);
        for (const entry of page.entries)
          if (entry.actor.user_id !== null) next.set(entry.actor.user_id, entry.actor.name);
        return next.size === known.size ? known : next;
      });
      return page;
    },
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.entries.length, 0);
      return loaded < last.total ? loaded : undefined;
    },
  });
  useLogError(log.error);
  useLogError(animals.error);
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  const total = log.data?.pages[0]?.total;

  return (
    <section className={ui.page}>
      <PageHeader title="Journal d'activité" backTo={paths.associationDashboard} />
      <form
        className={styles.filters}
        role="search"
        aria-label="Filtrer le journal"
        onSubmit={(e) => e.preventDefault()}
      >
        <label>
          Membre
          <select value={member} onChange={(event) => setMember(event.target.value)}>
            <option value="">Tous les membres</option>
            {[...actors].map(([id, name]) => (
              <option key={id} value={String(id)}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Animal
          <select value={animal} onChange={(event) => setAnimal(event.target.value)}>
            <option value="">Tous les animaux</option>
            {(animals.data?.animals ?? []).map((one) => (
              <option key={one.id} value={String(one.id)}>
                {one.name}
              </option>
            ))}
          </select>
        </label>
      </form>
      {total !== undefined ? (
        <p className={ui.count} aria-live="polite">
          {total === 0 ? 'Aucune entrée' : `${total} entrée${total > 1 ? 's' : ''}`}
        </p>
      ) : null}
      {log.isError ? <p className={ui.error}>Le journal d'activité n'a pas pu être chargé.</p> : null}
      <ol className={styles.entries}>
        {entries.map((entry) => (
          <li key={entry.id} className={styles.entry}>
            <p>{entryLine(entry)}</p>
            <Changes entry={entry} />
          </li>
        ))}
      </ol>
      {log.hasNextPage ? (
        <button
          type="button"
          className={`${ui.button} ${styles.more}`}
          disabled={log.isFetchingNextPage}
          onClick={() => void log.fetchNextPage()}
        >
          Plus d'entrées
        </button>
      ) : null}
    </section>
  );
}

/** paths.associationActivity: the association's admins only (docs/product.md#association-team). */
export default function AssociationActivityPage() {
  return (
    <RequireAccess action="activity.list">
      <AssociationActivity />
    </RequireAccess>
  );
}
