import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contractSections, ENDPOINTS, PLACEMENT_MESSAGES as M, type Placement } from '@petfoster/contracts';
import { currentPath, loginAs, logoutSession, makePlacement, renderRoute } from '@petfoster/platform/test-utils';
import { inTurn, onEndpoint, refuse, type Received } from '@petfoster/platform/test-utils/network';
import FamilyPlacementPage from './family-placement-page';

const PAGE = { path: '/families/dashboard/placements/:placementId', url: '/families/dashboard/placements/41' };

let read: Received<typeof ENDPOINTS.readPlacement>;
/** The page reads `first`, then `then` after a write (as the API reads the placement again). */
const answerRead = (first: Placement, then: Placement = first) =>
  (read = onEndpoint(ENDPOINTS.readPlacement, inTurn(first, then)));

const active = makePlacement({
  status: 'active',
  signatures: [
    { role: 'association', full_name: 'Paul Martin', signed_at: '2026-11-22T13:15:00.000Z' },
    { role: 'family', full_name: 'Marie Dupont', signed_at: '2026-11-23T09:00:00.000Z' },
  ],
  started_on: '2026-12-01',
  events: [
    { type: 'created', at: '2026-11-20T09:00:00.000Z', by: 'Paul Martin', detail: null },
    { type: 'started', at: '2026-12-01T08:00:00.000Z', by: 'Paul Martin', detail: '2026-12-01' },
  ],
});

beforeEach(() => {
  // The vet care sections read the placement's bons and expenses (their own test: *-vet-care.test.tsx).
  onEndpoint(ENDPOINTS.listVetAuthorisations, []);
  onEndpoint(ENDPOINTS.listExpenses, {
    expenses: [],
    totals: { total_eur: 0, pending_eur: 0, reimbursed_eur: 0, refused_eur: 0 },
    months: [],
  });
  // The news section reads the placement's news (its own test: family-placement-news.test.tsx).
  onEndpoint(ENDPOINTS.listNews, []);
  // And its health record (its own test: features/health).
  onEndpoint(ENDPOINTS.listHealth, []);
  loginAs({ role: 'family', userId: 5, familyId: 7 });
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  logoutSession();
  jest.useRealTimers();
});

describe('role guard', () => {
  it('sends a visitor and an association home without reading the placement', () => {
    answerRead(active);
    logoutSession();
    const { unmount } = renderRoute(<FamilyPlacementPage />, PAGE);
    expect(currentPath()).toBe('/');
    unmount();
    loginAs({ role: 'association', userId: 9, associationId: 3 });
    renderRoute(<FamilyPlacementPage />, PAGE);
    expect(currentPath()).toBe('/');
    expect(read.count).toBe(0);
  });
});

it('shows what to do next, the terms, the contract as the PDF words it, the signatures, the history and the association', async () => {
  answerRead(makePlacement());
  renderRoute(<FamilyPlacementPage />, PAGE);
  expect(await screen.findByRole('heading', { level: 1, name: 'Accueil de Rex' })).toBeInTheDocument();
  expect(read.last?.path).toBe('/api/placements/41');
  expect(screen.getByText('À signer')).toBeInTheDocument();
  expect(screen.getByText(M.nextStepTitle, { exact: false }).closest('p')).toHaveTextContent('Contrat à signer');

  const terms = screen.getByRole('region', { name: "Conditions de l'accueil" });
  expect(within(terms).getByText('Début').nextElementSibling).toHaveTextContent('01/12/2026');
  expect(within(terms).getByText('Fin').nextElementSibling).toHaveTextContent('01/03/2027');

  const contract = screen.getByRole('region', { name: "Contrat d'accueil" });
  for (const section of contractSections(makePlacement().contract!)) {
    expect(within(contract).getByRole('heading', { name: section.title })).toBeInTheDocument();
  }
  expect(within(contract).getByRole('button', { name: 'Télécharger le contrat (PDF)' })).toBeInTheDocument();

  const signatures = screen.getByRole('region', { name: 'Signatures' });
  expect(within(signatures).getByRole('checkbox', { name: M.acceptLabel })).toBeInTheDocument();
  expect(within(signatures).getByRole('button', { name: 'Signer' })).toBeInTheDocument();

  const history = screen.getByRole('region', { name: 'Historique' });
  expect(within(history).getAllByRole('listitem')).toHaveLength(2);
  expect(within(history).getAllByRole('listitem')[1]).toHaveTextContent('Conditions fixées');

  const association = screen.getByRole('region', { name: "L'association" });
  expect(within(association).getByRole('link', { name: 'Les Pattes' })).toHaveAttribute(
    'href',
    '/associationprofile/3',
  );
  expect(within(association).getByText('W123456789')).toBeInTheDocument();
  expect(within(association).getByText('2 avenue des Chats, 75011 Paris')).toBeInTheDocument();
  expect(within(association).getByRole('link', { name: '0102030405' })).toHaveAttribute('href', 'tel:0102030405');

  // Neither the end nor the adoption is offered before the placement is under way.
  expect(screen.queryByRole('button', { name: 'Je souhaite adopter Rex' })).not.toBeInTheDocument();
  expect(screen.queryByRole('region', { name: M.askEnd })).not.toBeInTheDocument();
});

