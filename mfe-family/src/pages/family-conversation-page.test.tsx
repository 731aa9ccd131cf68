import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONVERSATION_LIMITS, CONVERSATION_MESSAGES as M, ENDPOINTS, paths } from '@petfoster/contracts';
import { useLiveUpdates } from '@petfoster/platform';
import {
  fakeImageCodec,
  loginAs,
  logoutSession,
  makeConversationMessage,
  makeConversationSummary,
  phonePhoto,
  renderRoute,
} from '@petfoster/platform/test-utils';
import { heldAnswer, inTurn, onEndpoint, onEventStream, refuse } from '@petfoster/platform/test-utils/network';
import { BODY_TOO_LARGE_MESSAGE, jsonBodyBytes } from '@petfoster/platform/screens';
import FamilyConversationPage from './family-conversation-page';

/* One request's conversation, the family's side (docs/product.md#conversations). */
const PAGE = { path: paths.familyConversation(':requestId'), url: paths.familyConversation(21) };
const MB = 1024 * 1024;

/** The shell reads the event stream into the page's cache (docs/architecture.md#live-updates-in-the-front-ends). */
function ShellLiveUpdates() {
  useLiveUpdates();
  return null;
}

const fromAssociation = makeConversationMessage({
  id: 1,
  body: 'Bonjour,\nRex <b>vous</b> attend <img src=x onerror=alert(1)>',
});
const mine = (id: number, body: string) =>
  makeConversationMessage({ id, body, mine: true, author: { role: 'family', name: 'Famille Dupont', deleted: false } });

const messages = () => screen.findByRole('list', { name: 'Messages de la conversation' });
const composer = () => screen.findByRole('textbox', { name: M.placeholder });

function open(summary = makeConversationSummary()) {
  onEndpoint(ENDPOINTS.listConversations, [summary]);
  return renderRoute(
    <>
      <ShellLiveUpdates />
      <FamilyConversationPage />
    </>,
    PAGE,
  );
}

let codec: ReturnType<typeof fakeImageCodec> | undefined;
beforeEach(() => {
  loginAs({ role: 'family', userId: 5, familyId: 7 });
  jest.spyOn(console, 'error').mockImplementation(() => {});
  onEventStream();
});
afterEach(() => {
  codec?.restore();
  codec = undefined;
  logoutSession();
});

it('shows the conversation with the association, its text escaped with its line breaks kept', async () => {
  const read = onEndpoint(ENDPOINTS.listMessages, [mine(2, 'Merci !'), fromAssociation]);
  open();
  expect(await screen.findByRole('heading', { level: 1, name: 'Conversation : Rex' })).toBeInTheDocument();
  expect(screen.getByText('avec Les Pattes')).toBeInTheDocument();
  const items = within(await messages()).getAllByRole('listitem');
  expect(items).toHaveLength(2);
  // Oldest first; what was typed is shown as typed, never as HTML.
  expect(items[0]).toHaveTextContent('Bonjour,Rex <b>vous</b> attend <img src=x onerror=alert(1)>');
  expect(items[0].querySelector('b, img')).toBeNull();
  expect(items[0].querySelectorAll('br')).toHaveLength(1);
  expect(items[1]).toHaveTextContent('Vous');
  expect(items[1]).toHaveTextContent('Merci !');
  expect(read.last?.params).toEqual({ id: '21' });
});

it('shows a message at once while it is sent, then as sent', async () => {
  onEndpoint(ENDPOINTS.listMessages, [fromAssociation]);
  const held = heldAnswer<typeof ENDPOINTS.sendMessage>();
  const sent = onEndpoint(ENDPOINTS.sendMessage, held.answer);
  open();
  const user = userEvent.setup();
  await user.type(await composer(), 'Nous passons samedi.{Enter}Vers 10 h ?');
  await user.click(screen.getByRole('button', { name: M.send }));

  const list = await messages();
  expect(within(list).getByText(M.sending)).toBeInTheDocument();
  expect(within(list).getByText('Vers 10 h ?')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: M.placeholder })).toHaveValue('');
  held.release(mine(3, 'Nous passons samedi.\nVers 10 h ?'));
  await waitFor(() => expect(within(list).queryByText(M.sending)).not.toBeInTheDocument());
  expect(within(list).getAllByText('Vers 10 h ?')).toHaveLength(1);
  expect(sent.bodies).toEqual([{ body: 'Nous passons samedi.\nVers 10 h ?' }]);
});

it("keeps a message that failed with a clear failed state and 'Réessayer', which sends it again", async () => {
  onEndpoint(ENDPOINTS.listMessages, [fromAssociation]);
  const sent = onEndpoint(ENDPOINTS.sendMessage, inTurn(refuse(500), mine(3, 'Bonsoir')));
  open();
  const user = userEvent.setup();
  await user.type(await composer(), 'Bonsoir');
  await user.click(screen.getByRole('button', { name: M.send }));

  const failed = await screen.findByRole('alert');
  expect(failed).toHaveTextContent(M.failed);
  // The message stays on screen, with its text, until it is sent.
  expect(within(await messages()).getByText('Bonsoir')).toBeInTheDocument();
  await user.click(within(failed).getByRole('button', { name: M.retry }));
  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  expect(within(await messages()).getAllByText('Bonsoir')).toHaveLength(1);
  expect(sent.bodies).toEqual([{ body: 'Bonsoir' }, { body: 'Bonsoir' }]);
});

