import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setRemoteLoader } from '@petfoster/platform';
import { renderApp } from '../test/render-app';

const header = () => screen.getByRole('banner');

describe('focus after a navigation', () => {
  it('stays where the browser put it on the first page', async () => {
    renderApp('/about');
    await screen.findByRole('heading', { level: 1 });
    expect(document.body).toHaveFocus();
  });

  it('goes to the main heading of the page a header link opens', async () => {
    renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'A propos de PetFoster' });
    await userEvent.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Mentions légales' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Mentions légales' });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('waits for a page drawn later (a remote) and focuses its heading once it appears', async () => {
    let release: () => void = () => undefined;
    renderApp('/about');
    await screen.findByRole('heading', { level: 1 });
    setRemoteLoader(
      () =>
        new Promise((resolve) => {
          release = () => resolve({ default: () => <h1>Liste des animaux</h1> });
        }),
    );
    await userEvent.click(within(header()).getByRole('link', { name: 'Liste des animaux' }));
    await act(async () => release());
    const heading = await screen.findByRole('heading', { level: 1, name: 'Liste des animaux' });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('leaves the focus where the person moved it while the page was loading', async () => {
    let release: () => void = () => undefined;
    renderApp('/about');
    await screen.findByRole('heading', { level: 1 });
    setRemoteLoader(
      () =>
        new Promise((resolve) => {
          release = () => resolve({ default: () => <h1>Liste des animaux</h1> });
        }),
    );
    await userEvent.click(within(header()).getByRole('link', { name: 'Liste des animaux' }));
    const burger = within(header()).getByRole('button', { name: 'Ouvrir le menu' });
    burger.focus();
    await act(async () => release());
    await screen.findByRole('heading', { level: 1, name: 'Liste des animaux' });
    expect(burger).toHaveFocus();
  });
});
