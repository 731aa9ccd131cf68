import { screen, within } from '@testing-library/react';
import { ENDPOINTS, paths, UI_MESSAGES } from '@petfoster/contracts';
import { makeToken, associationToken, familyToken } from '@petfoster/platform/test-utils/tokens';
import { onEndpoint, onEventStream } from '@petfoster/platform/test-utils/network';
import apps from '../../../packages/platform/apps.json';
import { fakeLoader, renderApp } from '../test/render-app';
import { REMOTE_ROUTES } from './route-table';

/*
 * A remote of one role (packages/platform/apps.json "role": the administrators' mfe-admin) is mounted from the
 * registry: its pages for that role, the 404 screen for anyone else, whose browser never fetches its code.
 */
const adminToken = makeToken({ role: 'admin', userId: 1 });
const adminRoutes = REMOTE_ROUTES.filter((route) => route.role === 'admin');

beforeEach(() => onEndpoint(ENDPOINTS.notificationsCount, { count: 0, invitations: 0 }));

describe('the routes the registry declares', () => {
  it('are the paths module entries apps.json names, each with its remote, module, title and role', () => {
    const declared = Object.entries(apps).flatMap(([remote, app]) =>
      Object.entries('routes' in app ? app.routes : {}).map(([key, route]) => ({
        path: (paths as Record<string, unknown>)[key],
        remote,
        module: route.module,
        title: route.title,
        role: 'role' in app ? app.role : undefined,
      })),
    );
    expect(declared.length).toBeGreaterThan(0);
    for (const route of declared) {
      expect(typeof route.path).toBe('string');
      expect(Object.keys(apps[route.remote as keyof typeof apps].exposes)).toContain(route.module);
      expect(REMOTE_ROUTES).toContainEqual(expect.objectContaining(route));
    }
    expect(adminRoutes.map((route) => route.path).sort()).toEqual(
      [paths.admin, paths.adminAuditLog, paths.adminVerifications, paths.adminReports].sort(),
    );
  });

  it.each(adminRoutes.map((route) => [route.path, route.module]))(
    '%s renders admin:%s for an administrator',
    async (path, module) => {
      renderApp(path, { token: adminToken });
      const page = await within(screen.getByRole('main')).findByTestId('remote-module');
      expect(page).toHaveTextContent(`admin:${module}`);
    },
  );

  it.each([
    ['a visitor', undefined],
    ['a family', familyToken()],
    ['an association', associationToken()],
  ])('for %s, every administrators’ page is the 404 screen and mfe-admin is never fetched', async (_who, token) => {
    for (const route of adminRoutes) {
      const { unmount } = renderApp(route.path, { token });
      expect(await screen.findByRole('heading', { level: 1, name: UI_MESSAGES.notFound })).toBeInTheDocument();
      expect(screen.queryByTestId('remote-module')).not.toBeInTheDocument();
      unmount();
    }
    expect(fakeLoader.mock.calls.filter(([remote]) => remote === 'admin')).toEqual([]);
  });
});

describe("the header's entries of a role", () => {
  const header = () => screen.getByRole('banner');

  it("an administrator has 'Administration' (leading to /admin) and 'Se déconnecter', no family or association link", () => {
    renderApp(paths.about, { token: adminToken });
    const banner = within(header());
    expect(banner.getByRole('link', { name: 'Administration' })).toHaveAttribute('href', paths.admin);
    expect(banner.getByRole('button', { name: 'Se déconnecter' })).toBeInTheDocument();
    expect(banner.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(banner.queryByRole('button', { name: 'Se connecter' })).not.toBeInTheDocument();
  });

  it("an administrator's page asks for no count and opens no event stream (a family's or an association's)", async () => {
    const counts = onEndpoint(ENDPOINTS.notificationsCount, { count: 0, invitations: 0 });
    const events = onEventStream();
    renderApp(paths.admin, { token: adminToken, events });
    await within(screen.getByRole('main')).findByTestId('remote-module');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(counts.count).toBe(0);
    expect(events.headers).toHaveLength(0);
  });

  it.each([
    ['a visitor', undefined],
    ['a family', familyToken()],
    ['an association', associationToken()],
  ])('%s has no Administration entry', (_who, token) => {
    renderApp(paths.about, { token });
    expect(within(header()).queryByRole('link', { name: 'Administration' })).not.toBeInTheDocument();
  });
});
