import { associationRequestActions, countPending, pendingRequestsLabel } from './request-actions';

describe('associationRequestActions', () => {
  it('lets the association accept or refuse a pending request, not delete it', () => {
    expect(associationRequestActions('En attente')).toEqual({ decide: true, remove: false });
  });
  it('lets the association only delete a refused request', () => {
    expect(associationRequestActions('Refusée')).toEqual({ decide: false, remove: true });
  });
  it('allows nothing on an approved request', () => {
    expect(associationRequestActions('Approuvée')).toEqual({ decide: false, remove: false });
  });
});

describe('pending requests shortcut', () => {
  it('counts only requests still waiting for a decision', () => {
    expect(countPending([{ status: 'En attente' }, { status: 'Approuvée' }, { status: 'Refusée' }, { status: 'En attente' }])).toBe(2);
  });
  it('labels the count in French', () => {
    expect(pendingRequestsLabel(0)).toBe('Aucune demande en attente');
    expect(pendingRequestsLabel(1)).toBe('1 demande en attente');
    expect(pendingRequestsLabel(3)).toBe('3 demandes en attente');
  });
});
