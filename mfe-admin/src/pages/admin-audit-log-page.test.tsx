import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENDPOINTS, paths, type AdminAuditEntry } from '@petfoster/contracts';
import { currentPath, loginAs, logoutSession, renderRoute } from '@petfoster/platform/test-utils';
import { listReply, onEndpoint } from '@petfoster/platform/test-utils/network';
import AdminAuditLogPage from './admin-audit-log-page';
import AdminHomePage from './admin-home-page';

const entry = (id: number, overrides: Partial<AdminAuditEntry> = {}): AdminAuditEntry => ({
  id,
  admin_user_id: 1,
  action: 'verification.approved',
  target_type: 'verification',
  target_id: 5,
  details: {},
  created_at: '2026-11-20T14:30:00.000Z',
  ...overrides,
});

beforeEach(() => loginAs({ role: 'admin', userId: 1 }));
afterEach(logoutSession);

describe('Administration (paths.admin)', () => {
  it('links to each section under one heading', () => {
    renderRoute(<AdminHomePage />, { path: paths.admin });
    expect(screen.getByRole('heading', { level: 1, name: 'Administration' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vérifications' })).toHaveAttribute('href', paths.adminVerifications);
    expect(screen.getByRole('link', { name: 'Signalements' })).toHaveAttribute('href', paths.adminReports);
    expect(screen.getByRole('link', { name: "Journal d'audit" })).toHaveAttribute('href', paths.adminAuditLog);
  });

  it('sends anyone but an administrator home', () => {
    loginAs({ role: 'family', userId: 7, familyId: 3 });
    renderRoute(<AdminHomePage />, { path: paths.admin });
    expect(currentPath()).toBe(paths.home);
  });
});

describe("Journal d'audit (paths.adminAuditLog)", () => {
  it('lists the entries with their date, French action and target, a page at a time', async () => {
    const log = onEndpoint(ENDPOINTS.adminAuditLog, (request) =>
      Number(request.query.offset) === 0
        ? listReply(
            [
              entry(3),
              entry(2, { action: 'account.suspended', target_type: 'user', target_id: 12 }),
              entry(1, { action: 'admin.created', admin_user_id: null, target_type: null, target_id: null }),
            ],
            4,
          )
        : listReply([entry(0, { action: 'report.dismissed', target_type: 'report', target_id: 8 })], 4),
    );
    renderRoute(<AdminAuditLogPage />, { path: paths.adminAuditLog });
    expect(screen.getByRole('heading', { level: 1, name: "Journal d'audit" })).toBeInTheDocument();
    expect(await screen.findByText('4 entrées')).toBeInTheDocument();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('20/11/2026');
    expect(items[0]).toHaveTextContent('Vérification approuvée');
    expect(items[0]).toHaveTextContent('Demande de vérification n° 5');
    expect(items[1]).toHaveTextContent('Compte suspendu');
    expect(items[1]).toHaveTextContent('Compte n° 12');
    expect(items[2]).toHaveTextContent('Administrateur créé');
    expect(items[2]).toHaveTextContent('Le serveur (commande)');
    expect(log.requests[0].query).toMatchObject({ limit: '20', offset: '0' });

    await userEvent.click(screen.getByRole('button', { name: "Plus d'entrées" }));
    expect(await screen.findByText(/Signalement classé sans suite/)).toBeInTheDocument();
    expect(log.last?.query).toMatchObject({ offset: '3' });
    expect(screen.queryByRole('button', { name: "Plus d'entrées" })).not.toBeInTheDocument();
  });

  it("an empty log says 'Aucune entrée'", async () => {
    onEndpoint(ENDPOINTS.adminAuditLog, listReply([], 0));
    renderRoute(<AdminAuditLogPage />, { path: paths.adminAuditLog });
    expect(await screen.findByText('Aucune entrée')).toBeInTheDocument();
  });
});
