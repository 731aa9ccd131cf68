import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@petfoster/platform';
import { ENDPOINTS, type Invitation, MARKUP_ONLY_MESSAGE } from '@petfoster/contracts';
import FamilyRequestsPage from './family-requests-page';
import {
  currentPath,
  loginAs,
  logoutSession,
  makeInvitation,
  makeRequest,
  renderRoute,
} from '@petfoster/platform/test-utils';
import { inTurn, onEndpoint, type Received, type Resolver } from '@petfoster/platform/test-utils/network';

jest.mock('@petfoster/platform', () => ({
  ...jest.requireActual('@petfoster/platform'),
  notify: { success: jest.fn(), error: jest.fn(), info: jest.fn() },
}));
let familyRequests: Received<typeof ENDPOINTS.familyRequests>;
const answerFamilyRequests = (answer: Resolver<typeof ENDPOINTS.familyRequests>) =>
  (familyRequests = onEndpoint(ENDPOINTS.familyRequests, answer));
let motivationEdit: Received<typeof ENDPOINTS.editMotivation>;
const answerMotivationEdit = (answer: Resolver<typeof ENDPOINTS.editMotivation>) =>
  (motivationEdit = onEndpoint(ENDPOINTS.editMotivation, answer));
let removal: Received<typeof ENDPOINTS.deleteRequest>;
const answerRemoval = (answer: Resolver<typeof ENDPOINTS.deleteRequest>) =>
  (removal = onEndpoint(ENDPOINTS.deleteRequest, answer));
const answerInvitationList = (answer: Resolver<typeof ENDPOINTS.listInvitations>) =>
  onEndpoint(ENDPOINTS.listInvitations, answer);
let decline: Received<typeof ENDPOINTS.declineInvitation>;
const answerDecline = (answer: Resolver<typeof ENDPOINTS.declineInvitation>) =>
  (decline = onEndpoint(ENDPOINTS.declineInvitation, answer));
let seen: Received<typeof ENDPOINTS.markNotificationsSeen>;
const answerSeen = (answer: Resolver<typeof ENDPOINTS.markNotificationsSeen>) =>
  (seen = onEndpoint(ENDPOINTS.markNotificationsSeen, answer));
let createRequest: Received<typeof ENDPOINTS.createRequest>;
const answerCreateRequest = (answer: Resolver<typeof ENDPOINTS.createRequest>) =>
  (createRequest = onEndpoint(ENDPOINTS.createRequest, answer));
const PAGE = {
  path: '/families/dashboard/:familyId/requests-management',
  url: '/families/dashboard/7/requests-management',
};

const pending = makeRequest({
  id: 21,
  status: 'En attente',
  animal: { id: 11, name: 'Rex', url_image: null, url_thumbnail: null },
});
const refused = makeRequest({
  id: 22,
  animal_id: 12,
  status: 'Refusée',
  animal: { id: 12, name: 'Mina', url_image: null, url_thumbnail: null },
});
const approved = makeRequest({
  id: 23,
  animal_id: 13,
  status: 'Approuvée',
  animal: { id: 13, name: 'Caramel', url_image: null, url_thumbnail: null },
});

const invitation: Invitation = {
  id: 31,
  status: 'pending',
  message: 'Filou adore les enfants.',
  created_at: '2030-01-01T00:00:00.000Z',
  answered_at: null,
  request_id: null,
  animal: { id: 14, name: 'Filou', gender: 'mâle', url_thumbnail: null, housed: false },
  association: { id: 3, name_association: 'Refuge de Caen' },
  family: { id: 7, firstname: 'Marie', city: 'Lyon' },
  decline_reason: null,
};

beforeEach(() => {
  loginAs({ role: 'family', userId: 5, familyId: 7 });
  answerFamilyRequests({ requests: [pending, refused, approved] });
  // Routes a test expects untouched are there to count requests.
  onEndpoint(ENDPOINTS.notificationsCount, { count: 0, invitations: 0 });
  answerSeen(undefined);
  answerInvitationList([]);
  answerRemoval(undefined);
  answerMotivationEdit(makeRequest());
  answerDecline(makeInvitation({ status: 'declined' }));
  answerCreateRequest(makeRequest());
});
afterEach(logoutSession);

const card = (animal: string) => screen.getByRole('article', { name: `Demande pour ${animal}` });

