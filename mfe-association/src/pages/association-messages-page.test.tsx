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
import AssociationMessagesPage from './association-messages-page';

/* 'Messages' of an association (docs/product.md#conversations): every request's conversation, newest activity first. */
const PAGE = { path: paths.associationMessages };

beforeEach(() => {
  loginAs({ role: 'association', userId: 9, associationId: 3, associationRole: 'admin' });
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(logoutSession);

const fromFamily = (requestId: number, body: string) =>
  makeConversationMessage({
    id: requestId * 10,
    request_id: requestId,
    body,
    author: { role: 'family', name: 'Famille Dupont', deleted: false },
  });
const older = makeConversationSummary({
  request_id: 21,
  animal: { id: 11, name: 'Rex', url_thumbnail: null },
  other_party: { role: 'family', name: 'Famille Dupont' },
  last_message: fromFamily(21, 'Merci'),
  last_activity_at: '2026-11-20T09:00:00.000Z',
});
const newer = makeConversationSummary({
  request_id: 23,
  animal: { id: 13, name: 'Pompon', url_thumbnail: null },
  other_party: { role: 'family', name: 'Famille Martin' },
  last_message: fromFamily(23, 'Il mange\nbien <script>alert(1)</script>'),
  unread: 1,
  last_activity_at: '2026-11-27T18:30:00.000Z',
});

it('lists the conversations newest activity first, each with its animal, the family and its unread count', async () => {
  onEndpoint(ENDPOINTS.listConversations, [older, newer]);
  renderRoute(<AssociationMessagesPage />, PAGE);
  expect(screen.getByRole('heading', { level: 1, name: M.title })).toBeInTheDocument();
  const rows = within(await screen.findByRole('list', { name: M.title })).getAllByRole('listitem');
  expect(rows).toHaveLength(2);
  expect(within(rows[0]).getByRole('link', { name: 'Pompon avec Famille Martin' })).toHaveAttribute(
    'href',
    paths.associationConversation(23),
  );
  expect(rows[0]).toHaveTextContent('Il mange bien <script>alert(1)</script>');
  expect(rows[0].querySelector('script')).toBeNull();
  expect(within(rows[0]).getByText(M.unreadLabel(1))).toBeInTheDocument();
  expect(within(rows[1]).getByRole('link', { name: 'Rex avec Famille Dupont' })).toHaveAttribute(
    'href',
    paths.associationConversation(21),
  );
  expect(within(rows[1]).queryByText(/non lu/)).not.toBeInTheDocument();
});

it('says that a refused request’s conversation is read-only in the list', async () => {
  onEndpoint(ENDPOINTS.listConversations, [{ ...older, request_status: 'Refusée', read_only: true }]);
  renderRoute(<AssociationMessagesPage />, PAGE);
  const [row] = await screen.findAllByRole('listitem');
  expect(row).toHaveTextContent(M.readOnly);
});

it('opens a conversation from the keyboard: Tab reaches its link, Enter follows it', async () => {
  onEndpoint(ENDPOINTS.listConversations, [older, newer]);
  renderRoute(<AssociationMessagesPage />, PAGE);
  const link = await screen.findByRole('link', { name: 'Rex avec Famille Dupont' });
  const user = userEvent.setup();
  for (let presses = 0; presses < 5 && document.activeElement !== link; presses++) await user.tab();
  expect(link).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(currentPath()).toBe(paths.associationConversation(21));
});

it("says when the list cannot be read, and 'Réessayer' reads it again", async () => {
  const list = onEndpoint(ENDPOINTS.listConversations, inTurn(refuse(503), [older]));
  renderRoute(<AssociationMessagesPage />, PAGE);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Les conversations ne peuvent pas être affichées pour le moment.');
  await userEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
  expect(await screen.findByRole('link', { name: 'Rex avec Famille Dupont' })).toBeInTheDocument();
  expect(list.count).toBe(2);
});

it('sends a family away without asking for the list', () => {
  const list = onEndpoint(ENDPOINTS.listConversations, []);
  loginAs({ role: 'family', userId: 5, familyId: 7 });
  renderRoute(<AssociationMessagesPage />, PAGE);
  expect(currentPath()).toBe(paths.home);
  expect(list.count).toBe(0);
});
