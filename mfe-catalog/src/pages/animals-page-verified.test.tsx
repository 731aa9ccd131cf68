import { ENDPOINTS } from '@petfoster/contracts';
import { screen, within } from '@testing-library/react';
import AnimalsPage from './animals-page';
import { makeAnimal, makeAssociation } from '../test/fixtures';
import AssociationsPage from './associations-page';
import { renderRoute } from '@petfoster/platform/test-utils';
import { listReply, onEndpoint } from '@petfoster/platform/test-utils/network';

const MARK = 'Association vérifiée le 3 mars 2026';

const verified = makeAnimal({
  name: 'Félix',
  association: { id: 7, name_association: 'Les Amis des Bêtes', verified_at: '2026-03-03T10:00:00.000Z' },
});
const unverified = makeAnimal({
  name: 'Médor',
  association: { id: 8, name_association: 'Refuge en attente', verified_at: null },
});

describe('the verified mark on the catalogue cards', () => {
  beforeEach(() => {
    onEndpoint(ENDPOINTS.listAnimals, () => listReply([verified, unverified]));
  });

  it("marks the cards of a verified association's animals, beside the link whose name stays the animal's", async () => {
    renderRoute(<AnimalsPage />, { url: '/animals', path: '/animals' });
    const felix = await screen.findByRole('link', { name: /^Félix/ });
    const item = felix.closest('li') as HTMLElement;
    const mark = within(item).getByText(MARK);
    expect(felix).not.toContainElement(mark);
    expect(felix).not.toHaveAccessibleName(/vérifiée/);

    const medor = screen.getByRole('link', { name: /^Médor/ });
    expect(within(medor.closest('li') as HTMLElement).queryByText(MARK)).toBeNull();
    expect(screen.getAllByText(MARK)).toHaveLength(1);
  });
});

describe('the verified mark on the associations list', () => {
  it("marks a verified association's card with its date, beside the link whose name stays the association's", async () => {
    onEndpoint(ENDPOINTS.listAssociations, () =>
      listReply([
        makeAssociation({ id: 7, name_association: 'Les Amis des Bêtes', verified_at: '2026-03-03T10:00:00.000Z' }),
        makeAssociation({ id: 8, name_association: 'Refuge en attente', verified_at: null }),
      ]),
    );
    renderRoute(<AssociationsPage />, { url: '/associations', path: '/associations' });
    const friends = await screen.findByRole('link', { name: /Les Amis des Bêtes/ });
    const mark = within(friends.closest('li') as HTMLElement).getByText(MARK);
    expect(friends).not.toContainElement(mark);
    const waiting = screen.getByRole('link', { name: /Refuge en attente/ });
    expect(within(waiting.closest('li') as HTMLElement).queryByText(/vérifiée/)).toBeNull();
  });
});
