import { ENDPOINTS } from '@petfoster/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@petfoster/platform';
import type { Invitation, RequestSummary } from '@petfoster/contracts';
import AnimalRequestArea from './animal-request-area';
import { onEndpoint, type Received, refuse, type Resolver } from '@petfoster/platform/test-utils/network';
import {
  currentPath,
  loginAs,
  logoutSession,
  makeAnimal,
  makeInvitation,
  makeRequest,
  renderRoute,
} from '@petfoster/platform/test-utils';

jest.mock('@petfoster/platform', () => ({
  ...jest.requireActual('@petfoster/platform'),
  notify: { success: jest.fn(), error: jest.fn(), info: jest.fn() },
}));
let checkRequest: Received<typeof ENDPOINTS.checkRequest>;
const answerCheckRequest = (answer: Resolver<typeof ENDPOINTS.checkRequest>) =>
  (checkRequest = onEndpoint(ENDPOINTS.checkRequest, answer));
let createRequest: Received<typeof ENDPOINTS.createRequest>;
const answerCreateRequest = (answer: Resolver<typeof ENDPOINTS.createRequest>) =>
  (createRequest = onEndpoint(ENDPOINTS.createRequest, answer));
let invitationList: Received<typeof ENDPOINTS.listInvitations>;
const answerInvitationList = (answer: Resolver<typeof ENDPOINTS.listInvitations>) =>
  (invitationList = onEndpoint(ENDPOINTS.listInvitations, answer));
let decline: Received<typeof ENDPOINTS.declineInvitation>;
const answerDecline = (answer: Resolver<typeof ENDPOINTS.declineInvitation>) =>
  (decline = onEndpoint(ENDPOINTS.declineInvitation, answer));
const DETAIL = { path: '/animals-details/:id', url: '/animals-details/11' };
const REQUESTS_PAGE = '/families/dashboard/7/requests-management';
const summary = (family_id: number, status: string): RequestSummary =>
  ({ id: 100 + family_id, family_id, status, association_id: 3, animal_id: 11 }) as RequestSummary;

function renderArea(requests: RequestSummary[] = []) {
  return renderRoute(<AnimalRequestArea animal={makeAnimal({ requests })} />, DETAIL);
}

beforeEach(() => {
  loginAs({ role: 'family', userId: 5, familyId: 7 });
  answerInvitationList([]);
  // Routes a test expects untouched are there to count requests.
  answerCheckRequest({ exists: false });
  answerCreateRequest(makeRequest());
  answerDecline(makeInvitation({ id: 40, status: 'declined' }));
});
afterEach(logoutSession);

describe('who sees it', () => {
  it('renders nothing for a visitor', () => {
    logoutSession();
    const { container } = renderArea();
    expect(container.querySelector('a, button')).toBeNull();
  });

  it('renders nothing for an association', () => {
    loginAs({ role: 'association', userId: 9, associationId: 3 });
    const { container } = renderArea();
    expect(container.querySelector('a, button')).toBeNull();
  });
});

