import { act, screen, within, waitFor } from '@testing-library/react';
import { makeToken } from '@petfoster/platform/test-utils/tokens';

/** Loads the real entry (BrowserRouter + session restore) into a fresh module registry. */
async function boot(token?: string) {
  if (token) window.localStorage.setItem('token', token);
  document.body.innerHTML = '<div id="root"></div>';
  // A page drawn by the shell's own code at once (the static pages are chunks fetched later, outside this registry).
  window.history.pushState({}, '', '/no-such-page');
  await jest.isolateModulesAsync(async () => {
    const platform = await import('@petfoster/platform');
    platform.setRemoteLoader(async () => ({ default: () => null }));
    await act(async () => {
      await import('./bootstrap');
    });
  });
}

describe('bootstrap', () => {
  it('restores a stored family session on start', async () => {
    await boot(makeToken({ role: 'family', userId: 5, familyId: 8 }));
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('link', { name: 'Mes demandes' })).toHaveAttribute(
      'href',
      '/families/dashboard/8/requests-management',
    );
  });

  it('drops an expired token on start and shows the logged-out header', async () => {
    await boot(makeToken({ role: 'association', userId: 5, associationId: 2 }, { expiresInSeconds: -60 }));
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('link', { name: "S'inscrire" })).toBeInTheDocument();
    expect(within(header).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    await waitFor(() => expect(window.localStorage.getItem('token')).toBeNull());
  });
});
