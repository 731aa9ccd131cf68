import { act, render } from '@testing-library/react';
import toast from 'react-hot-toast';
import { MemoryRouter, useLocation, useParams } from 'react-router-dom';
import { sessionStore, setRemoteLoader } from '@petfoster/platform';
import { App } from '../app/app';

/** Stands in for every exposed module: names itself, its route params and its props. */
export function fakeRemoteModule(remote: string, module: string) {
  return function FakeRemote(props: Record<string, unknown>) {
    const params = useParams();
    return (
      <div data-testid="remote-module">
        {`${remote}:${module}`}
        <span data-testid="remote-params">{JSON.stringify(params)}</span>
        {typeof props.onClose === 'function' ? (
          <button type="button" onClick={props.onClose as () => void}>
            fermer-remote
          </button>
        ) : null}
      </div>
    );
  };
}

export const fakeLoader = jest.fn(async (remote: string, module: string) => ({ default: fakeRemoteModule(remote, module) }));

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export function renderApp(path: string | string[] = '/', { token }: { token?: string } = {}) {
  const entries = Array.isArray(path) ? path : [path];
  if (token) sessionStore.getState().login(token);
  setRemoteLoader(fakeLoader);
  return render(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <App />
      <LocationProbe />
    </MemoryRouter>,
  );
}

afterEach(() => {
  act(() => toast.remove());
  sessionStore.getState().logout();
  setRemoteLoader(null);
});