it("marks the family's decisions seen once its list is shown, so the header's count goes back to zero", async () => {
  renderRoute(<FamilyRequestsPage />, PAGE);
  expect(await screen.findByRole('article', { name: 'Demande pour Rex' })).toBeVisible();
  await waitFor(() => expect(seen.count).toBe(1));
});

it('sends anyone but a family home', () => {
  logoutSession();
  renderRoute(<FamilyRequestsPage />, PAGE);
  expect(currentPath()).toBe('/');
});

it('sends another family home with an info toast instead of an empty list', () => {
  loginAs({ role: 'family', userId: 6, familyId: 8 });
  // RequireRole (@petfoster/platform/screens) shows it with the platform's notify, mocked in this file.
  const info = notify.info as jest.Mock;
  renderRoute(<FamilyRequestsPage />, PAGE);
  expect(currentPath()).toBe('/');
  expect(info).toHaveBeenCalledWith('Cette page est réservée à la famille concernée.', expect.anything());
  expect(familyRequests.count).toBe(0);
});

it("lists the family's requests as cards coloured by status with their links and status text", async () => {
  renderRoute(<FamilyRequestsPage />, PAGE);
  expect(screen.getByRole('heading', { name: 'Mes demandes' })).toBeInTheDocument();
  await screen.findByRole('article', { name: 'Demande pour Rex' });
  expect(familyRequests.requests.map(({ path }) => path)).toContain('/api/families/7/requests');

  expect(card('Rex')).toHaveAttribute('data-status', 'pending');
  expect(card('Rex')).toHaveClass('pending');
  expect(card('Mina')).toHaveAttribute('data-status', 'refused');
  expect(card('Mina')).toHaveClass('refused');
  expect(card('Caramel')).toHaveAttribute('data-status', 'approved');
  expect(card('Caramel')).toHaveClass('approved');

  const rex = within(card('Rex'));
  expect(rex.getByRole('link', { name: 'Rex' })).toHaveAttribute('href', '/animals-details/11');
  // A family deals with the association: the card names it (docs/behaviour.md), not the family itself.
  expect(rex.getByRole('link', { name: 'Les Amis des Bêtes' })).toHaveAttribute('href', '/associationprofile/3');
  expect(rex.queryByRole('link', { name: 'Famille Dupont' })).toBeNull();
  expect(rex.getByText('En attente')).toBeInTheDocument();
  expect(rex.getByRole('button', { name: 'Voir la demande' })).toBeInTheDocument();
  expect(within(card('Mina')).getByText('Refusée')).toBeInTheDocument();
  expect(within(card('Caramel')).getByText('Approuvée')).toBeInTheDocument();
});

it('offers Modifier and Supprimer while pending, Supprimer when refused, nothing when approved', async () => {
  renderRoute(<FamilyRequestsPage />, PAGE);
  await screen.findByRole('article', { name: 'Demande pour Rex' });
  const names = (animal: string) =>
    within(card(animal))
      .getAllByRole('button')
      .map((b) => b.textContent || b.getAttribute('aria-label'));
  expect(names('Rex')).toEqual(['Voir la demande', 'Modifier', 'Supprimer']);
  expect(names('Mina')).toEqual(['Voir la demande', 'Supprimer']);
  expect(names('Caramel')).toEqual(['Voir la demande']);
});