describe('what a family sees', () => {
  it('only a housed link when another family was approved', () => {
    renderArea([summary(8, 'Approuvée'), summary(7, 'Refusée')]);
    expect(screen.getByRole('link', { name: 'Cet animal a déjà été accueilli' })).toHaveAttribute('href', '/animals');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('a refusal link to the requests page when its request was refused', () => {
    renderArea([summary(7, 'Refusée')]);
    expect(screen.getByRole('link', { name: 'Votre demande a été refusée' })).toHaveAttribute('href', REQUESTS_PAGE);
    expect(screen.queryByRole('button', { name: 'Faire une demande' })).not.toBeInTheDocument();
  });

  it('a link to contact the association when its request was approved', () => {
    renderArea([summary(7, 'Approuvée')]);
    expect(screen.getByRole('link', { name: "Contacter l'association" })).toHaveAttribute(
      'href',
      '/associationprofile/3',
    );
  });

  it('a link to the requests page while its request is pending', () => {
    renderArea([summary(7, 'En attente'), summary(8, 'En attente')]);
    expect(screen.getByRole('link', { name: 'Voir ma demande en cours' })).toHaveAttribute('href', REQUESTS_PAGE);
  });

  it("'Faire une demande' when it never asked", () => {
    renderArea([summary(8, 'En attente')]);
    expect(screen.getByRole('button', { name: 'Faire une demande' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('submitting a request', () => {
  async function openModal() {
    const user = userEvent.setup();
    renderArea();
    await user.click(screen.getByRole('button', { name: 'Faire une demande' }));
    return user;
  }

  it('opens the form at once, then sends the sanitised motivation and goes to the requests page', async () => {
    answerCreateRequest(makeRequest());
    const user = await openModal();
    // The animal's data already says the family has no request for it: nothing is asked before the form opens.
    expect(checkRequest.count).toBe(0);
    const dialog = await screen.findByRole('dialog', { name: "Demande d'accueil pour Rex" });
    const textarea = within(dialog).getByLabelText('Motivation (facultatif)');
    expect(textarea).not.toBeRequired();
    await user.type(textarea, 'Grand jardin<script>alert(1)</script>');
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer la demande' }));
    await waitFor(() => expect(currentPath()).toBe(REQUESTS_PAGE));
    expect(createRequest.bodies).toContainEqual({
      association_id: 3,
      animal_id: 11,
      motivation: 'Grand jardin',
      family_id: 7,
    });
    expect(notify.success).toHaveBeenCalledWith("Demande d'accueil pour Rex réussie");
  });

  it('accepts an empty motivation', async () => {
    answerCreateRequest(makeRequest());
    const user = await openModal();
    await user.click(await screen.findByRole('button', { name: 'Envoyer la demande' }));
    await waitFor(() => expect(createRequest.bodies).toContainEqual(expect.objectContaining({ motivation: '' })));
  });

  it('sends the family to its requests page with an info toast when a request already exists', async () => {
    // Made meanwhile in another tab: the page's data did not show it, the server says so by its code.
    answerCreateRequest(
      refuse(409, {
        statusCode: 409,
        code: 'request_already_exists',
        message: "Vous avez déjà fait une demande d'accueil pour cet animal.",
        error: 'Conflict',
      }),
    );
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const user = await openModal();
    await user.click(await screen.findByRole('button', { name: 'Envoyer la demande' }));
    await waitFor(() => expect(currentPath()).toBe(REQUESTS_PAGE));
    expect(notify.info).toHaveBeenCalledWith("Vous avez déjà fait une demande d'accueil pour cet animal.");
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(notify.error).not.toHaveBeenCalled();
  });

  it("shows the server's message on 409", async () => {
    answerCreateRequest(
      refuse(409, {
        statusCode: 409,
        code: 'animal_housed',
        message: 'Cet animal a déjà été accueilli.',
        error: 'Conflict',
      }),
    );
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const user = await openModal();
    await user.click(await screen.findByRole('button', { name: 'Envoyer la demande' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Cet animal a déjà été accueilli.'));
    expect(notify.success).not.toHaveBeenCalled();
    expect(currentPath()).toBe('/animals-details/11');
  });

  it("shows 'Une erreur est survenue' on any other failure", async () => {
    answerCreateRequest(refuse(500, { statusCode: 500, message: 'Boom' }));
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const user = await openModal();
    await user.click(await screen.findByRole('button', { name: 'Envoyer la demande' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Une erreur est survenue'));
  });
});

describe("an association's proposal for this animal (docs/matching.md)", () => {
  const proposal = (overrides: Partial<Invitation> = {}): Invitation => ({
    id: 40,
    status: 'pending',
    message: 'Rex adore les enfants <b>et</b> les balades.',
    created_at: '2026-11-20T10:00:00.000Z',
    answered_at: null,
    request_id: null,
    animal: { id: 11, name: 'Rex', gender: 'mâle', url_thumbnail: null, housed: false },
    association: { id: 3, name_association: 'Les Pattes' },
    family: { id: 7, firstname: 'Claire', city: 'Rennes' },
    decline_reason: null,
    ...overrides,
  });

  it('shows who proposed it and the message as text, and prefills the request motivation', async () => {
    answerInvitationList([proposal()]);
    answerCreateRequest(makeRequest());
    const user = userEvent.setup();
    renderArea();
    expect(await screen.findByText('Rex adore les enfants <b>et</b> les balades.')).toBeInTheDocument();
    expect(screen.getByText('Les Pattes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Faire une demande' }));
    const dialog = await screen.findByRole('dialog', { name: "Demande d'accueil pour Rex" });
    const textarea = within(dialog).getByLabelText('Motivation (facultatif)');
    expect(textarea).toHaveValue("Bonjour, merci pour votre proposition. Nous serions heureux d'accueillir Rex.");
    await user.clear(textarea);
    await user.type(textarea, 'Nous avons un jardin.');
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer la demande' }));
    await waitFor(() =>
      expect(createRequest.bodies).toContainEqual(expect.objectContaining({ motivation: 'Nous avons un jardin.' })),
    );
  });

  it("'Décliner' asks first, then closes the proposal without a reason when none is given", async () => {
    answerInvitationList([proposal()]);
    answerDecline(makeInvitation({ id: 40, status: 'declined' }));
    const user = userEvent.setup();
    renderArea();
    await user.click(await screen.findByRole('button', { name: 'Décliner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Décliner la proposition pour Rex' });
    expect(decline.count).toBe(0);
    expect(within(dialog).getByText(/L'association Les Pattes sera prévenue/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Décliner la proposition' }));
    await waitFor(() =>
      expect(decline.requests.map(({ path, body }) => [path, body])).toContainEqual([
        '/api/invitations/40/decline',
        { reason: null },
      ]),
    );
    expect(notify.success).toHaveBeenCalledWith('Proposition pour Rex déclinée.');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("'Annuler' in the confirmation declines nothing", async () => {
    answerInvitationList([proposal()]);
    const user = userEvent.setup();
    renderArea();
    await user.click(await screen.findByRole('button', { name: 'Décliner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Décliner la proposition pour Rex' });
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(decline.count).toBe(0);
  });

  it('shows nothing of a proposal for another animal, or one already answered', async () => {
    answerInvitationList([
      proposal({ animal: { id: 12, name: 'Nala', gender: 'femelle', url_thumbnail: null, housed: false } }),
      proposal({ id: 41, status: 'declined' }),
    ]);
    renderArea();
    await waitFor(() => expect(invitationList.count).toBeGreaterThan(0));
    expect(screen.queryByRole('button', { name: 'Décliner' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Faire une demande' })).toBeInTheDocument();
  });

  it('is never fetched for a visitor', () => {
    logoutSession();
    renderArea();
    expect(invitationList.count).toBe(0);
  });
});
