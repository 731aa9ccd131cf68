import { countPending, pendingRequestsLabel } from './request-actions';

describe('pending requests shortcut', () => {
  it('counts only requests still waiting for a decision', () => {
    expect(
      countPending([
        { status: 'En attente' },
        { status: 'Approuvée' },
        { status: 'Refusée' },
        { status: 'En attente' },
      ]),
    ).toBe(2);
  });
  it('labels the count in French', () => {
    expect(pendingRequestsLabel(0)).toBe('Aucune demande en attente');
    expect(pendingRequestsLabel(1)).toBe('1 demande en attente');
    expect(pendingRequestsLabel(3)).toBe('3 demandes en attente');
  });
});
