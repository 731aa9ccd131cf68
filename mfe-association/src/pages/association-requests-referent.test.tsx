import { ENDPOINTS } from '@petfoster/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@petfoster/platform';
import AssociationRequestsPage from './association-requests-page';
import { loginAs, logoutSession, makeRequest, renderRoute } from '@petfoster/platform/test-utils';
import { onEndpoint, refuse } from '@petfoster/platform/test-utils/network';
import type { FosterRequest } from '@petfoster/contracts';

jest.mock('@petfoster/platform', () => ({
  ...jest.requireActual('@petfoster/platform'),
  notify: { success: jest.fn(), error: jest.fn(), info: jest.fn(), dismiss: jest.fn() },
}));

/* 'Nos demandes' and the référent of each request (docs/product.md#association-team). The caller is member 9. */
const PAGE = {
  path: '/association/dashboard/:slug/requests-management',
  url: '/association/dashboard/3/requests-management',
};
const animal = (id: number, name: string) => ({ id, name, url_image: null, url_thumbnail: null });
const REQUESTS: FosterRequest[] = [
  makeRequest({ id: 31, animal_id: 11, animal: animal(11, 'Rex'), referent: null }),
  makeRequest({ id: 30, animal_id: 12, animal: animal(12, 'Mina'), referent: { user_id: 9, firstname: 'Inès' } }),
  makeRequest({ id: 29, animal_id: 13, animal: animal(13, 'Pixel'), referent: { user_id: 14, firstname: 'Adèle' } }),
];

const member = (user_id: number, firstname: string, role: 'admin' | 'referent' | 'benevole') => ({
  user_id,
  firstname,
  lastname: 'Durand',
  email: `${firstname.toLowerCase()}@asso.fr`,
  role,
  joined_at: '2026-01-05T10:00:00.000Z',
});
const TEAM = {
  members: [member(9, 'Inès', 'admin'), member(14, 'Adèle', 'referent'), member(15, 'Paul', 'benevole')],
  invitations: [],
};

let requests: FosterRequest[];
beforeEach(() => {
  requests = REQUESTS;
  loginAs({ role: 'association', userId: 9, associationId: 3 });
  onEndpoint(ENDPOINTS.associationRequests, () => ({ requests }));
  onEndpoint(ENDPOINTS.listMembers, TEAM);
});
afterEach(logoutSession);

const card = async (name: string) => within(await screen.findByRole('article', { name: `Demande pour ${name}` }));
const shown = () => screen.getAllByRole('article').map((article) => article.getAttribute('aria-label'));

it("each card says who follows it, or 'Sans référent'", async () => {
  renderRoute(<AssociationRequestsPage />, PAGE);
  expect((await card('Rex')).getByText('Sans référent')).toBeInTheDocument();
  expect((await card('Mina')).getByText('Référent : Inès')).toBeInTheDocument();
  expect((await card('Pixel')).getByText('Référent : Adèle')).toBeInTheDocument();
});

it("'Suivre cette demande' names the caller as référent, and the card then says so", async () => {
  const assigned = onEndpoint(ENDPOINTS.assignReferent, (sent) => {
    requests = requests.map((request) =>
      request.id === 31 ? { ...request, referent: { user_id: 9, firstname: 'Inès' } } : request,
    );
    return requests.find((request) => String(request.id) === sent.params.id) ?? refuse(404);
  });
  const user = userEvent.setup();
  renderRoute(<AssociationRequestsPage />, PAGE);
  await user.click((await card('Rex')).getByRole('button', { name: 'Suivre cette demande' }));
  await waitFor(() => expect(assigned.requests).toHaveLength(1));
  expect(assigned.requests[0].path).toBe('/api/requests/31/referent');
  expect(assigned.requests[0].body).toEqual({ user_id: 9 });
  expect(await (await card('Rex')).findByText('Référent : Inès')).toBeInTheDocument();
  expect((await card('Rex')).getByRole('button', { name: 'Ne plus suivre' })).toBeInTheDocument();
});

