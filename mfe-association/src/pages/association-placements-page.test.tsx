import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENDPOINTS, PLACEMENT_MESSAGES as M } from '@petfoster/contracts';
import { currentPath, loginAs, logoutSession, makePlacementSummary, renderRoute } from '@petfoster/platform/test-utils';
import { onEndpoint, refuse, Reply, type Received } from '@petfoster/platform/test-utils/network';
import AssociationPlacementsPage from './association-placements-page';

const LIST = { path: '/associations/dashboard/placements' };
const at = (search: string) => ({ ...LIST, url: `${LIST.path}${search}` });
const setup = () => userEvent.setup({ delay: null });

const MOUSTACHE = makePlacementSummary({
  id: 21,
  status: 'active',
  animal: { id: 11, name: 'Moustache', species: 'Chat' },
  family: { id: 7, firstname: 'Paule', lastname: 'Durand' },
  end_date: null,
  signed_by: ['family', 'association'],
});
const FELIX = makePlacementSummary({
  id: 22,
  status: 'to_sign',
  animal: { id: 12, name: 'Félix', species: 'Chat' },
  family: { id: 8, firstname: 'Jean', lastname: 'Morel' },
  start_date: '2026-12-10',
  end_date: '2027-01-10',
  signed_by: ['family'],
});

let list: Received<typeof ENDPOINTS.listPlacements>;
let register: Received<typeof ENDPOINTS.placementsRegister>;

beforeEach(() => {
  loginAs({ role: 'association', userId: 9, associationId: 3, associationRole: 'admin' });
  list = onEndpoint(ENDPOINTS.listPlacements, ({ query }) =>
    query.status === 'to_sign' ? [FELIX] : [MOUSTACHE, FELIX],
  );
  register = onEndpoint(
    ENDPOINTS.placementsRegister,
    // A CSV answer, as far as the page can tell: a body it saves as is, named by its Content-Disposition.
    new Reply<Blob>(200, 'Animal;Espèce', {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="registre.csv"',
    }),
  );
  onEndpoint(ENDPOINTS.notificationsCount, { count: 0, invitations: 0 });
});
afterEach(logoutSession);

