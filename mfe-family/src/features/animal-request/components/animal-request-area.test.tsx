import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { animalsApi, notify } from '@petfoster/platform';
import { invitationsApi } from '@petfoster/platform/screens';
import type { Invitation, RequestSummary } from '@petfoster/contracts';
import AnimalRequestArea from './animal-request-area';
import {
  currentPath,
  httpError,
  loginAs,
  logoutSession,
  makeAnimal,
  renderRoute,
} from '@petfoster/platform/src/test-utils/app-test-utils';

jest.mock('@petfoster/platform', () => ({
  ...jest.requireActual('@petfoster/platform'),
  animalsApi: { checkRequest: jest.fn(), createRequest: jest.fn() },
  notify: { success: jest.fn(), error: jest.fn(), info: jest.fn() },
}));
jest.mock('@petfoster/platform/screens', () => ({
  ...jest.requireActual('@petfoster/platform/screens'),
  invitationsApi: { list: jest.fn(), decline: jest.fn() },
}));

const api = animalsApi as jest.Mocked<typeof animalsApi>;
const invitations = invitationsApi as jest.Mocked<typeof invitationsApi>;
const DETAIL = { path: '/animals-details/:id', url: '/animals-details/11' };
const REQUESTS_PAGE = '/families/dashboard/7/requests-management';
const summary = (family_id: number, status: string): RequestSummary =>
  ({ id: 100 + family_id, family_id, status, association_id: 3, animal_id: 11 }) as RequestSummary;

function renderArea(requests: RequestSummary[] = []) {
  return renderRoute(<AnimalRequestArea animal={makeAnimal({ requests })} />, DETAIL);
}

beforeEach(() => {
  loginAs({ role: 'family', userId: 5, familyId: 7 });
  invitations.list.mockResolvedValue([]);
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

  it('checks first, then sends the sanitised motivation and goes to the requests page', async () => {
    api.checkRequest.mockResolvedValue({ exists: false });
    api.createRequest.mockResolvedValue({} as never);
    const user = await openModal();
    expect(api.checkRequest).toHaveBeenCalledWith({ animal_id: 11, family_id: 7 });
    const dialog = await screen.findByRole('dialog', { name: "Demande d'accueil pour Rex" });
    const textarea = within(dialog).getByLabelText('Motivation (facultatif)');
    expect(textarea).not.toBeRequired();
    await user.type(textarea, 'Grand jardin<script>alert(1)</script>');
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer la demande' }));
    await waitFor(() => expect(currentPath()).toBe(REQUESTS_PAGE));
    expect(api.createRequest).toHaveBeenCalledWith({
      association_id: 3,
      animal_id: 11,
      motivation: 'Grand jardin',
      family_id: 7,
    });
    expect(notify.success).toHaveBeenCalledWith("Demande d'accueil pour Rex réussie");
  });

  it('accepts an empty motivation', async () => {
    api.checkRequest.mockResolvedValue({ exists: false });
    api.createRequest.mockResolvedValue({} as never);
    const user = await openModal();
    await user.click(await screen.findByRole('button', { name: 'Envoyer la demande' }));
    await waitFor(() => expect(api.createRequest).toHaveBeenCalledWith(expect.objectContaining({ motivation: '' })));
  });

  it('sends the family to its requests page with an info toast when a request already exists', async () => {
    api.checkRequest.mockResolvedValue({ exists: true });
    await openModal();
    await waitFor(() => expect(currentPath()).toBe(REQUESTS_PAGE));
    expect(notify.info).toHaveBeenCalledWith("Vous avez déjà fait une demande d'accueil pour cet animal.");
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.createRequest).not.toHaveBeenCalled();
  });

  it("shows the server's message on 409", async () => {
    api.checkRequest.mockResolvedValue({ exists: false });
    api.createRequest.mockRejectedValue(
      httpError(409, { statusCode: 409, message: 'Cet animal a déjà été accueilli.', error: 'Conflict' }),
    );
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const user = await openModal();
    await user.click(await screen.findByRole('button', { name: 'Envoyer la demande' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Cet animal a déjà été accueilli.'));
    expect(notify.success).not.toHaveBeenCalled();
    expect(currentPath()).toBe('/animals-details/11');
  });

  it("shows 'Une erreur est survenue' on any other failure", async () => {
    api.checkRequest.mockResolvedValue({ exists: false });
    api.createRequest.mockRejectedValue(httpError(500, { statusCode: 500, message: 'Boom' }));
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const user = await openModal();
    await user.click(await screen.findByRole('button', { name: 'Envoyer la demande' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Une erreur est survenue'));
  });

  it('still opens the modal when the check itself fails (the server refuses duplicates anyway)', async () => {
    api.checkRequest.mockRejectedValue(new Error('network'));
    jest.spyOn(console, 'error').mockImplementation(() => {});
    await openModal();
    expect(await screen.findByRole('dialog', { name: "Demande d'accueil pour Rex" })).toBeInTheDocument();
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
    invitations.list.mockResolvedValue([proposal()]);
    api.checkRequest.mockResolvedValue({ exists: false });
    api.createRequest.mockResolvedValue({} as never);
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
      expect(api.createRequest).toHaveBeenCalledWith(expect.objectContaining({ motivation: 'Nous avons un jardin.' })),
    );
  });

  it("'Décliner' asks first, then closes the proposal without a reason when none is given", async () => {
    invitations.list.mockResolvedValue([proposal()]);
    invitations.decline.mockResolvedValue({} as never);
    const user = userEvent.setup();
    renderArea();
    await user.click(await screen.findByRole('button', { name: 'Décliner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Décliner la proposition pour Rex' });
    expect(invitations.decline).not.toHaveBeenCalled();
    expect(within(dialog).getByText(/L'association Les Pattes sera prévenue/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Décliner la proposition' }));
    await waitFor(() => expect(invitations.decline).toHaveBeenCalledWith(40, { reason: null }));
    expect(notify.success).toHaveBeenCalledWith('Proposition pour Rex déclinée.');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("'Annuler' in the confirmation declines nothing", async () => {
    invitations.list.mockResolvedValue([proposal()]);
    const user = userEvent.setup();
    renderArea();
    await user.click(await screen.findByRole('button', { name: 'Décliner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Décliner la proposition pour Rex' });
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(invitations.decline).not.toHaveBeenCalled();
  });

  it('shows nothing of a proposal for another animal, or one already answered', async () => {
    invitations.list.mockResolvedValue([
      proposal({ animal: { id: 12, name: 'Nala', gender: 'femelle', url_thumbnail: null, housed: false } }),
      proposal({ id: 41, status: 'declined' }),
    ]);
    renderArea();
    await waitFor(() => expect(invitations.list).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: 'Décliner' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Faire une demande' })).toBeInTheDocument();
  });

  it('is never fetched for a visitor', () => {
    logoutSession();
    renderArea();
    expect(invitations.list).not.toHaveBeenCalled();
  });
});
