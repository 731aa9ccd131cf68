import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import toast from 'react-hot-toast';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { LoadingOverlay, PlatformToaster } from '@petfoster/platform';

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

/**
 * Renders `element` at `path` the way the shell hosts it: with the toaster and the loading overlay, and the
 * current location visible so navigation can be asserted.
 */
export function renderInApp(element: ReactElement, path = '/start') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={path} element={element} />
        <Route path="*" element={<h1>Autre page</h1>} />
      </Routes>
      <LocationProbe />
      <PlatformToaster />
      <LoadingOverlay />
    </MemoryRouter>,
  );
}

/** An unsigned JWT: the browser only decodes the payload, the server checks signatures. */
export function fakeToken(payload: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}

export function httpError(status: number, body?: unknown): Error & { response: Response } {
  const response = new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
  return Object.assign(new Error(`HTTP ${status}`), { response });
}

/** react-hot-toast keeps its toasts in a module-level store: clear it so one test's toasts never leak into the next. */
export function clearToasts() {
  act(() => toast.remove());
}