it("before the terms are set: no contract, and 'the association prepares the terms'", async () => {
  answerRead(makePlacement({ status: 'draft', terms: null, contract_version: 0, contract: null }));
  renderRoute(<FamilyPlacementPage />, PAGE);
  expect(await screen.findByText(M.nextPreparing)).toBeInTheDocument();
  expect(screen.getByText(M.noTerms)).toBeInTheDocument();
  expect(screen.getByText(M.nothingToSign)).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: "Contrat d'accueil" })).not.toBeInTheDocument();
});

it('an unknown placement or another family’s is the 404 page', async () => {
  onEndpoint(ENDPOINTS.readPlacement, refuse(404));
  const { unmount } = renderRoute(<FamilyPlacementPage />, PAGE);
  expect(await screen.findByRole('heading', { name: 'Page introuvable' })).toBeInTheDocument();
  unmount();
  onEndpoint(ENDPOINTS.readPlacement, refuse(403));
  renderRoute(<FamilyPlacementPage />, PAGE);
  expect(await screen.findByRole('heading', { name: 'Page introuvable' })).toBeInTheDocument();
  expect(currentPath()).toBe('/404');
});

it('says when the placement could not be loaded, and loads it again on request', async () => {
  read = onEndpoint(ENDPOINTS.readPlacement, inTurn(refuse(500), makePlacement()));
  renderRoute(<FamilyPlacementPage />, PAGE);
  expect(await screen.findByRole('alert')).toHaveTextContent(M.placementLoadFailed);
  await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Accueil de Rex' })).toBeInTheDocument();
  expect(read.count).toBe(2);
});

describe("'Demander la fin de l'accueil'", () => {
  beforeEach(() => {
    // Only the date is fixed (the hint counts the notice from today); timers stay real for the network fake.
    jest.useFakeTimers({
      now: new Date('2026-12-10T10:00:00'),
      doNotFake: [
        'setTimeout',
        'clearTimeout',
        'setInterval',
        'clearInterval',
        'setImmediate',
        'clearImmediate',
        'queueMicrotask',
        'nextTick',
        'hrtime',
        'performance',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
      ],
    });
  });

  it('says the notice and the earliest date, and shows the notice refusal the API answers under the date', async () => {
    answerRead(active);
    const request = onEndpoint(
      ENDPOINTS.requestPlacementEnd,
      refuse(400, {
        statusCode: 400,
        code: 'invalid_field',
        message: [M.noticeTooShort(15, '25/12/2026')],
        fields: { date: M.noticeTooShort(15, '25/12/2026') },
      }),
    );
    renderRoute(<FamilyPlacementPage />, PAGE);
    const section = await screen.findByRole('region', { name: M.askEnd });
    const date = within(section).getByLabelText(M.endDateLabel);
    expect(date).toHaveAccessibleDescription('Le préavis est de 15 jours : au plus tôt le 25/12/2026.');
    const user = userEvent.setup();
    await user.click(within(section).getByRole('button', { name: M.endSubmit }));
    expect(date).toHaveAccessibleDescription(expect.stringContaining(M.dateRequired));
    expect(request.count).toBe(0);

    await user.type(date, '2026-12-20');
    await user.click(within(section).getByRole('button', { name: M.endSubmit }));
    await waitFor(() =>
      expect(date).toHaveAccessibleDescription(expect.stringContaining(M.noticeTooShort(15, '25/12/2026'))),
    );
    expect(request.bodies).toEqual([{ date: '2026-12-20', reason: null }]);
    expect(date).toHaveValue('2026-12-20');
  });

  it('sends the date and the reason, then the page says the end was asked for that date', async () => {
    const asked = {
      ...active,
      end_request: { date: '2027-01-05', reason: 'Déménagement', requested_at: '2026-12-10T09:00:00.000Z' },
    };
    answerRead(active, asked);
    const request = onEndpoint(ENDPOINTS.requestPlacementEnd, asked);
    renderRoute(<FamilyPlacementPage />, PAGE);
    const section = await screen.findByRole('region', { name: M.askEnd });
    const user = userEvent.setup();
    await user.type(within(section).getByLabelText(M.endDateLabel), '2027-01-05');
    await user.type(within(section).getByLabelText(M.endReasonLabel), '<b>Déménagement</b>');
    await user.click(within(section).getByRole('button', { name: M.endSubmit }));
    expect(await within(section).findByText(M.endRequestShown('05/01/2027'))).toBeInTheDocument();
    expect(request.bodies).toEqual([{ date: '2027-01-05', reason: 'Déménagement' }]);
    expect(request.last?.params).toEqual({ id: '41' });
    expect(screen.getByText(M.endRequestSent)).toBeInTheDocument();
    expect(screen.getByText(M.nextStepTitle, { exact: false }).closest('p')).toHaveTextContent(
      'Fin demandée pour le 05/01/2027',
    );
  });
});