it("'Ne plus suivre' on a request the caller follows leaves it without référent", async () => {
  const cleared = onEndpoint(ENDPOINTS.assignReferent, { ...REQUESTS[1], referent: null });
  const user = userEvent.setup();
  renderRoute(<AssociationRequestsPage />, PAGE);
  const mina = await card('Mina');
  expect(mina.queryByRole('button', { name: 'Suivre cette demande' })).not.toBeInTheDocument();
  await user.click(mina.getByRole('button', { name: 'Ne plus suivre' }));
  await waitFor(() => expect(cleared.requests).toHaveLength(1));
  expect(cleared.requests[0].body).toEqual({ user_id: null });
});

it('a bénévole sees who follows each request but is not offered to follow one', async () => {
  sessionStore.setState({ associationRole: 'benevole' });
  renderRoute(<AssociationRequestsPage />, PAGE);
  const rex = await card('Rex');
  expect(rex.getByText('Sans référent')).toBeInTheDocument();
  expect(rex.queryByRole('button', { name: 'Suivre cette demande' })).not.toBeInTheDocument();
});

it("'Suivies par moi' keeps the caller's requests, in the URL, and reads it back", async () => {
  const user = userEvent.setup();
  const { unmount } = renderRoute(<AssociationRequestsPage />, PAGE);
  await screen.findAllByRole('article');
  expect(shown()).toEqual(['Demande pour Rex', 'Demande pour Mina', 'Demande pour Pixel']);
  await user.click(screen.getByRole('checkbox', { name: 'Suivies par moi' }));
  await waitFor(() => expect(shown()).toEqual(['Demande pour Mina']));
  expect(screen.getByTestId('location').textContent).toContain('followed=1');
  unmount();

  renderRoute(<AssociationRequestsPage />, { ...PAGE, url: `${PAGE.url}?followed=1` });
  await screen.findAllByRole('article');
  expect(shown()).toEqual(['Demande pour Mina']);
  expect(screen.getByRole('checkbox', { name: 'Suivies par moi' })).toBeChecked();
});

it("'Confier à' gives a request to an admin or référent of the team, never to a bénévole", async () => {
  const given = onEndpoint(ENDPOINTS.assignReferent, (sent) => {
    requests = requests.map((request) =>
      request.id === 31 ? { ...request, referent: { user_id: 14, firstname: 'Adèle' } } : request,
    );
    return requests.find((request) => String(request.id) === sent.params.id) ?? refuse(404);
  });
  const user = userEvent.setup();
  renderRoute(<AssociationRequestsPage />, PAGE);
  const rex = await card('Rex');
  const choice = await rex.findByRole('combobox', { name: 'Confier à' });
  expect(
    within(choice)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Personne', 'Inès Durand', 'Adèle Durand']);
  await user.selectOptions(choice, 'Adèle Durand');
  await waitFor(() => expect(given.requests).toHaveLength(1));
  expect(given.requests[0].path).toBe('/api/requests/31/referent');
  expect(given.requests[0].body).toEqual({ user_id: 14 });
  expect(await (await card('Rex')).findByText('Référent : Adèle')).toBeInTheDocument();
});

it('a bénévole reads the requests without deciding: no Accepter, Refuser or Confier à', async () => {
  sessionStore.setState({ associationRole: 'benevole' });
  renderRoute(<AssociationRequestsPage />, PAGE);
  const rex = await card('Rex');
  expect(rex.getByText('Sans référent')).toBeInTheDocument();
  expect(rex.queryByRole('button', { name: 'Accepter' })).not.toBeInTheDocument();
  expect(rex.queryByRole('button', { name: 'Refuser' })).not.toBeInTheDocument();
  expect(rex.queryByRole('combobox', { name: 'Confier à' })).not.toBeInTheDocument();
});
