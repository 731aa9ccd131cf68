import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENDPOINTS, NEWS_MESSAGES as M, type PlacementNews } from '@petfoster/contracts';
import { loginAs, logoutSession, makePlacement, renderRoute } from '@petfoster/platform/test-utils';
import { inTurn, onEndpoint } from '@petfoster/platform/test-utils/network';
import AssociationPlacementPage from './association-placement-page';

const PAGE = { path: '/associations/dashboard/placements/:placementId', url: '/associations/dashboard/placements/41' };

const news = (over: Partial<PlacementNews> = {}): PlacementNews => ({
  id: 8,
  placement_id: 41,
  body: 'Il mange bien.\n<i>Et il ronronne.</i>',
  images: [{ url: '/uploads/a.jpg', thumbnail_url: '/uploads/a.webp', medium_url: '/uploads/a-800.webp' }],
  author_firstname: 'Marie',
  mine: false,
  created_at: '2026-12-05T10:00:00.000Z',
  published_at: null,
  ...over,
});

beforeEach(() => {
  // The vet care sections read the placement's bons and expenses (their own test: *-vet-care.test.tsx).
  onEndpoint(ENDPOINTS.listVetAuthorisations, []);
  onEndpoint(ENDPOINTS.listExpenses, {
    expenses: [],
    totals: { total_eur: 0, pending_eur: 0, reimbursed_eur: 0, refused_eur: 0 },
    months: [],
  });
  loginAs({ role: 'association', userId: 9, associationId: 3, associationRole: 'referent' });
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => logoutSession());

it("lists the family's news and publishes one on the animal's page, then withdraws it", async () => {
  onEndpoint(ENDPOINTS.readPlacement, makePlacement({ status: 'active' }));
  const published = news({ published_at: '2026-12-06T09:00:00.000Z' });
  onEndpoint(ENDPOINTS.listNews, inTurn([news()], [published], [news()]));
  const publish = onEndpoint(ENDPOINTS.publishNews, published);
  const unpublish = onEndpoint(ENDPOINTS.unpublishNews, news());
  renderRoute(<AssociationPlacementPage />, PAGE);
  const section = await screen.findByRole('region', { name: M.title });
  const body = await within(section).findByText(/Il mange bien/);
  expect(body.textContent).toBe('Il mange bien.\n<i>Et il ronronne.</i>');
  expect(section.querySelector('i')).toBeNull();
  expect(within(section).getByRole('img', { name: 'Photo des nouvelles' })).toHaveAttribute('src', '/uploads/a.webp');
  expect(within(section).queryByRole('textbox')).toBeNull();

  await userEvent.click(within(section).getByRole('button', { name: M.publish }));
  await waitFor(() => expect(publish.count).toBe(1));
  expect(publish.last?.path).toBe('/api/news/8/publish');
  expect(await within(section).findByText(M.published)).toBeInTheDocument();

  await userEvent.click(within(section).getByRole('button', { name: M.unpublish }));
  await waitFor(() => expect(unpublish.count).toBe(1));
  expect(unpublish.last?.method).toBe('DELETE');
  expect(await within(section).findByRole('button', { name: M.publish })).toBeInTheDocument();
});
