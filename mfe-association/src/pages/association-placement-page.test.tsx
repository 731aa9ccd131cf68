import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ENDPOINTS,
  frenchDay,
  PLACEMENT_MESSAGES as M,
  PLACEMENT_OUTCOME_LABELS,
  tooLongMessage,
  type Placement,
} from '@petfoster/contracts';
import { currentPath, loginAs, logoutSession, makePlacement, renderRoute } from '@petfoster/platform/test-utils';
import { onEndpoint, refuse, type Received, type Resolver } from '@petfoster/platform/test-utils/network';
import { addDays, today } from '../features/placements/placement-days';
import AssociationPlacementPage from './association-placement-page';

const PAGE = { path: '/associations/dashboard/placements/:placementId', url: '/associations/dashboard/placements/41' };
const setup = () => userEvent.setup({ delay: null });
const SIGNED_BOTH: Placement['signatures'] = [
  { role: 'family', full_name: 'Marie Dupont', signed_at: '2026-11-22T09:00:00.000Z' },
  { role: 'association', full_name: 'Paul Martin', signed_at: '2026-11-22T10:00:00.000Z' },
];

let read: Received<typeof ENDPOINTS.readPlacement>;
const answerRead = (answer: Resolver<typeof ENDPOINTS.readPlacement>) =>
  (read = onEndpoint(ENDPOINTS.readPlacement, answer));
/** The section under a heading of the page. */
const section = async (title: string) =>
  (await screen.findByRole('heading', { name: title, level: 2 })).closest('section') as HTMLElement;

beforeEach(() => {
  // The vet care sections read the placement's bons and expenses (their own test: *-vet-care.test.tsx).
  onEndpoint(ENDPOINTS.listVetAuthorisations, []);
  onEndpoint(ENDPOINTS.listExpenses, {
    expenses: [],
    totals: { total_eur: 0, pending_eur: 0, reimbursed_eur: 0, refused_eur: 0 },
    months: [],
  });
  // The news section reads the placement's news (its own test: association-placement-news.test.tsx).
  onEndpoint(ENDPOINTS.listNews, []);
  loginAs({ role: 'association', userId: 9, associationId: 3, associationRole: 'referent' });
  answerRead(makePlacement());
  onEndpoint(ENDPOINTS.listPlacements, []);
  onEndpoint(ENDPOINTS.notificationsCount, { count: 0, invitations: 0 });
});
afterEach(() => {
  logoutSession();
  jest.restoreAllMocks();
});

describe("a placement's page", () => {
  it('shows the family contact details, the terms, the contract, the signatures and the timeline', async () => {
    renderRoute(<AssociationPlacementPage />, PAGE);
    expect(await screen.findByRole('heading', { name: 'Accueil de Rex', level: 1 })).toBeVisible();
    expect(read.last?.path).toBe('/api/placements/41');
    const family = await section(M.familyContactTitle);
    expect(within(family).getByText('Marie Dupont')).toBeVisible();
    expect(within(family).getByText('1 rue des Lilas, 69001 Lyon')).toBeVisible();
    expect(within(family).getByRole('link', { name: '0601020304' })).toHaveAttribute('href', 'tel:0601020304');
    expect(within(family).getByRole('link', { name: 'marie@example.fr' })).toHaveAttribute(
      'href',
      'mailto:marie@example.fr',
    );
    expect(within(await section(M.termsTitle)).getByText('01/03/2027')).toBeVisible();
    expect(within(await section(M.contractTitle)).getByRole('article')).toBeVisible();
    const signatures = await section(M.signaturesTitle);
    expect(within(signatures).getByRole('button', { name: M.signSubmit })).toBeVisible();
    expect(within(await section(M.timelineTitle)).getByText('Conditions fixées')).toBeVisible();
    // Not signed yet: nothing to start, end or adopt.
    expect(screen.queryByRole('heading', { name: M.startTitle })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: M.endTitle })).not.toBeInTheDocument();
  });

  it('sends a bénévole home: the placement is its admins and référents', () => {
    loginAs({ role: 'association', userId: 12, associationId: 3, associationRole: 'benevole' });
    renderRoute(<AssociationPlacementPage />, PAGE);
    expect(currentPath()).toBe('/');
    expect(read.count).toBe(0);
  });

  it('sends an unknown placement to the 404 page', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    answerRead(refuse(404));
    renderRoute(<AssociationPlacementPage />, PAGE);
    await waitFor(() => expect(currentPath()).toBe('/404'));
  });

  it('says when the placement cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    answerRead(refuse(500));
    renderRoute(<AssociationPlacementPage />, PAGE);
    expect(await screen.findByRole('alert')).toHaveTextContent(M.placementLoadFailed);
  });
});

