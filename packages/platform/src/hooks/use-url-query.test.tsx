import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
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
});