it('opens the request modal with the animal, status, motivation and date', async () => {
  const user = userEvent.setup();
  renderRoute(<FamilyRequestsPage />, PAGE);
  await screen.findByRole('article', { name: 'Demande pour Rex' });
  await user.click(within(card('Rex')).getByRole('button', { name: 'Voir la demande' }));
  const dialog = screen.getByRole('dialog', { name: 'Détail de la demande' });
  expect(within(dialog).getByText('Rex')).toBeInTheDocument();
  expect(within(dialog).getByText('En attente')).toBeInTheDocument();
  expect(within(dialog).getByText('Nous avons un grand jardin')).toBeInTheDocument();
  expect(within(dialog).getByText('05/03/2026')).toBeInTheDocument();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('edits the motivation of a pending request, then goes to the family dashboard', async () => {
  answerMotivationEdit(makeRequest());
  const user = userEvent.setup();
  renderRoute(<FamilyRequestsPage />, PAGE);
  await screen.findByRole('article', { name: 'Demande pour Rex' });
  await user.click(within(card('Rex')).getByRole('button', { name: 'Modifier' }));
  const textarea = within(screen.getByRole('dialog')).getByLabelText('Motivation');
  expect(textarea).toHaveValue('Nous avons un grand jardin');
  await user.clear(textarea);
  await user.type(textarea, 'Un grand jardin <b>clos</b>');
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Valider' }));
  await waitFor(() => expect(currentPath()).toBe('/families/dashboard'));
  expect(motivationEdit.bodies).toContainEqual({ id: 21, motivation: 'Un grand jardin clos' });
  expect(notify.success).toHaveBeenCalledWith("La motivation de la demande d'accueil pour Rex a été modifiée");
});

it('says a motivation of tags only is refused, under the field, and does not send it', async () => {
  const user = userEvent.setup();
  renderRoute(<FamilyRequestsPage />, PAGE);
  await screen.findByRole('article', { name: 'Demande pour Rex' });
  await user.click(within(card('Rex')).getByRole('button', { name: 'Modifier' }));
  const dialog = within(screen.getByRole('dialog'));
  const textarea = dialog.getByLabelText('Motivation');
  await user.clear(textarea);
  await user.type(textarea, '<p></p>');
  expect(textarea).toHaveAccessibleDescription(MARKUP_ONLY_MESSAGE);
  expect(dialog.getByRole('button', { name: 'Valider' })).toBeDisabled();
  expect(motivationEdit.count).toBe(0);
});

it('deletes a refused request, confirms it and reloads the list', async () => {
  answerRemoval(undefined);
  // The reload after the deletion no longer lists it.
  answerFamilyRequests(inTurn({ requests: [pending, refused, approved] }, { requests: [pending, approved] }));
  const user = userEvent.setup();
  renderRoute(<FamilyRequestsPage />, PAGE);
  await screen.findByRole('article', { name: 'Demande pour Mina' });
  await user.click(within(card('Mina')).getByRole('button', { name: 'Supprimer' }));
  // Nothing is deleted before the family confirms.
  const dialog = screen.getByRole('dialog', { name: 'Supprimer ma demande pour Mina' });
  expect(dialog).toHaveTextContent(
    'Voulez-vous vraiment supprimer votre demande pour Mina ? Cette action est irréversible.',
  );
  expect(removal.count).toBe(0);
  await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
  await waitFor(() => expect(screen.queryByRole('article', { name: 'Demande pour Mina' })).not.toBeInTheDocument());
  expect(removal.requests.map(({ path }) => path)).toContain('/api/requests/22');
  expect(notify.success).toHaveBeenCalledWith('La demande pour Mina a été supprimée');
  expect(familyRequests.count).toBe(2);
});

it('deletes a pending request too', async () => {
  answerRemoval(undefined);
  const user = userEvent.setup();
  renderRoute(<FamilyRequestsPage />, PAGE);
  await screen.findByRole('article', { name: 'Demande pour Rex' });
  await user.click(within(card('Rex')).getByRole('button', { name: 'Supprimer' }));
  await user.click(
    within(screen.getByRole('dialog', { name: 'Supprimer ma demande pour Rex' })).getByRole('button', {
      name: 'Supprimer',
    }),
  );
  await waitFor(() => expect(notify.success).toHaveBeenCalledWith('La demande pour Rex a été supprimée'));
  expect(removal.requests.map(({ path }) => path)).toContain('/api/requests/21');
});

it('keeps the request when the deletion is cancelled', async () => {
  const user = userEvent.setup();
  renderRoute(<FamilyRequestsPage />, PAGE);
  await screen.findByRole('article', { name: 'Demande pour Rex' });
  await user.click(within(card('Rex')).getByRole('button', { name: 'Supprimer' }));
  await user.click(
    within(screen.getByRole('dialog', { name: 'Supprimer ma demande pour Rex' })).getByRole('button', {
      name: 'Annuler',
    }),
  );
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(removal.count).toBe(0);
  expect(card('Rex')).toBeInTheDocument();
});

it('goes back one page with Retour', async () => {
  const user = userEvent.setup();
  renderRoute(<FamilyRequestsPage />, PAGE);
  await user.click(screen.getByRole('button', { name: 'Retour' }));
  expect(currentPath()).toBe('/previous-page');
});

it('says so when there is no request', async () => {
  answerFamilyRequests({ requests: [] });
  renderRoute(<FamilyRequestsPage />, PAGE);
  expect(await screen.findByText('Aucune demande pour le moment.')).toBeInTheDocument();
});

describe('Propositions reçues (docs/matching.md)', () => {
  const section = () => screen.getByRole('region', { name: 'Propositions reçues' });

  it('shows nothing when no association proposed an animal', async () => {
    renderRoute(<FamilyRequestsPage />, PAGE);
    await screen.findByRole('article', { name: 'Demande pour Rex' });
    expect(screen.queryByRole('heading', { name: 'Propositions reçues' })).not.toBeInTheDocument();
  });

  it('the sentence agrees with the animal’s sex: a female is proposée', async () => {
    answerInvitationList([{ ...invitation, animal: { ...invitation.animal, name: 'Moka', gender: 'femelle' } }]);
    renderRoute(<FamilyRequestsPage />, PAGE);
    expect(
      await within(await screen.findByRole('region', { name: 'Propositions reçues' })).findByText(
        /, proposée par Refuge de Caen/,
      ),
    ).toBeInTheDocument();
  });

  it("'Faire une demande' opens the request form with the motivation prefilled and editable, then sends it", async () => {
    answerInvitationList([invitation]);
    answerCreateRequest(makeRequest({ id: 40 }));
    const user = userEvent.setup();
    renderRoute(<FamilyRequestsPage />, PAGE);
    expect(await screen.findByText('Filou adore les enfants.')).toBeInTheDocument();
    expect(within(section()).getByText(/proposé par Refuge de Caen/)).toBeInTheDocument();
    await user.click(within(section()).getByRole('button', { name: 'Faire une demande' }));
    const dialog = await screen.findByRole('dialog');
    const motivation = within(dialog).getByRole('textbox', { name: 'Motivation' });
    expect((motivation as HTMLTextAreaElement).value).toContain('Filou');
    await user.type(motivation, ' Nous avons un jardin.');
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer ma demande' }));
    await waitFor(() => expect(createRequest.count).toBe(1));
    expect(createRequest.requests[0].body as Record<string, string>).toMatchObject({
      animal_id: 14,
      association_id: 3,
      family_id: 7,
    });
    expect((createRequest.requests[0].body as Record<string, string>).motivation).toMatch(
      /Filou.*Nous avons un jardin\.$/,
    );
    expect(notify.success).toHaveBeenCalledWith("Demande d'accueil pour Filou réussie");
  });

  it("'Décliner' asks for a confirmation with an optional reason, which is sent", async () => {
    answerInvitationList([invitation]);
    answerDecline({ ...invitation, status: 'declined' });
    const user = userEvent.setup();
    renderRoute(<FamilyRequestsPage />, PAGE);
    await user.click(await screen.findByRole('button', { name: 'Décliner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Décliner la proposition pour Filou' });
    expect(decline.count).toBe(0);
    await user.type(within(dialog).getByLabelText('Raison (facultatif)'), 'Nous déménageons en mars.');
    await user.click(within(dialog).getByRole('button', { name: 'Décliner la proposition' }));
    await waitFor(() =>
      expect(decline.requests.map(({ path, body }) => [path, body])).toContainEqual([
        '/api/invitations/31/decline',
        { reason: 'Nous déménageons en mars.' },
      ]),
    );
    expect(notify.success).toHaveBeenCalledWith('Proposition pour Filou déclinée.');
  });

  it('a reason over 500 characters is said and cannot be sent', async () => {
    answerInvitationList([invitation]);
    const user = userEvent.setup();
    renderRoute(<FamilyRequestsPage />, PAGE);
    await user.click(await screen.findByRole('button', { name: 'Décliner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Décliner la proposition pour Filou' });
    const field = within(dialog).getByLabelText('Raison (facultatif)');
    await user.click(field);
    await user.paste('a'.repeat(501));
    expect(within(dialog).getByText(/ne doit pas dépasser 500 caractères/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Décliner la proposition' })).toBeDisabled();
  });

  it('a declined proposal shows the reason the family gave', async () => {
    answerInvitationList([{ ...invitation, status: 'declined', decline_reason: 'Pas de place.' }]);
    renderRoute(<FamilyRequestsPage />, PAGE);
    expect(await screen.findByText('Votre raison : Pas de place.')).toBeInTheDocument();
  });

  it('an answered proposal shows its state without the buttons', async () => {
    answerInvitationList([{ ...invitation, status: 'accepted', request_id: 40 }]);
    renderRoute(<FamilyRequestsPage />, PAGE);
    expect(await screen.findByText('Demande faite')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Décliner' })).not.toBeInTheDocument();
  });
});
