import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setRemoteLoader } from '@petfoster/platform';
import { fakeRemoteModule, renderApp } from '../test/render-app';

describe('a remote that fails to load', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('shows the French fallback inside the page, keeps header and footer, and Réessayer loads it', async () => {
    renderApp('/animals');
    const loader = jest
      .fn()
      .mockRejectedValueOnce(new Error('Loading script failed: /mfe/catalog/remoteEntry.js'))
      .mockImplementation(async (remote: string, module: string) => ({ default: fakeRemoteModule(remote, module) }));
    setRemoteLoader(loader);

    // renderApp installed its own loader before the first render; re-render through a navigation.
    await userEvent.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Liste des associations' }));
    const main = within(screen.getByRole('main'));
    expect(await main.findByText('Cette partie du site est momentanément indisponible.')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();

    await userEvent.click(main.getByRole('button', { name: 'Réessayer' }));
    expect(await main.findByTestId('remote-module')).toHaveTextContent('catalog:./AssociationsPage');
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('a failing login modal stays local: the page keeps working', async () => {
    renderApp('/about');
    setRemoteLoader(jest.fn().mockRejectedValue(new Error('auth is down')));
    await userEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText('Cette partie du site est momentanément indisponible.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'A propos de PetFoster' })).toBeInTheDocument();
  });
});
