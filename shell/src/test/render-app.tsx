import { useParams } from 'react-router-dom';
import { loginPromptStore, sessionStore, setRemoteLoader } from '@petfoster/platform';
import { renderWithProviders } from '@petfoster/platform/test-utils';
import { onEventStream } from '@petfoster/platform/test-utils/network';
import { App } from '../app/app';

/* The shell's part of the one test kit: every exposed module replaced by a fake that names itself. */

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

export const fakeLoader = jest.fn(async (remote: string, module: string) => ({
  default: fakeRemoteModule(remote, module),
}));

/**
 * The shell at `path`; with `token`, signed in, its event stream answered by `events` (an idle stream unless a test
 * passes its own onEventStream() to send events through).
 */
export function renderApp(
  path: string | string[] = '/',
  { token, events }: { token?: string; events?: ReturnType<typeof onEventStream> } = {},
) {
  const entries = Array.isArray(path) ? path : [path];
  if (!events) onEventStream();
  if (token) sessionStore.getState().login(token);
  setRemoteLoader(fakeLoader);
  return renderWithProviders(<App />, { entries });
}

afterEach(() => {
  sessionStore.getState().logout();
  loginPromptStore.getState().hide();
  setRemoteLoader(null);
});