describe("'Nos accueils'", () => {
  it('lists every placement with its animal, family, status, dates and signatures, each opening its page', async () => {
    renderRoute(<AssociationPlacementsPage />, at(''));
    const felix = (await screen.findByRole('link', { name: 'Félix (Chat)' })).closest('li') as HTMLElement;
    expect(screen.getByRole('link', { name: 'Félix (Chat)' })).toHaveAttribute(
      'href',
      '/associations/dashboard/placements/22',
    );
    expect(within(felix).getByText('Jean Morel')).toBeVisible();
    expect(within(felix).getByText('À signer')).toBeVisible();
    expect(within(felix).getByText('Du 10/12/2026 au 10/01/2027')).toBeVisible();
    expect(within(felix).getByText('Signé par la famille')).toBeVisible();
    const moustache = screen.getByRole('link', { name: 'Moustache (Chat)' }).closest('li') as HTMLElement;
    expect(within(moustache).getByText('À partir du 01/12/2026, durée indéterminée')).toBeVisible();
    expect(list.last?.query).toEqual({});
    expect(screen.getByRole('link', { name: M.filterAll })).toHaveAttribute('aria-current', 'page');
  });

  it('reads its filter from the URL and sends it to the API', async () => {
    renderRoute(<AssociationPlacementsPage />, at('?status=to_sign'));
    await screen.findByRole('link', { name: 'Félix (Chat)' });
    expect(screen.queryByRole('link', { name: 'Moustache (Chat)' })).not.toBeInTheDocument();
    expect(list.last?.query).toEqual({ status: 'to_sign' });
    expect(screen.getByRole('link', { name: M.filterToSign })).toHaveAttribute('aria-current', 'page');
  });

  it('puts the chosen filter in the URL', async () => {
    const user = setup();
    renderRoute(<AssociationPlacementsPage />, at(''));
    await screen.findByRole('link', { name: 'Félix (Chat)' });
    await user.click(screen.getByRole('link', { name: 'Se terminant sous 14 jours' }));
    expect(currentPath()).toBe('/associations/dashboard/placements?ending_within_days=14');
    await waitFor(() => expect(list.last?.query).toEqual({ ending_within_days: '14' }));
    await user.click(screen.getByRole('link', { name: 'Terminés' }));
    expect(currentPath()).toBe('/associations/dashboard/placements?status=ended');
  });

  it('shows every placement for a query no filter names, rather than sending it', async () => {
    renderRoute(<AssociationPlacementsPage />, at('?status=lost'));
    await screen.findByRole('link', { name: 'Moustache (Chat)' });
    expect(list.requests.map((request) => request.query)).toEqual([{}]);
  });

  it('says how an ended placement ended', async () => {
    list = onEndpoint(ENDPOINTS.listPlacements, [
      makePlacementSummary({ status: 'ended', outcome: 'adopte_par_la_famille', signed_by: ['family', 'association'] }),
    ]);
    renderRoute(<AssociationPlacementsPage />, at('?status=ended'));
    const rex = (await screen.findByRole('link', { name: 'Rex (Chien)' })).closest('li') as HTMLElement;
    expect(within(rex).getByText('Terminé')).toBeVisible();
    expect(within(rex).getByText("Adopté par la famille d'accueil")).toBeVisible();
  });

  it('says when a filter holds nothing', async () => {
    list = onEndpoint(ENDPOINTS.listPlacements, []);
    renderRoute(<AssociationPlacementsPage />, at('?status=ended'));
    expect(await screen.findByText(M.noPlacementsFiltered)).toBeVisible();
  });

  it('says when the list cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    list = onEndpoint(ENDPOINTS.listPlacements, refuse(500));
    renderRoute(<AssociationPlacementsPage />, at(''));
    expect(await screen.findByRole('alert')).toHaveTextContent(M.listLoadFailed);
  });

  it('shows a bénévole the list only: no page to open, no register', async () => {
    loginAs({ role: 'association', userId: 12, associationId: 3, associationRole: 'benevole' });
    renderRoute(<AssociationPlacementsPage />, at(''));
    expect(await screen.findByText('Félix (Chat)')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Félix (Chat)' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: M.register })).not.toBeInTheDocument();
  });

  it('sends a family home', () => {
    loginAs({ role: 'family', userId: 5, familyId: 7 });
    renderRoute(<AssociationPlacementsPage />, at(''));
    expect(currentPath()).toBe('/');
    expect(list.count).toBe(0);
  });
});

describe('the register export', () => {
  let saved: string[];
  beforeEach(() => {
    saved = [];
    URL.createObjectURL = jest.fn(() => 'blob:registre');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
  });

  it('downloads the period in the chosen format under the API file name', async () => {
    const user = setup();
    renderRoute(<AssociationPlacementsPage />, at(''));
    const form = (await screen.findByRole('heading', { name: M.register })).closest('section') as HTMLElement;
    await user.clear(within(form).getByLabelText('Du'));
    await user.type(within(form).getByLabelText('Du'), '2026-01-01');
    await user.clear(within(form).getByLabelText('Au'));
    await user.type(within(form).getByLabelText('Au'), '2026-06-30');
    await user.click(within(form).getByRole('radio', { name: M.registerPdf }));
    await user.click(within(form).getByRole('button', { name: M.registerSubmit }));
    await waitFor(() => expect(saved).toEqual(['registre.csv']));
    expect(register.last?.path).toBe('/api/associations/3/placements-register');
    expect(register.last?.query).toEqual({ from: '2026-01-01', to: '2026-06-30', format: 'pdf' });
  });

  it('refuses a period that ends before it starts, sending nothing', async () => {
    const user = setup();
    renderRoute(<AssociationPlacementsPage />, at(''));
    const form = (await screen.findByRole('heading', { name: M.register })).closest('section') as HTMLElement;
    await user.clear(within(form).getByLabelText('Du'));
    await user.type(within(form).getByLabelText('Du'), '2026-06-30');
    await user.clear(within(form).getByLabelText('Au'));
    await user.type(within(form).getByLabelText('Au'), '2026-01-01');
    await user.click(within(form).getByRole('button', { name: M.registerSubmit }));
    expect(await within(form).findByText(M.periodInvalid)).toBeVisible();
    expect(register.count).toBe(0);
  });
});
