import { ENDPOINTS, VERIFICATION_MESSAGES } from '@petfoster/contracts';
import { screen, within } from '@testing-library/react';
import AnimalsPage from './animals-page';
import { makeAnimal } from '../test/fixtures';
import { renderRoute } from '@petfoster/platform/test-utils';
import { listReply, onEndpoint } from '@petfoster/platform/test-utils/network';

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
    const mark = within(item).getByText(VERIFICATION_MESSAGES.verifiedMark);
    expect(felix).not.toContainElement(mark);
    expect(felix).not.toHaveAccessibleName(/vérifiée/);

    const medor = screen.getByRole('link', { name: /^Médor/ });
    expect(within(medor.closest('li') as HTMLElement).queryByText(VERIFICATION_MESSAGES.verifiedMark)).toBeNull();
    expect(screen.getAllByText(VERIFICATION_MESSAGES.verifiedMark)).toHaveLength(1);
  });
});
