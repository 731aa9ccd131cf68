import { ENDPOINTS } from '@petfoster/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@petfoster/platform';
import type { ActivityEntry, AssociationRole } from '@petfoster/contracts';
import AssociationActivityPage from './association-activity-page';
import { currentPath, logoutSession, makeAnimal, renderRoute } from '@petfoster/platform/test-utils';
import { listReply, onEndpoint, type Route } from '@petfoster/platform/test-utils/network';

const ACTIVITY = { path: '/associations/dashboard/activity', url: '/associations/dashboard/activity' };

const entry = (id: number, overrides: Partial<ActivityEntry> = {}): ActivityEntry => ({
  id,
  at: '2026-11-20T14:30:00.000Z',
  actor: { user_id: 9, name: 'Alice Martin' },
  action: 'animal.updated',
  entity: 'animal',
  entity_id: 12,
  before: { name: 'Biscuit', good_with_cats: null },
  after: { name: 'Biscotte', good_with_cats: true },
  ...overrides,
});

let activity: Route;
const signIn = (associationRole: AssociationRole) =>
  act(() =>
    sessionStore.setState({
      token: 't',
      role: 'association',
      userId: 9,
      familyId: null,
      associationId: 3,
      associationRole,
      isLoggedIn: true,
    }),
  );

beforeEach(() => {
  signIn('admin');
  onEndpoint(ENDPOINTS.notificationsCount, { count: 0, invitations: 0 });
  onEndpoint(ENDPOINTS.associationAnimals, {
    animals: [makeAnimal({ id: 12, name: 'Biscotte' }), makeAnimal({ id: 13, name: 'Caramel' })],
  });
  activity = onEndpoint(ENDPOINTS.associationActivity, (request) => {
    const offset = Number(request.query.offset ?? 0);
    if (request.query.animal_id === '13') return listReply([entry(30, { entity_id: 13, action: 'animal.created' })], 1);
    if (request.query.user_id === '4') return listReply([entry(25, { actor: { user_id: 4, name: 'Bruno Petit' } })], 1);
    const page =
      offset === 0
        ? [
            entry(31),
            entry(30, {
              actor: { user_id: 4, name: 'Bruno Petit' },
              action: 'request.rejected',
              entity: 'request',
              entity_id: 5,
              before: { status: 'En attente' },
              after: { status: 'Refusée' },
            }),
          ]
        : [entry(29, { actor: { user_id: null, name: 'Ancien membre' }, action: 'animal.deleted', after: null })];
    return listReply(page, 3);
  });
});
afterEach(logoutSession);

it('lists the entries newest first, each with its author, action and changes in French', async () => {
  renderRoute(<AssociationActivityPage />, ACTIVITY);
  const first = (await screen.findByText(/Alice Martin — a modifié l’animal — Animal n° 12/)).closest(
    'li',
  ) as HTMLElement;
  expect(first).toHaveTextContent('20/11/2026');
  const changes = within(first).getByRole('list', { name: 'Modifications' });
  expect(within(changes).getByText('Nom : Biscuit → Biscotte')).toBeInTheDocument();
  expect(within(changes).getByText('Ententes avec les chats : (vide) → Oui')).toBeInTheDocument();
  expect(screen.getByText(/Bruno Petit — a refusé la demande — Demande n° 5/)).toBeInTheDocument();
  expect(screen.getByText('Statut : En attente → Refusée')).toBeInTheDocument();
  expect(screen.getByText('3 entrées')).toBeInTheDocument();
  expect(activity.requests[0].query).toMatchObject({ limit: '20', offset: '0' });
});

it("loads the next entries with 'Plus d'entrées', by keyboard, until the total is reached", async () => {
  const user = userEvent.setup();
  renderRoute(<AssociationActivityPage />, ACTIVITY);
  const more = await screen.findByRole('button', { name: "Plus d'entrées" });
  more.focus();
  await user.keyboard('{Enter}');
  expect(await screen.findByText(/Ancien membre — a supprimé l’animal/)).toBeInTheDocument();
  expect(activity.requests.at(-1)?.query).toMatchObject({ offset: '2' });
  await waitFor(() => expect(screen.queryByRole('button', { name: "Plus d'entrées" })).not.toBeInTheDocument());
});

it('filters by member among the authors seen and by animal among the association’s animals', async () => {
  const user = userEvent.setup();
  renderRoute(<AssociationActivityPage />, ACTIVITY);
  await screen.findByText(/Bruno Petit — a refusé la demande/);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Membre' }), 'Bruno Petit');
  await waitFor(() => expect(activity.requests.at(-1)?.query).toMatchObject({ user_id: '4' }));
  expect(await screen.findByText('1 entrée')).toBeInTheDocument();

  await user.selectOptions(screen.getByRole('combobox', { name: 'Membre' }), 'Tous les membres');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Animal' }), 'Caramel');
  await waitFor(() => expect(activity.requests.at(-1)?.query).toMatchObject({ animal_id: '13' }));
  expect(await screen.findByText(/a ajouté l’animal — Animal n° 13/)).toBeInTheDocument();
});

it('sends a référent home without asking for the log', async () => {
  signIn('referent');
  renderRoute(<AssociationActivityPage />, ACTIVITY);
  await waitFor(() => expect(currentPath()).toBe('/'));
  expect(activity.requests).toHaveLength(0);
});
