import { ENDPOINTS } from '@petfoster/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AssociationsPage from './associations-page';
import { makeAssociation } from '../test/fixtures';
import { renderRoute } from '@petfoster/platform/test-utils';
import { inTurn, networkFailure, onEndpoint, type Resolver } from '@petfoster/platform/test-utils/network';

const answerList = (answer: Resolver<typeof ENDPOINTS.listAssociations>) =>
  onEndpoint(ENDPOINTS.listAssociations, answer);
const renderPage = () => renderRoute(<AssociationsPage />, { url: '/associations', path: '/associations' });

describe('AssociationsPage', () => {
  it('shows one card per association, with image and name, linking to its profile', async () => {
    const refuge = makeAssociation({ id: 5, name_association: 'Refuge du Lac' });
    const noImage = makeAssociation({ id: 6, name_association: 'Chats Libres', url_image: null, url_thumbnail: null });
    answerList([refuge, noImage]);
    renderPage();

    const card = await screen.findByRole('link', { name: 'Refuge du Lac' });
    expect(card).toHaveAttribute('href', '/associationprofile/5');
    const image = card.querySelector('img');
    expect(image).toHaveAttribute('src', refuge.url_thumbnail);
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');

    expect(screen.getByRole('link', { name: 'Chats Libres' })).toHaveAttribute('href', '/associationprofile/6');
  });

  it('says so when no association is registered', async () => {
    answerList([]);
    renderPage();
    expect(await screen.findByText("Aucune association n'est inscrite pour le moment.")).toBeInTheDocument();
  });

  it('shows an error with a retry when the list cannot load', async () => {
    answerList(inTurn(networkFailure, [makeAssociation({ name_association: 'Refuge du Lac' })]));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Impossible de charger les associations pour le moment.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Refuge du Lac')).toBeInTheDocument();
  });
});
