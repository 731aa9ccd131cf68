import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENDPOINTS, PLACEMENT_MESSAGES as M } from '@petfoster/contracts';
import { currentPath, loginAs, logoutSession, makePlacementSummary, renderRoute } from '@petfoster/platform/test-utils';
import { heldAnswer, onEndpoint } from '@petfoster/platform/test-utils/network';
import FamilyPlacementsPage from './family-placements-page';

const PAGE = { path: '/families/dashboard/placements' };

beforeEach(() => loginAs({ role: 'family', userId: 5, familyId: 7 }));
afterEach(logoutSession);

it('sends an association home', () => {
  const list = onEndpoint(ENDPOINTS.listPlacements, []);
  loginAs({ role: 'association', userId: 9, associationId: 3 });
  renderRoute(<FamilyPlacementsPage />, PAGE);
  expect(currentPath()).toBe('/');
  expect(list.count).toBe(0);
});

it('shows a spinner while loading, then every placement, current first, each leading to its page', async () => {
  const held = heldAnswer<typeof ENDPOINTS.listPlacements>();
  onEndpoint(ENDPOINTS.listPlacements, held.answer);
  renderRoute(<FamilyPlacementsPage />, PAGE);
  expect(screen.getByRole('heading', { level: 1, name: 'Mes accueils' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Chargement…');
  held.release([
    makePlacementSummary({
      id: 40,
      status: 'ended',
      animal: { id: 10, name: 'Mina', species: 'Chat' },
      outcome: 'deces',
    }),
    makePlacementSummary({ id: 43, status: 'draft', start_date: null, end_date: null, contract_version: 0 }),
    makePlacementSummary({
      id: 44,
      status: 'signed',
      animal: { id: 14, name: 'Filou', species: 'Chat' },
      signed_by: ['association', 'family'],
      end_date: null,
    }),
  ]);
  const cards = await screen.findAllByRole('article');
  expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['Filou', 'Rex', 'Mina']);
  expect(cards[0]).toHaveTextContent('À partir du 01/12/2026, durée indéterminée');
  expect(cards[0]).toHaveTextContent('Début prévu le 01/12/2026');
  expect(cards[1]).toHaveTextContent(M.nextPreparing);
  expect(cards[2]).toHaveTextContent('Décès');
  await userEvent.click(within(cards[0]).getByRole('link', { name: 'Filou' }));
  expect(currentPath()).toBe('/families/dashboard/placements/44');
});

it('says when the family has no placement yet', async () => {
  onEndpoint(ENDPOINTS.listPlacements, []);
  renderRoute(<FamilyPlacementsPage />, PAGE);
  expect(await screen.findByText(M.noPlacements)).toBeInTheDocument();
});
