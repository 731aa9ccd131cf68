import { familyRequestActions } from './request-actions';

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
