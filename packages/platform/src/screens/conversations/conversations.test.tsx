import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CONVERSATION_LIMITS,
  CONVERSATION_MESSAGES as M,
  ENDPOINTS,
  type ConversationMessage,
  type ConversationSummary,
} from '@petfoster/contracts';
import { loginAs, logoutSession, renderRoute } from '@petfoster/platform/test-utils';
import { heldAnswer, inTurn, onEndpoint, refuse } from '@petfoster/platform/test-utils/network';
import { ConversationList } from './conversation-list';
import { ConversationView } from './conversation-view';

function makeMessage(overrides: Partial<ConversationMessage> = {}): ConversationMessage {
  return {
    id: 1,
    request_id: 7,
    author: { role: 'association', name: 'Léa (Les Pattes)', deleted: false },
    mine: false,
    body: 'Bonjour',
    images: [],
    created_at: '2026-11-27T09:00:00.000Z',
    read_at: '2026-11-27T09:05:00.000Z',
    author_reported: false,
    ...overrides,
  };
}

function makeSummary(overrides: Partial<ConversationSummary> = {}): ConversationSummary {
  return {
    request_id: 7,
    request_status: 'En attente',
    read_only: false,
    animal: { id: 3, name: 'Moustache', url_thumbnail: null },
    other_party: { role: 'association', name: 'Les Pattes' },
    placement_id: null,
    last_message: makeMessage(),
    unread: 0,
    last_activity_at: '2026-11-27T09:00:00.000Z',
    ...overrides,
  };
}

const user = () => userEvent.setup();

beforeEach(() => {
  loginAs({ role: 'family', userId: 5, familyId: 2 });
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => logoutSession());

function renderConversation(summary: ConversationSummary = makeSummary()) {
  onEndpoint(ENDPOINTS.listConversations, [summary]);
  return renderRoute(<ConversationView requestId={7} />, { path: '/messages/7' });
}

describe('ConversationList', () => {
  it('lists the conversations newest first, with the animal, the other party, the last message and the unread count', async () => {
    onEndpoint(ENDPOINTS.listConversations, [
      makeSummary({ request_id: 7, last_activity_at: '2026-11-20T09:00:00.000Z' }),
      makeSummary({
        request_id: 8,
        animal: { id: 4, name: 'Rex', url_thumbnail: null },
        last_message: makeMessage({ id: 9, body: 'Le vétérinaire\npasse demain <b>matin</b>' }),
        unread: 3,
        last_activity_at: '2026-11-27T09:00:00.000Z',
      }),
    ]);
    renderRoute(<ConversationList conversationPath={(id) => `/messages/${id}`} />, { path: '/messages' });

    const rows = await screen.findAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByRole('link', { name: 'Rex avec Les Pattes' })).toHaveAttribute('href', '/messages/8');
    expect(rows[0]).toHaveTextContent('Le vétérinaire passe demain <b>matin</b>');
    expect(within(rows[0]).getByText(M.unreadLabel(3))).toBeInTheDocument();
    expect(within(rows[1]).getByRole('link', { name: 'Moustache avec Les Pattes' })).toBeInTheDocument();
    expect(within(rows[1]).queryByText(/non lu/)).not.toBeInTheDocument();
  });

  it('says when there is no conversation yet', async () => {
    onEndpoint(ENDPOINTS.listConversations, []);
    renderRoute(<ConversationList conversationPath={(id) => `/messages/${id}`} />, { path: '/messages' });
    expect(await screen.findByText(M.empty)).toBeInTheDocument();
  });
});

