import { render, screen, within } from '@testing-library/react';
import {
  PLACEMENT_COST_BEARER_LABELS,
  PLACEMENT_EVENT_LABELS,
  PLACEMENT_MESSAGES as M,
  PLACEMENT_OUTCOME_LABELS,
  PLACEMENT_STATUS_LABELS,
} from '@petfoster/contracts';
import { makePlacement } from '@petfoster/platform/test-utils';
import { PlacementStatusBadge } from './placement-status-badge';
import { PlacementTermsSummary } from './placement-terms-summary';
import { PlacementTimeline } from './placement-timeline';

/** The value a description list gives a term. */
const valueOf = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('PlacementStatusBadge', () => {
  it('says each status by its French label', () => {
    const { rerender } = render(<PlacementStatusBadge status="to_sign" />);
    expect(screen.getByText(PLACEMENT_STATUS_LABELS.to_sign)).toHaveTextContent('À signer');
    rerender(<PlacementStatusBadge status="active" />);
    expect(screen.getByText('En cours')).toBeInTheDocument();
    rerender(<PlacementStatusBadge status="ended" />);
    expect(screen.getByText('Terminé')).toBeInTheDocument();
  });
});

describe('PlacementTermsSummary', () => {
  it('says the dates in French, the notice, who pays each cost and the special conditions', () => {
    render(<PlacementTermsSummary terms={makePlacement().terms} />);
    expect(valueOf('Début')).toBe('01/12/2026');
    expect(valueOf('Fin')).toBe('01/03/2027');
    expect(valueOf('Préavis')).toBe('15 jours');
    expect(valueOf('Frais vétérinaires')).toBe(PLACEMENT_COST_BEARER_LABELS.association);
    expect(valueOf('Nourriture')).toBe(PLACEMENT_COST_BEARER_LABELS.family);
    expect(valueOf('Conditions particulières')).toBe('Pas de sortie sans laisse.');
  });

  it("says 'Durée indéterminée' without an end date, 'Aucune' without special conditions", () => {
    const terms = { ...makePlacement().terms!, end_date: null, special_conditions: null, notice_days: 0 };
    render(<PlacementTermsSummary terms={terms} />);
    expect(valueOf('Fin')).toBe(M.openEnded);
    expect(valueOf('Conditions particulières')).toBe('Aucune');
    expect(valueOf('Préavis')).toBe('0 jours');
  });

  it('says the terms are not set yet before the association sets them', () => {
    render(<PlacementTermsSummary terms={null} />);
    expect(screen.getByText(M.noTerms)).toBeInTheDocument();
  });
});

describe('PlacementTimeline', () => {
  it('lists the events oldest first, with their French date and time in Paris, who acted, and what they carried', () => {
    render(
      <PlacementTimeline
        events={[
          { type: 'ended', at: '2027-01-10T15:00:00.000Z', by: 'Paul Martin', detail: 'retour_association' },
          { type: 'created', at: '2026-11-20T09:00:00.000Z', by: null, detail: null },
          { type: 'end_requested', at: '2026-12-20T08:05:00.000Z', by: 'Marie Dupont', detail: '2027-01-10' },
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/^\d\d\/\d\d\/\d{4} à/).textContent)).toEqual([
      '20/11/2026 à 10:00',
      '20/12/2026 à 09:05',
      '10/01/2027 à 16:00',
    ]);
    expect(items[0]).toHaveTextContent(PLACEMENT_EVENT_LABELS.created);
    expect(items[1]).toHaveTextContent("Fin de l'accueil demandée");
    expect(items[1]).toHaveTextContent('par Marie Dupont');
    expect(items[1]).toHaveTextContent('10/01/2027');
    expect(items[2]).toHaveTextContent(PLACEMENT_OUTCOME_LABELS.retour_association);
  });

  it('says when nothing happened yet', () => {
    render(<PlacementTimeline events={[]} />);
    expect(screen.getByText(M.noEvents)).toBeInTheDocument();
  });
});
