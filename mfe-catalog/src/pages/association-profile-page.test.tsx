import { ENDPOINTS } from '@petfoster/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AssociationProfilePage from './association-profile-page';
import { makeAssociation } from '../test/fixtures';
import { renderRoute } from '@petfoster/platform/test-utils';
import { networkFailure, onEndpoint, refuse, type Resolver } from '@petfoster/platform/test-utils/network';

const answerAssociation = (answer: Resolver<typeof ENDPOINTS.readAssociation>) =>
  onEndpoint(ENDPOINTS.readAssociation, answer);
const renderAt = (path: string) =>
  renderRoute(<AssociationProfilePage />, { url: path, path: '/associationprofile/:id' });

describe('AssociationProfilePage', () => {
  it('shows image, name, description, address, city, zip code, phone and the animals link', async () => {
    const association = makeAssociation({
      id: 5,
      name_association: 'Refuge du Lac',
      description: 'Nous sauvons <i>les</i> chats.',
      address: '3 chemin du Port',
      city: 'Annecy',
      zip_code: '74000',
      phone_number: '0450000000',
    });
    const get = answerAssociation(association);
    renderAt('/associationprofile/5');

    expect(await screen.findByRole('heading', { level: 1, name: 'Refuge du Lac' })).toBeInTheDocument();
    expect(get.requests.map((request) => request.path)).toEqual(['/api/associations/5']);
    expect(screen.getByRole('img', { name: 'Refuge du Lac' })).toHaveAttribute('src', association.url_image);
    expect(screen.getByText('Nous sauvons <i>les</i> chats.')).toBeInTheDocument();

    const fact = (term: string) => screen.getByText(term).nextElementSibling;
    expect(fact('Adresse')).toHaveTextContent('3 chemin du Port');
    expect(fact('Ville')).toHaveTextContent('Annecy');
    expect(fact('Code postal')).toHaveTextContent('74000');
    expect(fact('Téléphone')).toHaveTextContent('0450000000');

    expect(screen.getByRole('link', { name: 'Voir nos animaux' })).toHaveAttribute(
      'href',
      '/association/5/animals-list',
    );
  });

  it("says 'Association vérifiée le {date}' once the platform verified it, nothing before", async () => {
    answerAssociation(
      makeAssociation({ id: 5, name_association: 'Refuge du Lac', verified_at: '2026-03-03T10:00:00.000Z' }),
    );
    renderAt('/associationprofile/5');
    expect(await screen.findByText('Association vérifiée le 3 mars 2026')).toBeInTheDocument();
  });

  it('says nothing of verification for an association not verified yet', async () => {
    answerAssociation(makeAssociation({ id: 6, name_association: 'Refuge du Pré', verified_at: null }));
    renderAt('/associationprofile/6');
    await screen.findByRole('heading', { name: 'Refuge du Pré' });
    expect(screen.queryByText(/Association vérifiée/)).not.toBeInTheDocument();
  });

  it('the back button goes to the previous page', async () => {
    answerAssociation(makeAssociation({ id: 5, name_association: 'Refuge du Lac' }));
    renderAt('/associationprofile/5');
    await screen.findByRole('heading', { name: 'Refuge du Lac' });
    await userEvent.click(screen.getByRole('button', { name: 'Retour' }));
    expect(await screen.findByRole('heading', { name: 'Page précédente' })).toBeInTheDocument();
  });

  it('goes to the 404 page when the association cannot be loaded', async () => {
    answerAssociation(refuse(404));
    renderAt('/associationprofile/999');
    expect(await screen.findByRole('heading', { name: 'Page introuvable' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/404');
  });

  it('goes to the 404 page on any other load failure too', async () => {
    answerAssociation(networkFailure);
    renderAt('/associationprofile/5');
    expect(await screen.findByRole('heading', { name: 'Page introuvable' })).toBeInTheDocument();
  });
});
