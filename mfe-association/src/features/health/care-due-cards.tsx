import { useId } from 'react';
import { Link } from 'react-router-dom';
import {
  CARE_DUE_KIND_LABELS,
  CARE_DUE_LIMITS,
  HEALTH_MESSAGES as M,
  paths,
  type CareDueItem,
} from '@petfoster/contracts';
import { useLogError, useQuery } from '@petfoster/platform';
import { careDueQueryKey, frenchDate, healthApi } from '@petfoster/platform/screens';
import styles from './care-due.module.css';

const WITHIN_DAYS = CARE_DUE_LIMITS.withinDaysDefault;

/** Today on this device as YYYY-MM-DD: a date before it is overdue. */
const today = () => {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

function itemText(item: CareDueItem): string {
  if (!item.next_due) return item.animal.name;
  const what = item.name ? `${CARE_DUE_KIND_LABELS[item.kind]} ${item.name}` : CARE_DUE_KIND_LABELS[item.kind];
  return `${item.animal.name} — ${what}, ${frenchDate(item.next_due)}`;
}

function DueCard({ title, items }: { title: string; items: CareDueItem[] }) {
  const titleId = useId();
  const now = today();
  return (
    <li className={styles.dueCard} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.dueTitle}>
        <span>{title}</span> <span className={styles.dueCount}>{items.length}</span>
      </h2>
      {items.length ? (
        <ul className={styles.dueList}>
          {items.map((item) => (
            <li key={`${item.animal.id}-${item.kind}-${item.name ?? ''}`}>
              <Link to={paths.animalDetails(item.animal.id)}>{itemText(item)}</Link>
              {item.next_due && item.next_due < now ? <span className={styles.overdue}> ({M.overdue})</span> : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.line}>{M.dueNone}</p>
      )}
    </li>
  );
}

/**
 * What is due in the association (docs/product.md#what-is-due), on its dashboard: 'À vacciner sous 14 jours' (the
 * vaccinations, antiparasitic and deworming care due or past), 'À stériliser' and 'Sans identification', each with
 * its count, each item a link to its animal's page.
 */
export function CareDueCards({ associationId }: { associationId: number }) {
  const { data, error } = useQuery({
    queryKey: careDueQueryKey(associationId, WITHIN_DAYS),
    queryFn: () => healthApi.careDue(associationId, WITHIN_DAYS),
  });
  useLogError(error);
  if (!data) return null;
  const of = (...kinds: CareDueItem['kind'][]) => data.due.filter((item) => kinds.includes(item.kind));
  return (
    <ul className={styles.dueCards} aria-label={M.dueTitle}>
      <DueCard title={M.dueVaccinate(WITHIN_DAYS)} items={of('vaccination', 'antiparasitaire', 'vermifuge')} />
      <DueCard title={M.dueSterilise} items={of('sterilisation')} />
      <DueCard title={M.dueIdentify} items={of('identification')} />
    </ul>
  );
}