describe('the terms form', () => {
  let terms: Received<typeof ENDPOINTS.setPlacementTerms>;
  beforeEach(() => {
    // The API's state: the version the terms make is what the page reads again.
    let current = makePlacement({ status: 'draft', terms: null, contract_version: 0, contract: null });
    answerRead(() => current);
    terms = onEndpoint(
      ENDPOINTS.setPlacementTerms,
      ({ body }) =>
        (current = makePlacement({ terms: { ...makePlacement().terms!, start_date: String(body.start_date) } })),
    );
  });

  it('is open while there are no terms, and checks them before sending', async () => {
    const user = setup();
    renderRoute(<AssociationPlacementPage />, PAGE);
    const form = await section(M.termsTitle);
    expect(within(form).getByLabelText(M.noticeLabel)).toHaveValue(15);
    await user.click(within(form).getByRole('button', { name: M.termsSubmit }));
    expect(await within(form).findByText(M.startRequired)).toBeVisible();
    expect(within(form).getByLabelText(M.startDateLabel)).toHaveFocus();

    await user.type(within(form).getByLabelText(M.startDateLabel), '2026-12-01');
    await user.click(within(form).getByRole('button', { name: M.termsSubmit }));
    // An empty end date is meant only by ticking 'Durée indéterminée'.
    expect(await within(form).findByText(M.endRequired)).toBeVisible();
    await user.type(within(form).getByLabelText(M.termsEndDateLabel), '2026-11-01');
    await user.clear(within(form).getByLabelText(M.noticeLabel));
    await user.type(within(form).getByLabelText(M.noticeLabel), '91');
    await user.click(within(form).getByRole('button', { name: M.termsSubmit }));
    expect(await within(form).findByText(M.endBeforeStart)).toBeVisible();
    expect(within(form).getByText(M.noticeInvalid)).toBeVisible();
    expect(terms.count).toBe(0);
  });

  it('sends the terms: dates, notice, who pays what, special conditions', async () => {
    const user = setup();
    renderRoute(<AssociationPlacementPage />, PAGE);
    const form = await section(M.termsTitle);
    await user.type(within(form).getByLabelText(M.startDateLabel), '2026-12-01');
    await user.type(within(form).getByLabelText(M.termsEndDateLabel), '2027-02-28');
    await user.clear(within(form).getByLabelText(M.noticeLabel));
    await user.type(within(form).getByLabelText(M.noticeLabel), '30');
    await user.selectOptions(within(form).getByLabelText('Nourriture'), 'family');
    await user.type(within(form).getByLabelText(M.specialConditionsLabel), 'Pas de sortie sans laisse.');
    await user.click(within(form).getByRole('button', { name: M.termsSubmit }));
    await waitFor(() => expect(terms.count).toBe(1));
    expect(terms.last?.path).toBe('/api/placements/41/terms');
    expect(terms.last?.body).toEqual({
      start_date: '2026-12-01',
      end_date: '2027-02-28',
      notice_days: '30',
      costs: { veterinary: 'association', food: 'family', supplies: 'association' },
      special_conditions: 'Pas de sortie sans laisse.',
    });
    expect(await screen.findByText(M.termsSaved)).toBeInTheDocument();
    // The saved version closes the form on what it says.
    expect(await screen.findByRole('button', { name: M.changeTermsTitle })).toBeVisible();
    expect(screen.queryByRole('button', { name: M.termsSubmit })).not.toBeInTheDocument();
  });

  it('counts the special conditions near their limit and refuses a longer text, sending nothing', async () => {
    const user = setup();
    renderRoute(<AssociationPlacementPage />, PAGE);
    const form = await section(M.termsTitle);
    await user.type(within(form).getByLabelText(M.startDateLabel), '2026-12-01');
    await user.click(within(form).getByLabelText(M.openEnded));
    await user.click(within(form).getByLabelText(M.specialConditionsLabel));
    await user.paste('a'.repeat(1900));
    expect(within(form).getByText(/^1\s900 \/ 2\s000 caractères$/)).toBeVisible();
    await user.paste('a'.repeat(101));
    await user.click(within(form).getByRole('button', { name: M.termsSubmit }));
    expect(await within(form).findByText(tooLongMessage('conditions particulières', 2000))).toBeVisible();
    expect(terms.count).toBe(0);
  });

  it("sends no end date for 'Durée indéterminée'", async () => {
    const user = setup();
    renderRoute(<AssociationPlacementPage />, PAGE);
    const form = await section(M.termsTitle);
    await user.type(within(form).getByLabelText(M.startDateLabel), '2026-12-01');
    await user.click(within(form).getByLabelText(M.openEnded));
    expect(within(form).queryByLabelText(M.termsEndDateLabel)).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: M.termsSubmit }));
    await waitFor(() => expect(terms.count).toBe(1));
    expect(terms.last?.body).toMatchObject({ start_date: '2026-12-01', end_date: null });
  });

  it("shows the API's refusal under its field", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    terms = onEndpoint(
      ENDPOINTS.setPlacementTerms,
      refuse(400, { statusCode: 400, message: [M.startTooFar], fields: { start_date: M.startTooFar } }),
    );
    const user = setup();
    renderRoute(<AssociationPlacementPage />, PAGE);
    const form = await section(M.termsTitle);
    await user.type(within(form).getByLabelText(M.startDateLabel), '2028-12-01');
    await user.click(within(form).getByLabelText(M.openEnded));
    await user.click(within(form).getByRole('button', { name: M.termsSubmit }));
    expect(await within(form).findByText(M.startTooFar)).toBeVisible();
  });

  it('is behind "Modifier les conditions" once terms are set, saying it makes a new version', async () => {
    answerRead(makePlacement({ status: 'active', signatures: SIGNED_BOTH }));
    const user = setup();
    renderRoute(<AssociationPlacementPage />, PAGE);
    const terms = await section(M.termsTitle);
    expect(within(terms).queryByRole('button', { name: M.termsSubmit })).not.toBeInTheDocument();
    await user.click(within(terms).getByRole('button', { name: M.changeTermsTitle }));
    expect(within(terms).getByText(M.changeTermsHint)).toBeVisible();
    expect(within(terms).getByLabelText(M.termsEndDateLabel)).toHaveValue('2027-03-01');
  });
});