it('is read-only once the request is refused: it says so, and there is nothing to write with', async () => {
  onEndpoint(ENDPOINTS.listMessages, [fromAssociation]);
  const sent = onEndpoint(ENDPOINTS.sendMessage, mine(3, 'x'));
  open(makeConversationSummary({ request_status: 'Refusée', read_only: true }));
  // Said as a status, in place of the composer.
  expect(await screen.findByText(M.readOnly)).toHaveAttribute('role', 'status');
  await messages();
  expect(screen.queryByRole('textbox', { name: M.placeholder })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: M.send })).not.toBeInTheDocument();
  expect(sent.count).toBe(0);
});

it('announces a new message of the association politely, as the event stream brings it', async () => {
  onEndpoint(ENDPOINTS.listMessages, [fromAssociation]);
  const marked = onEndpoint(ENDPOINTS.markMessagesRead, { request_id: 21, up_to: 4 });
  const events = onEventStream();
  open();
  await messages();
  const live = document.querySelector('[aria-live="polite"]');
  expect(live).not.toBeNull();
  // What was there at load is not announced.
  expect(live).toHaveTextContent(/^$/);
  await waitFor(() => expect(events.connections).toBe(1));
  act(() =>
    events.send('message', {
      request_id: 21,
      message: makeConversationMessage({ id: 4, body: 'Le vaccin est fait.', read_at: null }),
    }),
  );
  await waitFor(() => expect(live).toHaveTextContent('Nouveau message de Léa (Les Pattes) : Le vaccin est fait.'));
  expect(within(await messages()).getByText('Le vaccin est fait.')).toBeInTheDocument();
  // Shown is read.
  await waitFor(() => expect(marked.bodies).toEqual([{ up_to: 4 }]));
});

it('works from the keyboard: Tab reaches the message box, Ctrl+Enter sends, Réessayer takes Enter', async () => {
  onEndpoint(ENDPOINTS.listMessages, [fromAssociation]);
  const sent = onEndpoint(ENDPOINTS.sendMessage, inTurn(refuse(500), mine(3, 'Au clavier')));
  open();
  const box = await composer();
  const user = userEvent.setup();
  for (let presses = 0; presses < 10 && document.activeElement !== box; presses++) await user.tab();
  expect(box).toHaveFocus();
  await user.keyboard('Au clavier{Control>}{Enter}{/Control}');
  const retry = within(await screen.findByRole('alert')).getByRole('button', { name: M.retry });
  for (let presses = 0; presses < 10 && document.activeElement !== retry; presses++) await user.tab({ shift: true });
  expect(retry).toHaveFocus();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(sent.count).toBe(2));
  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  expect(sent.bodies[1]).toEqual({ body: 'Au clavier' });
});

describe('photos (docs/product.md#image-uploads)', () => {
  const attach = async (count: number) => {
    const user = userEvent.setup();
    for (let index = 1; index <= count; index++) {
      await user.upload(screen.getByLabelText('Ajouter une image'), phonePhoto(`IMG_000${index}.jpg`, 6 * MB));
      expect(await screen.findByRole('button', { name: `Retirer l'image ${index}` })).toBeInTheDocument();
    }
    return user;
  };

  it('sends three phone photos made smaller in the browser, in one body under the API’s limit', async () => {
    codec = fakeImageCodec({ width: 4032, height: 3024, encodedBytes: 600 * 1024 });
    onEndpoint(ENDPOINTS.listMessages, [fromAssociation]);
    const sent = onEndpoint(ENDPOINTS.sendMessage, mine(3, 'Trois photos'));
    open();
    await composer();
    const user = await attach(CONVERSATION_LIMITS.imagesMax);
    expect(screen.queryByLabelText('Ajouter une image')).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: M.placeholder }), 'Trois photos');
    await user.click(screen.getByRole('button', { name: M.send }));

    await waitFor(() => expect(sent.count).toBe(1));
    const body = sent.last?.body;
    // The schema's input type leaves `images` untyped (it is preprocessed): as the client sends it, strings.
    const images = (body?.images ?? []) as string[];
    expect(images).toHaveLength(3);
    for (const image of images) expect(image).toMatch(/^data:image\/jpeg;base64,/);
    // 3 x 6 MB as chosen would be 24 MB as base64; each was drawn again at 2000 px.
    expect(codec.encodings).toHaveLength(3);
    expect(codec.encodings[0]).toEqual({ width: 2000, height: 1500, type: 'image/jpeg', quality: 0.85 });
    expect(jsonBodyBytes(body)).toBeLessThan(3 * MB);
  });

  it('says in French that the photos are too heavy together, and sends nothing', async () => {
    // Photos a browser could not make lighter than 4 MB each: 3 of them weigh more than 15 MB as base64.
    codec = fakeImageCodec({ width: 4032, height: 3024, encodedBytes: 4 * MB });
    onEndpoint(ENDPOINTS.listMessages, [fromAssociation]);
    const sent = onEndpoint(ENDPOINTS.sendMessage, mine(3, 'x'));
    open();
    await composer();
    const user = await attach(CONVERSATION_LIMITS.imagesMax);
    await user.type(screen.getByRole('textbox', { name: M.placeholder }), 'Trop lourd');
    await user.click(screen.getByRole('button', { name: M.send }));

    expect(await screen.findByRole('alert')).toHaveTextContent(BODY_TOO_LARGE_MESSAGE);
    expect(screen.getByRole('textbox', { name: M.placeholder })).toHaveAccessibleDescription(BODY_TOO_LARGE_MESSAGE);
    expect(within(await messages()).queryByText('Trop lourd')).not.toBeInTheDocument();
    expect(sent.count).toBe(0);
    // 12 MB of photos read and shown: slower than the rest on a busy machine.
  }, 60_000);
});
