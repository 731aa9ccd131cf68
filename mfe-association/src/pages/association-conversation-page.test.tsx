import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONVERSATION_MESSAGES as M, ENDPOINTS, paths } from '@petfoster/contracts';
import { useLiveUpdates } from '@petfoster/platform';
import {
  loginAs,
  logoutSession,
  makeConversationMessage,
  makeConversationSummary,
  renderRoute,
} from '@petfoster/platform/test-utils';
import { heldAnswer, inTurn, onEndpoint, onEventStream, refuse } from '@petfoster/platform/test-utils/network';
import AssociationConversationPage from './association-conversation-page';

/* One request's conversation, the association's side (docs/product.md#conversations). */
const PAGE = { path: paths.associationConversation(':requestId'), url: paths.associationConversation(21) };

/** The shell reads the event stream into the page's cache (docs/architecture.md#live-updates-in-the-front-ends). */
function ShellLiveUpdates() {
  useLiveUpdates();
  return null;
}

const family = { role: 'family' as const, name: 'Famille Dupont', deleted: false };
const fromFamily = makeConversationMessage({
  id: 1,
  author: family,
  body: 'Bonjour,\nest-ce que Rex <i>sort</i> en laisse ?',
});
const mine = (id: number, body: string) =>
  makeConversationMessage({
    id,
    body,
    mine: true,
    author: { role: 'association', name: 'Léa (Les Pattes)', deleted: false },
  });
const summary = makeConversationSummary({ other_party: { role: 'family', name: 'Famille Dupont' } });

const messages = () => screen.findByRole('list', { name: 'Messages de la conversation' });
const composer = () => screen.findByRole('textbox', { name: M.placeholder });

function open(of = summary) {
  onEndpoint(ENDPOINTS.listConversations, [of]);
  return renderRoute(
    <>
      <ShellLiveUpdates />
      <AssociationConversationPage />
    </>,
    PAGE,
  );
}

beforeEach(() => {
  loginAs({ role: 'association', userId: 9, associationId: 3, associationRole: 'admin' });
  jest.spyOn(console, 'error').mockImplementation(() => {});
  onEventStream();
});
afterEach(logoutSession);

it('shows the conversation with the family, its text escaped with its line breaks kept', async () => {
  onEndpoint(ENDPOINTS.listMessages, [fromFamily, mine(2, 'Oui, toujours.')]);
  open();
  expect(await screen.findByRole('heading', { level: 1, name: 'Conversation : Rex' })).toBeInTheDocument();
  expect(screen.getByText('avec Famille Dupont')).toBeInTheDocument();
  const items = within(await messages()).getAllByRole('listitem');
  expect(items).toHaveLength(2);
  expect(items[0]).toHaveTextContent('Famille Dupont');
  expect(items[0]).toHaveTextContent('Bonjour,est-ce que Rex <i>sort</i> en laisse ?');
  expect(items[0].querySelector('i')).toBeNull();
  expect(items[0].querySelectorAll('br')).toHaveLength(1);
  expect(items[1]).toHaveTextContent('Vous');
});

it('shows a message at once while it is sent, then as sent', async () => {
  onEndpoint(ENDPOINTS.listMessages, [fromFamily]);
  const held = heldAnswer<typeof ENDPOINTS.sendMessage>();
  const sent = onEndpoint(ENDPOINTS.sendMessage, held.answer);
  open();
  const user = userEvent.setup();
  await user.type(await composer(), 'Oui, avec un harnais.');
  await user.click(screen.getByRole('button', { name: M.send }));
  const list = await messages();
  expect(within(list).getByText(M.sending)).toBeInTheDocument();
  expect(within(list).getByText('Oui, avec un harnais.')).toBeInTheDocument();
  held.release(mine(3, 'Oui, avec un harnais.'));
  await waitFor(() => expect(within(list).queryByText(M.sending)).not.toBeInTheDocument());
  expect(within(list).getAllByText('Oui, avec un harnais.')).toHaveLength(1);
  expect(sent.bodies).toEqual([{ body: 'Oui, avec un harnais.' }]);
});

it("keeps a message that failed, with the reason the API gave and 'Réessayer', which sends it again", async () => {
  onEndpoint(ENDPOINTS.listMessages, [fromFamily]);
  const sent = onEndpoint(
    ENDPOINTS.sendMessage,
    inTurn(refuse(429, { statusCode: 429, code: 'too_many_requests', message: M.tooFast }), mine(3, 'À demain')),
  );
  open();
  const user = userEvent.setup();
  await user.type(await composer(), 'À demain');
  await user.click(screen.getByRole('button', { name: M.send }));
  const failed = await screen.findByRole('alert');
  expect(failed).toHaveTextContent(`${M.failed} ${M.tooFast}`);
  await user.click(within(failed).getByRole('button', { name: M.retry }));
  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  expect(within(await messages()).getAllByText('À demain')).toHaveLength(1);
  expect(sent.count).toBe(2);
});

it('is read-only once the request is refused: it says so, and there is nothing to write with', async () => {
  onEndpoint(ENDPOINTS.listMessages, [fromFamily]);
  open({ ...summary, request_status: 'Refusée', read_only: true });
  // Said as a status, in place of the composer.
  expect(await screen.findByText(M.readOnly)).toHaveAttribute('role', 'status');
  await messages();
  expect(screen.queryByRole('textbox', { name: M.placeholder })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: M.send })).not.toBeInTheDocument();
});

it('announces a new message of the family politely, as the event stream brings it', async () => {
  onEndpoint(ENDPOINTS.listMessages, [fromFamily]);
  onEndpoint(ENDPOINTS.markMessagesRead, { request_id: 21, up_to: 5 });
  const events = onEventStream();
  open();
  await messages();
  const live = document.querySelector('[aria-live="polite"]');
  expect(live).toHaveTextContent(/^$/);
  await waitFor(() => expect(events.connections).toBe(1));
  act(() =>
    events.send('message', {
      request_id: 21,
      message: makeConversationMessage({ id: 5, author: family, body: 'Il a bien dormi.', read_at: null }),
    }),
  );
  await waitFor(() => expect(live).toHaveTextContent('Nouveau message de Famille Dupont : Il a bien dormi.'));
});

it('works from the keyboard: Tab reaches the message box and Ctrl+Enter sends', async () => {
  onEndpoint(ENDPOINTS.listMessages, [fromFamily]);
  const sent = onEndpoint(ENDPOINTS.sendMessage, mine(3, 'Au clavier'));
  open();
  const box = await composer();
  const user = userEvent.setup();
  for (let presses = 0; presses < 10 && document.activeElement !== box; presses++) await user.tab();
  expect(box).toHaveFocus();
  await user.keyboard('Au clavier{Control>}{Enter}{/Control}');
  await waitFor(() => expect(sent.count).toBe(1));
  expect(sent.last?.body).toEqual({ body: 'Au clavier' });
  // The box is emptied once the message is on its way.
  expect(box).toHaveValue('');
});
