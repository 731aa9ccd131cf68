import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Animal } from '@petfoster/contracts';
import { RemoteComponent, setRemoteLoader, REMOTE_UNAVAILABLE_MESSAGE } from './remote-component';

afterEach(() => setRemoteLoader(null));

/** Stands for a remote's module taking an animal (the props the table of exposed modules gives it). */
function Greeting({ animal }: { animal: Animal }) {
  return <p>Bonjour {animal.name}</p>;
}
const named = (name: string) => ({ name }) as Animal;

describe('RemoteComponent', () => {
  it('renders the default export of the loaded module with its props', async () => {
    const loader = jest.fn().mockResolvedValue({ default: Greeting });
    setRemoteLoader(loader);
    render(<RemoteComponent remote="family" module="./AnimalRequestArea" props={{ animal: named('Lucie') }} />);
    expect(await screen.findByText('Bonjour Lucie')).toBeInTheDocument();
    expect(loader).toHaveBeenCalledWith('family', './AnimalRequestArea');
  });

  it('shows the loading content until the module arrives, and a module already loaded at once on the next page', async () => {
    let arrive: (module: unknown) => void = () => undefined;
    const loader = jest.fn(() => new Promise((resolve) => (arrive = resolve)));
    setRemoteLoader(loader);
    const first = render(
      <RemoteComponent
        remote="family"
        module="./AnimalRequestArea"
        props={{ animal: named('Inès') }}
        loading={<p>Chargement…</p>}
      />,
    );
    expect(screen.getByText('Chargement…')).toBeInTheDocument();
    arrive({ default: Greeting });
    expect(await screen.findByText('Bonjour Inès')).toBeInTheDocument();
    first.unmount();

    render(
      <RemoteComponent
        remote="family"
        module="./AnimalRequestArea"
        props={{ animal: named('Noé') }}
        loading={<p>Chargement…</p>}
      />,
    );
    // Synchronously, in the first render: no loading state, no second fetch.
    expect(screen.getByText('Bonjour Noé')).toBeInTheDocument();
    expect(screen.queryByText('Chargement…')).not.toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('shows the French fallback when the remote fails, and Réessayer loads it again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const loader = jest
      .fn()
      .mockRejectedValueOnce(new Error('remoteEntry.js 502'))
      .mockResolvedValueOnce({ default: Greeting });
    setRemoteLoader(loader);
    render(<RemoteComponent remote="family" module="./AnimalRequestArea" props={{ animal: named('Paul') }} />);
    expect(await screen.findByText(REMOTE_UNAVAILABLE_MESSAGE)).toBeInTheDocument();
    expect(REMOTE_UNAVAILABLE_MESSAGE).toBe('Cette partie du site est momentanément indisponible.');

    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Bonjour Paul')).toBeInTheDocument();
    expect(screen.queryByText(REMOTE_UNAVAILABLE_MESSAGE)).not.toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('keeps a component that throws while rendering inside its boundary', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('boom');
    }
    setRemoteLoader(jest.fn().mockResolvedValue({ default: Broken }));
    render(
      <>
        <p>En-tête</p>
        <RemoteComponent remote="association" module="./AnimalOwnerActions" props={{ animal: named('Rex') }} />
      </>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(REMOTE_UNAVAILABLE_MESSAGE);
    expect(screen.getByText('En-tête')).toBeInTheDocument();
  });

  it('goes through the federation runtime by default (stand-in module of the offline plugin included)', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const runtime = require('@module-federation/enhanced/runtime');
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const plugin = require('./offline-remote-plugin').default();
    const standIn = await plugin.errorLoadRemote({
      id: 'auth/LoginModal',
      error: new Error('down'),
      lifecycle: 'onLoad',
    });
    runtime.__setRemoteModule('auth/LoginModal', standIn);
    render(<RemoteComponent remote="auth" module="./LoginModal" props={{ open: true, onClose: () => undefined }} />);
    expect(await screen.findByText(REMOTE_UNAVAILABLE_MESSAGE)).toBeInTheDocument();

    runtime.__setRemoteModule('auth/LoginModal', { default: () => <p>Formulaire de connexion</p> });
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Formulaire de connexion')).toBeInTheDocument();
  });
});
