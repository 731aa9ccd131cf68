import { act, render, screen } from '@testing-library/react';
import { useAsync } from './use-async';

function Probe({ fn, id }: { fn: (id: number) => Promise<string>; id: number }) {
  const { data, error, loading, reload } = useAsync(() => fn(id), [id]);
  return (
    <div>
      <span>{loading ? 'chargement' : 'prêt'}</span>
      <span>{data ?? ''}</span>
      <span>{error ? 'erreur' : ''}</span>
      <button type="button" onClick={reload}>
        recharger
      </button>
    </div>
  );
}

describe('useAsync', () => {
  it('exposes loading, then data', async () => {
    render(<Probe fn={async (id) => `animal ${id}`} id={1} />);
    expect(screen.getByText('chargement')).toBeInTheDocument();
    expect(await screen.findByText('animal 1')).toBeInTheDocument();
    expect(screen.getByText('prêt')).toBeInTheDocument();
  });

  it('exposes the error', async () => {
    render(<Probe fn={() => Promise.reject(new Error('404'))} id={1} />);
    expect(await screen.findByText('erreur')).toBeInTheDocument();
  });

  it('ignores the answer of a superseded call', async () => {
    const resolvers: Record<number, (value: string) => void> = {};
    const fn = (id: number) => new Promise<string>((resolve) => (resolvers[id] = resolve));
    const { rerender } = render(<Probe fn={fn} id={1} />);
    await act(async () => undefined);
    rerender(<Probe fn={fn} id={2} />);
    await act(async () => undefined);
    await act(async () => resolvers[2]('animal 2'));
    await act(async () => resolvers[1]('animal 1'));
    expect(screen.getByText('animal 2')).toBeInTheDocument();
    expect(screen.queryByText('animal 1')).not.toBeInTheDocument();
  });

  it('reload runs the function again', async () => {
    const fn = jest.fn().mockResolvedValueOnce('v1').mockResolvedValueOnce('v2');
    render(<Probe fn={fn} id={1} />);
    expect(await screen.findByText('v1')).toBeInTheDocument();
    await act(async () => screen.getByRole('button', { name: 'recharger' }).click());
    expect(await screen.findByText('v2')).toBeInTheDocument();
    expect(fn).toHaveBeenCalledTimes(2);
  });
});
