import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONVERSATION_MESSAGES as M, ENDPOINTS, paths } from '@petfoster/contracts';
import {
  currentPath,
  loginAs,
  logoutSession,
  makeConversationMessage,
  makeConversationSummary,
  renderRoute,
} from '@petfoster/platform/test-utils';
import { inTurn, onEndpoint, refuse } from '@petfoster/platform/test-utils/network';
import FamilyMessagesPage from './family-messages-page';

/* 'Messages' of a family (docs/product.md#conversations): every request's conversation, newest activity first. */
const PAGE = { path: paths.familyMessages };

beforeEach(() => {
  loginAs({ role: 'family', userId: 5, familyId: 7 });
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(logoutSession);

const older = makeConversationSummary({
  request_id: 21,
  animal: { id: 11, name: 'Rex', url_thumbnail: null },
  other_party: { role: 'association', name: 'Les Pattes' },
  last_activity_at: '2026-11-20T09:00:00.000Z',
});
const newer = makeConversationSummary({
  request_id: 22,
  animal: { id: 12, name: 'Moustache', url_thumbnail: '/uploads/moustache.webp' },
  other_party: { role: 'association', name: 'Refuge du Bocage' },
  last_message: makeConversationMessage({ id: 9, request_id: 22, body: 'Le vétérinaire\npasse <b>demain</b>' }),
  unread: 3,
  last_activity_at: '2026-11-27T18:30:00.000Z',
});

it('lists the conversations newest activity first, each with its animal, the association and its unread count', async () => {
  // The API's order is not the page's: the page sorts by the last activity.
  onEndpoint(ENDPOINTS.listConversations, [older, newer]);
  renderRoute(<FamilyMessagesPage />, PAGE);
  expect(screen.getByRole('heading', { level: 1, name: M.title })).toBeInTheDocument();
  const list = await screen.findByRole('list', { name: M.title });
  const rows = within(list).getAllByRole('listitem');
  expect(rows).toHaveLength(2);
  expect(within(rows[0]).getByRole('link', { name: 'Moustache avec Refuge du Bocage' })).toHaveAttribute(
    'href',
    paths.familyConversation(22),
  );
  // The last message as text: its tags shown as typed, never drawn.
  expect(rows[0]).toHaveTextContent('Le vétérinaire passe <b>demain</b>');
  expect(rows[0].querySelector('b')).toBeNull();
  expect(within(rows[0]).getByText(M.unreadLabel(3))).toBeInTheDocument();
  expect(within(rows[1]).getByRole('link', { name: 'Rex avec Les Pattes' })).toHaveAttribute(
    'href',
    paths.familyConversation(21),
  );
  expect(within(rows[1]).queryByText(/non lu/)).not.toBeInTheDocument();
});

it('says that a refused request’s conversation is read-only in the list', async () => {
  onEndpoint(ENDPOINTS.listConversations, [makeConversationSummary({ request_status: 'Refusée', read_only: true })]);
  renderRoute(<FamilyMessagesPage />, PAGE);
  const [row] = await screen.findAllByRole('listitem');
  expect(row).toHaveTextContent(M.readOnly);
});

it('opens a conversation from the keyboard: Tab reaches its link, Enter follows it', async () => {
  onEndpoint(ENDPOINTS.listConversations, [older, newer]);
  renderRoute(<FamilyMessagesPage />, PAGE);
  const link = await screen.findByRole('link', { name: 'Moustache avec Refuge du Bocage' });
  const user = userEvent.setup();
  for (let presses = 0; presses < 5 && document.activeElement !== link; presses++) await user.tab();
  expect(link).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(currentPath()).toBe(paths.familyConversation(22));
});

it('says when there is no conversation yet', async () => {
  onEndpoint(ENDPOINTS.listConversations, []);
  renderRoute(<FamilyMessagesPage />, PAGE);
  expect(await screen.findByText(M.empty)).toBeInTheDocument();
});

it("says when the list cannot be read, and 'Réessayer' reads it again", async () => {
  const list = onEndpoint(ENDPOINTS.listConversations, inTurn(refuse(500), [newer]));
  renderRoute(<FamilyMessagesPage />, PAGE);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Les conversations ne peuvent pas être affichées pour le moment.');
  await userEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
  expect(await screen.findByRole('link', { name: 'Moustache avec Refuge du Bocage' })).toBeInTheDocument();
  expect(list.count).toBe(2);
});

it('sends an association away without asking for the list', () => {
  const list = onEndpoint(ENDPOINTS.listConversations, []);
  loginAs({ role: 'association', userId: 9, associationId: 3 });
  renderRoute(<FamilyMessagesPage />, PAGE);
  expect(currentPath()).toBe(paths.home);
  expect(list.count).toBe(0);
});
