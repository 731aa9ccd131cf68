import { Fragment } from 'react';
import {
  PLACEMENT_COST_BEARER_LABELS,
  PLACEMENT_COST_ITEM_LABELS,
  PLACEMENT_COST_ITEMS,
  PLACEMENT_MESSAGES as M,
  type PlacementTerms,
} from '@petfoster/contracts';
import { uiStyles as ui } from '@petfoster/platform';
import { frenchDate } from './placement-dates';
import styles from './placements.module.css';

export interface PlacementTermsSummaryProps {
  /** The current version's terms; null until the association first sets them. */
  terms: PlacementTerms | null;
}

/** What the current terms say: dates (or 'Durée indéterminée'), notice, who pays what, special conditions. */
export function PlacementTermsSummary({ terms }: PlacementTermsSummaryProps) {
  if (!terms) return <p className={ui.empty}>{M.noTerms}</p>;
  return (
    <dl className={ui.details}>
      <dt>{M.termsStart}</dt>
      <dd>{frenchDate(terms.start_date)}</dd>
      <dt>{M.termsEnd}</dt>
      <dd>{terms.end_date ? frenchDate(terms.end_date) : M.openEnded}</dd>
      <dt>{M.termsNotice}</dt>
      <dd>{M.noticeDays(terms.notice_days)}</dd>
      {PLACEMENT_COST_ITEMS.map((item) => (
        <Fragment key={item}>
          <dt>{PLACEMENT_COST_ITEM_LABELS[item]}</dt>
          <dd>{PLACEMENT_COST_BEARER_LABELS[terms.costs[item]]}</dd>
        </Fragment>
      ))}
      <dt>{M.specialConditions}</dt>
      <dd className={styles.freeText}>{terms.special_conditions?.trim() || M.noSpecialConditions}</dd>
    </dl>
  );
}