describe('start, end and adoption', () => {
  it("starts a signed placement on the day given ('Commencer l'accueil')", async () => {
    // The API's state: what the start answers is what the page reads again.
    let current = makePlacement({ status: 'signed', signatures: SIGNED_BOTH });
    answerRead(() => current);
    const start = onEndpoint(
      ENDPOINTS.startPlacement,
      () => (current = makePlacement({ status: 'active', signatures: SIGNED_BOTH })),
    );
    const user = setup();
    renderRoute(<AssociationPlacementPage />, PAGE);
    const form = await section(M.startTitle);
    expect(within(form).getByLabelText(M.arrivalDateLabel)).toHaveValue('2026-12-01');
    await user.click(within(form).getByRole('button', { name: M.startTitle }));
    await waitFor(() => expect(start.bodies).toEqual([{ date: '2026-12-01' }]));
    expect(await screen.findByText(M.started)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: M.endTitle })).toBeVisible();
  });

  it('ends a running placement with its outcome and note', async () => {
    let current = makePlacement({ status: 'active', signatures: SIGNED_BOTH });
    answerRead(() => current);
    const end = onEndpoint(
      ENDPOINTS.endPlacement,
      () => (current = makePlacement({ status: 'ended', outcome: 'transfere', signatures: SIGNED_BOTH })),
    );
    const user = setup();
    renderRoute(<AssociationPlacementPage />, PAGE);
    const form = await section(M.endTitle);
    await user.clear(within(form).getByLabelText(M.endOnLabel));
    await user.type(within(form).getByLabelText(M.endOnLabel), '2027-01-15');
    await user.click(within(form).getByRole('button', { name: M.endTitle }));
    expect(await within(form).findByText(M.outcomeRequired)).toBeVisible();
    await user.selectOptions(within(form).getByLabelText(M.outcomeLabel), PLACEMENT_OUTCOME_LABELS.transfere);
    await user.type(within(form).getByLabelText(M.noteLabel), 'Famille plus proche du vétérinaire.');
    await user.click(within(form).getByRole('button', { name: M.endTitle }));
    await waitFor(() =>
      expect(end.bodies).toEqual([
        { date: '2027-01-15', outcome: 'transfere', note: 'Famille plus proche du vétérinaire.' },
      ]),
    );
    expect(await screen.findByText(M.ended)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: M.endTitle })).not.toBeInTheDocument());
  });

  it("says the family's end request and adoption wish", async () => {
    answerRead(
      makePlacement({
        status: 'active',
        signatures: SIGNED_BOTH,
        end_request: { date: '2027-01-20', reason: null, requested_at: '2027-01-02T09:00:00.000Z' },
        adoption_requested_at: '2027-01-03T09:00:00.000Z',
      }),
    );
    renderRoute(<AssociationPlacementPage />, PAGE);
    expect(await screen.findByText(M.nextEndRequested('20/01/2027'))).toBeVisible();
    expect(screen.getByText(M.adoptionWished('Rex', '03/01/2027'))).toBeVisible();
    expect(within(await section(M.endTitle)).getByLabelText(M.endOnLabel)).toHaveValue('2027-01-20');
  });

  it('counts down to the first handover day, refuses an earlier one, then records the adoption', async () => {
    answerRead(makePlacement({ status: 'active', signatures: SIGNED_BOTH }));
    const adoption = onEndpoint(
      ENDPOINTS.recordAdoption,
      makePlacement({ status: 'ended', outcome: 'adopte_par_la_famille' }),
    );
    const user = setup();
    renderRoute(<AssociationPlacementPage />, PAGE);
    const form = await section(M.adoptionByFamilyTitle);
    const issued = today();
    await user.type(within(form).getByLabelText(M.certificateDateLabel), issued);
    expect(within(form).getByText(M.adoptionCountdown(frenchDay(addDays(issued, 7)), 7))).toBeVisible();
    await user.type(within(form).getByLabelText(M.certificateIssuerLabel), 'Dr Lemoine');
    await user.type(within(form).getByLabelText(M.adoptionDateLabel), addDays(issued, 6));
    await user.click(within(form).getByRole('button', { name: M.adoptionSubmit }));
    expect(await within(form).findByText(M.adoptionTooSoon)).toBeVisible();
    expect(adoption.count).toBe(0);

    await user.clear(within(form).getByLabelText(M.adoptionDateLabel));
    await user.type(within(form).getByLabelText(M.adoptionDateLabel), addDays(issued, 7));
    await user.click(within(form).getByRole('button', { name: M.adoptionSubmit }));
    await waitFor(() =>
      expect(adoption.bodies).toEqual([
        { certificate_issued_on: issued, certificate_issuer: 'Dr Lemoine', adoption_date: addDays(issued, 7) },
      ]),
    );
    expect(await screen.findByText(M.adopted)).toBeInTheDocument();
  });

  it('offers the I-CAD checklist of the change of keeper', async () => {
    answerRead(makePlacement({ status: 'active', signatures: SIGNED_BOTH }));
    const user = setup();
    renderRoute(<AssociationPlacementPage />, PAGE);
    const checklist = (await screen.findByRole('heading', { name: M.icadTitle })).closest('section') as HTMLElement;
    const boxes = within(checklist).getAllByRole('checkbox');
    expect(boxes).toHaveLength(M.icadChecklist.length);
    await user.click(within(checklist).getByRole('checkbox', { name: /i-cad\.fr/ }));
    expect(within(checklist).getByRole('checkbox', { name: /i-cad\.fr/ })).toBeChecked();
  });

  it('offers nothing to do once the placement has ended', async () => {
    answerRead(
      makePlacement({
        status: 'ended',
        outcome: 'retour_association',
        ended_on: '2027-01-15',
        signatures: SIGNED_BOTH,
      }),
    );
    renderRoute(<AssociationPlacementPage />, PAGE);
    expect(await screen.findByText("Retour à l'association, le 15/01/2027")).toBeVisible();
    expect(screen.queryByRole('button', { name: M.changeTermsTitle })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: M.endTitle })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: M.adoptionByFamilyTitle })).not.toBeInTheDocument();
  });
});