describe('ConversationView', () => {
  it('shows the messages oldest first, their text escaped with its line breaks, and deleted ones as such', async () => {
    onEndpoint(ENDPOINTS.listMessages, [
      makeMessage({
        id: 3,
        mine: true,
        author: { role: 'family', name: 'Famille Dupont', deleted: false },
        body: 'Merci',
      }),
      makeMessage({ id: 1, body: 'Ligne 1\nLigne 2 <img src=x onerror=alert(1)>' }),
      makeMessage({ id: 2, body: null, author: { role: 'association', name: M.deletedAccount, deleted: true } }),
    ]);
    renderConversation();

    const list = await screen.findByRole('list', { name: 'Messages de la conversation' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Ligne 1Ligne 2 <img src=x onerror=alert(1)>');
    expect(items[0].querySelectorAll('br')).toHaveLength(1);
    expect(items[0].querySelector('img')).toBeNull();
    expect(items[1]).toHaveTextContent(M.deletedMessage);
    expect(items[2]).toHaveTextContent('Vous');
    expect(items[2]).toHaveTextContent('Merci');
    // Only the other side's messages can be reported.
    expect(within(items[0]).getByRole('button', { name: M.report })).toBeInTheDocument();
    expect(within(items[2]).queryByRole('button', { name: M.report })).not.toBeInTheDocument();
  });

  it("loads the page before the oldest message with 'Messages précédents'", async () => {
    const newest = Array.from({ length: CONVERSATION_LIMITS.pageMax }, (_, index) =>
      makeMessage({ id: 100 + index, body: `Message ${100 + index}` }),
    );
    const pages = onEndpoint(
      ENDPOINTS.listMessages,
      inTurn(newest, [makeMessage({ id: 42, body: 'Le tout premier' })]),
    );
    renderConversation();

    await user().click(await screen.findByRole('button', { name: M.older }));
    expect(await screen.findByText('Le tout premier')).toBeInTheDocument();
    expect(pages.requests[0].query).toEqual({ limit: String(CONVERSATION_LIMITS.pageMax) });
    expect(pages.requests[1].query).toEqual({ before: '100', limit: String(CONVERSATION_LIMITS.pageMax) });
    const items = within(screen.getByRole('list', { name: 'Messages de la conversation' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Le tout premier');
    // The last page was shorter than a full page: nothing older.
    expect(screen.queryByRole('button', { name: M.older })).not.toBeInTheDocument();
  });

  it('shows a message at once while it is sent, then as sent', async () => {
    onEndpoint(ENDPOINTS.listMessages, [makeMessage()]);
    const held = heldAnswer<typeof ENDPOINTS.sendMessage>();
    const sending = onEndpoint(ENDPOINTS.sendMessage, held.answer);
    renderConversation();
    const typing = user();
    await typing.type(await screen.findByRole('textbox', { name: M.placeholder }), 'À demain{Enter}10 h ?');
    await typing.click(screen.getByRole('button', { name: M.send }));

    expect(screen.getByText(M.sending)).toBeInTheDocument();
    expect(screen.getByText('10 h ?')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: M.placeholder })).toHaveValue('');
    held.release(
      makeMessage({
        id: 2,
        mine: true,
        body: 'À demain\n10 h ?',
        author: { role: 'family', name: 'F', deleted: false },
      }),
    );
    await waitFor(() => expect(screen.queryByText(M.sending)).not.toBeInTheDocument());
    expect(screen.getByText('10 h ?')).toBeInTheDocument();
    expect(sending.requests[0].body).toEqual({ body: 'À demain\n10 h ?' });
  });

  it("keeps a message that failed with the reason and 'Réessayer', which sends it again", async () => {
    onEndpoint(ENDPOINTS.listMessages, [makeMessage()]);
    const sending = onEndpoint(
      ENDPOINTS.sendMessage,
      inTurn(refuse(500), makeMessage({ id: 2, mine: true, body: 'Bonsoir' })),
    );
    renderConversation();
    const typing = user();
    await typing.type(await screen.findByRole('textbox', { name: M.placeholder }), 'Bonsoir');
    await typing.click(screen.getByRole('button', { name: M.send }));

    expect(await screen.findByRole('alert')).toHaveTextContent(M.failed);
    await typing.click(screen.getByRole('button', { name: M.retry }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(screen.getByText('Bonsoir')).toBeInTheDocument();
    expect(sending.requests).toHaveLength(2);
    expect(sending.requests[1].body).toEqual({ body: 'Bonsoir' });
  });

  it('refuses an empty message without sending it', async () => {
    onEndpoint(ENDPOINTS.listMessages, [makeMessage()]);
    const sending = onEndpoint(ENDPOINTS.sendMessage, makeMessage());
    renderConversation();
    await user().click(await screen.findByRole('button', { name: M.send }));
    expect(screen.getByRole('alert')).toHaveTextContent(M.bodyRequired);
    expect(sending.requests).toHaveLength(0);
  });

  it('is read-only for a refused request: says why instead of the composer', async () => {
    onEndpoint(ENDPOINTS.listMessages, [makeMessage()]);
    renderConversation(makeSummary({ read_only: true, request_status: 'Refusée' }));
    expect(await screen.findByText(M.readOnly)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: M.placeholder })).not.toBeInTheDocument();
  });

  it('becomes read-only when the API refuses a message with conversation_read_only', async () => {
    onEndpoint(ENDPOINTS.listMessages, [makeMessage()]);
    onEndpoint(
      ENDPOINTS.sendMessage,
      refuse(409, { statusCode: 409, code: 'conversation_read_only', message: M.readOnly }),
    );
    renderConversation();
    const typing = user();
    await typing.type(await screen.findByRole('textbox', { name: M.placeholder }), 'Encore une question');
    await typing.click(screen.getByRole('button', { name: M.send }));

    expect(await screen.findByRole('status')).toHaveTextContent(M.readOnly);
    expect(screen.queryByRole('textbox', { name: M.placeholder })).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(M.failed);
  });

  it('marks what is shown as read, up to the newest message', async () => {
    onEndpoint(ENDPOINTS.listMessages, [makeMessage({ id: 4, read_at: null }), makeMessage({ id: 6, read_at: null })]);
    const marking = onEndpoint(ENDPOINTS.markMessagesRead, { request_id: 7, up_to: 6 });
    renderConversation();
    await waitFor(() => expect(marking.requests).toHaveLength(1));
    expect(marking.requests[0].params).toEqual({ id: '7' });
    expect(marking.requests[0].body).toEqual({ up_to: 6 });
  });

  it('reports a message with a reason', async () => {
    onEndpoint(ENDPOINTS.listMessages, [makeMessage({ id: 4, body: 'Un message déplacé' })]);
    const reporting = onEndpoint(ENDPOINTS.reportMessage, undefined);
    renderConversation();
    const clicking = user();
    await clicking.click(await screen.findByRole('button', { name: M.report }));
    const dialog = await screen.findByRole('dialog');
    await clicking.click(within(dialog).getByRole('button', { name: M.report }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(M.reasonRequired);
    await clicking.type(within(dialog).getByRole('textbox', { name: 'Raison du signalement' }), 'Propos insultants');
    await clicking.click(within(dialog).getByRole('button', { name: M.report }));

    expect(await screen.findByText(M.reported)).toBeInTheDocument();
    expect(reporting.requests).toHaveLength(1);
    expect(reporting.requests[0].params).toEqual({ id: '4' });
    expect(reporting.requests[0].body).toEqual({ reason: 'Propos insultants' });
  });
});
