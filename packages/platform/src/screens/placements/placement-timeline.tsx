import {
  PLACEMENT_EVENT_LABELS,
  PLACEMENT_MESSAGES as M,
  PLACEMENT_OUTCOME_LABELS,
  type PlacementEvent,
  type PlacementOutcome,
} from '@petfoster/contracts';
import { uiStyles as ui } from '@petfoster/platform';
import { frenchDate, frenchDateTime } from './placement-dates';
import styles from './placements.module.css';

/** What an event carries, as read: a day in French, an outcome by its label, any other short text as is. */
function detailText(detail: string | null): string | null {
  if (!detail) return null;
  if (detail in PLACEMENT_OUTCOME_LABELS) return PLACEMENT_OUTCOME_LABELS[detail as PlacementOutcome];
  return /^\d{4}-\d{2}-\d{2}$/.test(detail) ? frenchDate(detail) : detail;
}

/** The placement's history, oldest first: what happened, when (Europe/Paris), by whom, and what it carried. */
export function PlacementTimeline({ events }: { events: readonly PlacementEvent[] }) {
  if (events.length === 0) return <p className={ui.empty}>{M.noEvents}</p>;
  const ordered = [...events].sort((a, b) => a.at.localeCompare(b.at));
  return (
    <ol className={styles.timeline}>
      {ordered.map((event, index) => {
        const detail = detailText(event.detail);
        return (
          <li key={`${event.type}-${event.at}-${index}`} className={styles.event}>
            <time dateTime={event.at} className={styles.eventDate}>
              {frenchDateTime(event.at)}
            </time>
            <span className={styles.eventLabel}>{PLACEMENT_EVENT_LABELS[event.type] ?? event.type}</span>
            {event.by ? <span className={styles.eventBy}>{M.eventBy(event.by)}</span> : null}
            {detail ? <span className={styles.eventDetail}>{detail}</span> : null}
          </li>
        );
      })}
    </ol>
  );
}
