import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';

/** Shows the current location so tests can assert navigation the way a user sees the address bar. */
export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/** Stand-in for the shell's 404 screen, with its Retour button. */
function NotFoundStandIn() {
  const navigate = useNavigate();
  return (
    <>
      <h1>Page introuvable</h1>
      <button type="button" onClick={() => navigate(-1)}>
        Retour
      </button>
    </>
  );
}

/** Renders `element` at `path` (matched by `pattern`) with a stand-in 404 page, as the shell would route it. */
export function renderRoute(element: ReactElement, { path, pattern }: { path: string; pattern: string }) {
  return render(
    <MemoryRouter initialEntries={['/previous', path]} initialIndex={1}>
      <Routes>
        <Route path={pattern} element={element} />
        <Route path="/404" element={<NotFoundStandIn />} />
        <Route path="/previous" element={<h1>Page précédente</h1>} />
        <Route path="*" element={<h1>Autre page</h1>} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
}
