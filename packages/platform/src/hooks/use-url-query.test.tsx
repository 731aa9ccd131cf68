import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { useUrlQuery } from './use-url-query';

function setup(initial: string) {
  // Each navigation gives the location a new key, even to the same URL.
  const seen: { search: string; key: string }[] = [];
  function Probe() {
    const location = useLocation();
    seen.push({ search: location.search, key: location.key });
    return null;
  }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[initial]}>
      <Probe />
      {children}
    </MemoryRouter>
  );
  const hook = renderHook(() => useUrlQuery(), { wrapper });
  return { hook, seen };
}

describe('useUrlQuery', () => {
  it('applies two changes made before the next render, both of them', () => {
    const { hook } = setup('/animals?size=grand');
    act(() => {
      const [, update] = hook.result.current;
      update((next) => next.set('department', '2A'));
      update((next) => next.set('near', '20000'));
    });
    expect(hook.result.current[0].toString()).toBe('size=grand&department=2A&near=20000');
  });

  it('adds no history step when nothing changes', () => {
    const { hook, seen } = setup('/animals?size=grand');
    const start = seen.at(-1)?.key;
    act(() => hook.result.current[1]((next) => next.set('size', 'grand')));
    expect(new Set(seen.map((entry) => entry.key))).toEqual(new Set([start]));
    act(() => hook.result.current[1]((next) => next.delete('size')));
    expect(seen.at(-1)?.search).toBe('');
    expect(seen.at(-1)?.key).not.toBe(start);
  });

  it('shows a clicked checkbox checked at once, while the page is still rendering the new query', () => {
    // A page whose render for the new URL takes long (here: never ends) keeps its old URL meanwhile.
    const never = new Promise<never>(() => undefined);
    function SlowList() {
      const { search } = useLocation();
      if (search.includes('good_with')) throw never;
      return <p>Liste</p>;
    }
    function Filters() {
      const [query, update] = useUrlQuery();
      return (
        <label>
          <input
            type="checkbox"
            checked={query.get('good_with') === 'children'}
            onChange={(event) =>
              update((next) => (event.target.checked ? next.set('good_with', 'children') : next.delete('good_with')))
            }
          />
          les enfants
        </label>
      );
    }
    render(
      <MemoryRouter initialEntries={['/animals']}>
        <Filters />
        <Suspense fallback={<p>Chargement</p>}>
          <SlowList />
        </Suspense>
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'les enfants' }));
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'les enfants' }).checked).toBe(true);
    // The old list stays on screen (no fallback) until the new one is ready.
    expect(screen.getByText('Liste')).toBeTruthy();
  });
});
