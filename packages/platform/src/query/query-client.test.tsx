import { screen } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { createTestQueryClient, renderWithProviders } from '../test-utils/app-test-utils';
import { seedStartupData } from './query-client';
import { animalListPath, cataloguePageQuery, CATALOGUE_PAGE_SIZE, homeAnimalsQuery, queryKeys } from './query-keys';

function Probe({ load }: { load: () => Promise<string> }) {
  const { data, error } = useQuery({ queryKey: queryKeys.animal(5), queryFn: load });
  return <p>{error ? 'erreur' : (data ?? 'chargement')}</p>;
}

describe('start-up data', () => {
  it('a page takes the answer the shell prefetched, without a second call', async () => {
    const load = jest.fn(async () => 'appel');
    const queryClient = createTestQueryClient();
    seedStartupData([{ queryKey: queryKeys.animal(5), data: Promise.resolve('prefetch') }], queryClient);
    await new Promise((resolve) => setTimeout(resolve, 0));
    renderWithProviders(<Probe load={load} />, { queryClient });
    expect(await screen.findByText('prefetch')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('a page that opens while the prefetch is in flight waits for it', async () => {
    let answer: (value: string) => void = () => {};
    const load = jest.fn(async () => 'appel');
    const queryClient = createTestQueryClient();
    seedStartupData(
      [{ queryKey: queryKeys.animal(5), data: new Promise<string>((resolve) => (answer = resolve)) }],
      queryClient,
    );
    renderWithProviders(<Probe load={load} />, { queryClient });
    expect(screen.getByText('chargement')).toBeInTheDocument();
    answer('prefetch');
    expect(await screen.findByText('prefetch')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('a failed prefetch is made again by the page', async () => {
    const failed = Promise.reject(new Error('HTTP 500'));
    failed.catch(() => undefined);
    const load = jest.fn(async () => 'appel');
    const queryClient = createTestQueryClient();
    seedStartupData([{ queryKey: queryKeys.animal(5), data: failed }], queryClient);
    await new Promise((resolve) => setTimeout(resolve, 0));
    renderWithProviders(<Probe load={load} />, { queryClient });
    expect(await screen.findByText('appel')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('query keys and list requests', () => {
  it('spells the list requests once, for the home and the catalogue', () => {
    expect(animalListPath(homeAnimalsQuery('Chat'))).toBe('api/animals?species=Chat&sort=urgent&limit=3');
    expect(animalListPath(cataloguePageQuery(undefined, 0))).toBe(`api/animals?limit=${CATALOGUE_PAGE_SIZE}&offset=0`);
    expect(animalListPath({ species: 'all' })).toBe('api/animals');
  });

  it('groups keys so that invalidating a prefix reaches every list and detail under it', () => {
    const animals = queryKeys.animals();
    for (const key of [
      queryKeys.animal(3),
      queryKeys.animalCataloguePages('Chat'),
      queryKeys.animalList(homeAnimalsQuery('Chien')),
    ]) {
      expect(key.slice(0, animals.length)).toEqual([...animals]);
    }
    expect(queryKeys.associationRequests(4).slice(0, 2)).toEqual([...queryKeys.association(4)]);
  });
});
