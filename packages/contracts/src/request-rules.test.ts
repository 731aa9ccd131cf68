import {
  associationRequestActions,
  familyRequestActions,
  housesAnimal,
  isHoused,
  otherPendingRequests,
} from './request-rules';

describe('isHoused', () => {
  it('is housed by an approved request, not by a pending or refused one', () => {
    expect(isHoused([{ status: 'En attente' }, { status: 'Approuvée' }])).toBe(true);
    expect(isHoused([{ status: 'En attente' }, { status: 'Refusée' }])).toBe(false);
    expect(isHoused(undefined)).toBe(false);
  });
  it('is to foster again once the animal went back to its association', () => {
    expect(housesAnimal({ status: 'Approuvée', returned: true })).toBe(false);
    expect(isHoused([{ status: 'Approuvée', returned: true }, { status: 'En attente' }])).toBe(false);
  });
});

describe('familyRequestActions', () => {
  it('lets the family edit the motivation of or delete a pending request', () => {
    expect(familyRequestActions('En attente')).toEqual({ editMotivation: true, remove: true });
  });
  it('lets the family only delete a refused request', () => {
    expect(familyRequestActions('Refusée')).toEqual({ editMotivation: false, remove: true });
  });
  it('allows nothing on an approved request', () => {
    expect(familyRequestActions('Approuvée')).toEqual({ editMotivation: false, remove: false });
  });
});

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

describe('otherPendingRequests', () => {
  it("lists the same animal's other pending requests only", () => {
    const requests = [
      { id: 1, animal_id: 5, status: 'En attente' },
      { id: 2, animal_id: 5, status: 'En attente' },
      { id: 3, animal_id: 5, status: 'Refusée' },
      { id: 4, animal_id: 6, status: 'En attente' },
    ];
    expect(otherPendingRequests(requests, requests[0]).map((r) => r.id)).toEqual([2]);
  });
});
