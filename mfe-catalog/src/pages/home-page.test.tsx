import { ENDPOINTS } from '@petfoster/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import HomePage from './home-page';
import { makeAnimal } from '../test/fixtures';
import { renderRoute } from '@petfoster/platform/test-utils';
import { inTurn, networkFailure, onEndpoint, type Received } from '@petfoster/platform/test-utils/network';

const cats = ['Mistigri', 'Caramel', 'Pixel', 'Chaussette'].map((name) =>
  makeAnimal({ name, species_id: 2, species: { id: 2, name: 'Chat' } }),
);
const dogs = ['Rex', 'Filou', 'Oscar', 'Brutus'].map((name) =>
  makeAnimal({ name, species_id: 1, species: { id: 1, name: 'Chien' } }),
);

function renderHome() {
  return renderRoute(<HomePage />, { url: '/', path: '/' });
}

const bySpecies = ({ query }: { query: Record<string, string> }) => (query.species === 'Chat' ? cats : dogs);

describe('HomePage', () => {
  let list: Received<typeof ENDPOINTS.listAnimals>;
  beforeEach(() => {
    // The server may send more than asked; the home must still show at most three of each.
    list = onEndpoint(ENDPOINTS.listAnimals, bySpecies);
  });

  it('asks for three cats and three dogs and shows exactly the first three of each', async () => {
    renderHome();

    const catSection = await screen.findByRole('region', { name: 'Nos chats' });
    const dogSection = screen.getByRole('region', { name: 'Nos chiens' });

    expect(list.requests.map((request) => request.query)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ species: 'Chat', limit: '3' }),
        expect.objectContaining({ species: 'Chien', limit: '3' }),
      ]),
    );

    const catCards = within(catSection).getAllByRole('link', { name: /Mistigri|Caramel|Pixel|Chaussette/ });
    expect(catCards.map((card) => card.getAttribute('href'))).toEqual(
      cats.slice(0, 3).map((cat) => `/animals-details/${cat.id}`),
    );
    expect(within(catSection).queryByText('Chaussette')).not.toBeInTheDocument();

    expect(within(dogSection).getByText('Rex')).toBeInTheDocument();
    expect(within(dogSection).getByText('Filou')).toBeInTheDocument();
    expect(within(dogSection).getByText('Oscar')).toBeInTheDocument();
    expect(within(dogSection).queryByText('Brutus')).not.toBeInTheDocument();
  });

  it('never lets a line start with ; : ? or ! (French puts a no-break space before them)', async () => {
    const { container } = renderHome();
    await screen.findByText('Mistigri');
    expect(container.textContent).toMatch(/d'adoption\u00a0; les familles/);
    expect(container.textContent).not.toMatch(/ [;:?!]/);
  });

  it('loads the first image eagerly (the only one above the fold on a phone) and the rest lazily', async () => {
    renderHome();
    await screen.findByText('Mistigri');
    expect(screen.getByRole('img', { name: 'Mistigri' })).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img', { name: 'Caramel' })).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('img', { name: 'Rex' })).toHaveAttribute('loading', 'lazy');
  });

  it('shows the four links with their exact labels and targets', async () => {
    renderHome();
    await screen.findByText('Mistigri');

    expect(screen.getByRole('link', { name: 'Voir tous nos chats' })).toHaveAttribute('href', '/animals?species=Chat');
    expect(screen.getByRole('link', { name: 'Voir tous nos chiens' })).toHaveAttribute(
      'href',
      '/animals?species=Chien',
    );
    expect(screen.getByRole('link', { name: 'Voir tous les animaux' })).toHaveAttribute('href', '/animals');
    expect(screen.getByRole('link', { name: 'Voir toutes les associations' })).toHaveAttribute('href', '/associations');
  });

  it('shows a loading state, then an error with a retry that loads again', async () => {
    onEndpoint(ENDPOINTS.listAnimals, inTurn(networkFailure, bySpecies));
    renderHome();
    expect(screen.getByRole('status')).toHaveTextContent('Chargement des animaux…');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Impossible de charger les animaux pour le moment.');
    // The navigation links stay usable while the animals are unavailable.
    expect(screen.getByRole('link', { name: 'Voir tous les animaux' })).toBeInTheDocument();

    await userEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Mistigri')).toBeInTheDocument();
  });

  it('says so when a species has no animal yet', async () => {
    onEndpoint(ENDPOINTS.listAnimals, ({ query }) => (query.species === 'Chat' ? [] : dogs));
    renderHome();
    expect(await screen.findByText('Aucun chat à présenter pour le moment.')).toBeInTheDocument();
    expect(screen.getByText('Rex')).toBeInTheDocument();
  });
});
