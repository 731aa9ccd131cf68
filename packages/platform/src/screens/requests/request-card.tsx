import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  ANIMAL_WITHDRAWN_TEXT,
  paths,
  REFERENT_MESSAGES,
  REFUSAL_MESSAGES,
  REQUEST_CLOSED_REASON_TEXT,
  REQUEST_LIST_MESSAGES,
  REQUEST_CLOSED_REASONS,
  type FosterRequest,
} from '@petfoster/contracts';
import { formatRequestDate, requestTone } from '@petfoster/platform';
import styles from './request-card.module.css';

export interface RequestCardProps {
  request: FosterRequest;
  onView(request: FosterRequest): void;
  /** The buttons this request allows for the viewer (decided by the app's request-actions rules). */
  actions?: ReactNode;
  /** Who the viewer deals with: a family sees the association, an association the family. */
  counterpart: 'family' | 'association';
}

function EyeIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 5C6.5 5 2.3 8.6 1 12c1.3 3.4 5.5 7 11 7s9.7-3.6 11-7c-1.3-3.4-5.5-7-11-7zm0 11.5A4.5 4.5 0 1 1 12 7.5a4.5 4.5 0 0 1 0 9zm0-7a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z"
      />
    </svg>
  );
}

/** One foster request, coloured by status (docs/product.md#request-screens), shared by 'Mes demandes' and 'Nos demandes'. */
export function RequestCard({ request, onView, actions, counterpart }: RequestCardProps) {
  const tone = requestTone(request.status);
  const animalName = request.animal?.name || `Animal ${request.animal_id ?? ''}`.trim();
  const thumbnail = request.animal?.url_thumbnail ?? request.animal?.url_image ?? null;
  return (
    <article className={`${styles.card} ${styles[tone]}`} data-status={tone} aria-label={`Demande pour ${animalName}`}>
      {thumbnail ? (
        <img className={styles.thumbnail} src={thumbnail} alt="" width={64} height={64} loading="lazy" />
      ) : (
        <span aria-hidden="true" />
      )}
      <div className={styles.body}>
        <div className={styles.links}>
          {request.animal_id === null ? (
            // The association deleted the animal: its page is gone, its name stays.
            <span>{animalName}</span>
          ) : (
            <Link to={paths.animalDetails(request.animal_id)}>{animalName}</Link>
          )}
          {counterpart === 'family' ? (
            request.family?.deleted ? (
              // The family deleted its account; the placement stays on record, the profile is gone.
              <span>Famille {request.family.lastname}</span>
            ) : (
              <Link to={paths.familyProfile(request.family_id)}>Famille {request.family?.lastname ?? ''}</Link>
            )
          ) : (
            <Link to={paths.associationProfile(request.association_id)}>
              {request.association?.name_association ?? 'Association'}
            </Link>
          )}
          <button type="button" className={styles.eye} aria-label="Voir la demande" onClick={() => onView(request)}>
            <EyeIcon />
          </button>
        </div>
        <p className={styles.status}>{request.status}</p>
        {request.reason && request.reason !== REQUEST_CLOSED_REASONS.animalWithdrawn ? (
          <p className={styles.reason}>{REQUEST_CLOSED_REASON_TEXT[request.reason]}</p>
        ) : null}
        {request.animal_id === null || request.reason === REQUEST_CLOSED_REASONS.animalWithdrawn ? (
          <p className={styles.reason}>{ANIMAL_WITHDRAWN_TEXT}</p>
        ) : null}
        {counterpart === 'family' && (request.family?.email || request.family?.phone_number) ? (
          // The family the association chose (approved requests of 'Nos demandes' only carry it).
          <p className={styles.contact}>
            {REQUEST_LIST_MESSAGES.familyContact}
            {'\u00a0: '}
            {request.family.email ? <a href={`mailto:${request.family.email}`}>{request.family.email}</a> : null}
            {request.family.email && request.family.phone_number ? ' · ' : null}
            {request.family.phone_number ? (
              <a href={`tel:${request.family.phone_number}`}>{request.family.phone_number}</a>
            ) : null}
          </p>
        ) : null}
        {counterpart === 'family' ? (
          // 'Nos demandes': who in the team follows it (docs/product.md#association-team).
          <p className={styles.referent}>
            {request.referent ? REFERENT_MESSAGES.referent(request.referent.firstname) : REFERENT_MESSAGES.noReferent}
          </p>
        ) : request.referent ? (
          <p className={styles.referent}>{REFERENT_MESSAGES.familyContact(request.referent.firstname)}</p>
        ) : null}
        {request.refusal_reason ? (
          <p className={styles.refusalReason}>{REFUSAL_MESSAGES.reasonShown(request.refusal_reason)}</p>
        ) : null}
        <p className={styles.date}>
          Demande du <time dateTime={request.created_at}>{formatRequestDate(request.created_at)}</time>
        </p>
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </article>
  );
}