describe("'Je souhaite adopter {nom}'", () => {
  it('asks first, tells the association on confirmation, then says it was told', async () => {
    const wished = { ...active, adoption_requested_at: '2026-12-10T09:00:00.000Z' };
    answerRead(active, wished);
    const wish = onEndpoint(ENDPOINTS.requestAdoption, wished);
    renderRoute(<FamilyPlacementPage />, PAGE);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Je souhaite adopter Rex' }));
    const dialog = screen.getByRole('dialog', { name: 'Adopter Rex ?' });
    expect(dialog).toHaveTextContent(M.adoptConfirmMessage('Rex', 'Les Pattes'));
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(wish.count).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Je souhaite adopter Rex' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: M.adoptConfirm }));
    const region = screen.getByRole('region', { name: M.adoptionTitle });
    expect(await within(region).findByText(M.adoptionRequested('Rex', 'Les Pattes'))).toBeInTheDocument();
    expect(wish.count).toBe(1);
    expect(wish.last?.params).toEqual({ id: '41' });
    expect(screen.queryByRole('button', { name: 'Je souhaite adopter Rex' })).not.toBeInTheDocument();
  });

  it('says when the wish could not be sent, and offers it again', async () => {
    answerRead(active);
    onEndpoint(
      ENDPOINTS.requestAdoption,
      refuse(409, { statusCode: 409, code: 'placement_wrong_status', message: M.wrongStatus }),
    );
    renderRoute(<FamilyPlacementPage />, PAGE);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Je souhaite adopter Rex' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: M.adoptConfirm }));
    expect(await screen.findByText(M.adoptionFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Je souhaite adopter Rex' })).toBeEnabled();
  });
});

it('signs by keyboard from the page: the signature shows once the API answers', async () => {
  const signed = makePlacement({
    signatures: [{ role: 'family', full_name: 'Marie Dupont', signed_at: '2026-11-23T09:00:00.000Z' }],
  });
  answerRead(makePlacement(), signed);
  const sign = onEndpoint(ENDPOINTS.signPlacement, signed);
  renderRoute(<FamilyPlacementPage />, PAGE);
  const checkbox = await screen.findByRole('checkbox', { name: M.acceptLabel });
  checkbox.focus();
  const user = userEvent.setup();
  await user.keyboard(' ');
  await user.tab();
  await user.keyboard('Marie Dupont{Enter}');
  expect(await screen.findByText(M.waitingForOther)).toBeInTheDocument();
  expect(sign.bodies).toEqual([{ accept: true, full_name: 'Marie Dupont' }]);
  expect(screen.getByText(M.nextStepTitle, { exact: false }).closest('p')).toHaveTextContent(M.nextWaitingAssociation);
});
