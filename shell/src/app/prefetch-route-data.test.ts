import { mediumImageUrl } from '@petfoster/contracts';
import { FIRST_VIEW_DATA_ID, queryKeys } from '@petfoster/platform';
import {
  detailImageUrl,
  leadImageUrl,
  prefetchRouteData,
  routeData,
  routeDataPaths,
  takeStartupData,
} from './prefetch-route-data';

describe('route data prefetch', () => {
  it('maps the catalogue pages to the API calls they make first, and nothing else', () => {
    expect(routeDataPaths('/', '')).toEqual([
      '/api/animals?species=Chat&limit=3',
      '/api/animals?species=Chien&limit=3',
    ]);
    // The first page, whose answer also gives the count ('12 animaux'), filters included, as the page asks for it.
    expect(routeDataPaths('/animals', '')).toEqual(['/api/animals?limit=12&offset=0']);
    expect(routeDataPaths('/animals/', '?species=Chien')).toEqual(['/api/animals?species=Chien&limit=12&offset=0']);
    expect(routeDataPaths('/animals', '?sex=femelle&good_with=cats&utm=x')).toEqual([
      '/api/animals?sex=femelle&good_with=cats&limit=12&offset=0',
    ]);
    expect(routeDataPaths('/animals-details/7', '')).toEqual(['/api/animals/7']);
    expect(routeDataPaths('/animals-details/abc', '')).toEqual([]);
    expect(routeDataPaths('/about', '')).toEqual([]);
  });

  it('files each call under the query key the catalog page asks for', () => {
    expect(routeData('/', '').map((entry) => entry.queryKey)).toEqual([
      queryKeys.animalList({ species: 'Chat', limit: 3 }),
      queryKeys.animalList({ species: 'Chien', limit: 3 }),
    ]);
    expect(routeData('/animals', '?species=Chat')).toEqual([
      expect.objectContaining({ queryKey: queryKeys.animalCataloguePages('Chat'), infinite: true, total: true }),
    ]);
    expect(routeData('/animals', '?size=petit')[0].queryKey).toEqual(
      queryKeys.animalCataloguePages(undefined, { size: 'petit' }),
    );
    expect(routeData('/animals', '?species=all')[0].queryKey).toEqual(queryKeys.animalCataloguePages(undefined));
    expect(routeData('/animals-details/7', '')[0].queryKey).toEqual(queryKeys.animal(7));
  });

  it('hands one pending answer per path to the bootstrap, once, and a failed call never rejects unhandled', async () => {
    const fetchMock = jest.fn(async () => ({ ok: false, status: 500, json: async () => ({}) }));
    (globalThis as unknown as { fetch: unknown }).fetch = fetchMock;
    prefetchRouteData({ pathname: '/animals-details/3', search: '' });
    const started = takeStartupData();
    expect(started.map((entry) => entry.path)).toEqual(['/api/animals/3']);
    await expect(started[0].data).rejects.toThrow('HTTP 500');
    expect(fetchMock).toHaveBeenCalledWith('/api/animals/3', expect.objectContaining({ credentials: 'same-origin' }));
    expect(takeStartupData()).toEqual([]);
  });

  it('names the image the page shows first, as the catalog pages request it', () => {
    expect(
      leadImageUrl('/api/animals?limit=12&offset=0', [
        { url_image: '/uploads/a.jpg', url_thumbnail: '/uploads/a.webp' },
      ]),
    ).toBe('/uploads/a.webp');
    expect(leadImageUrl('/api/animals?limit=12&offset=0', [{ url_image: '/uploads/a.jpg', url_thumbnail: null }])).toBe(
      '/uploads/a.jpg',
    );
    expect(leadImageUrl('/api/animals?limit=12&offset=0', [])).toBeNull();
    expect(
      leadImageUrl('/api/animals?limit=12&offset=0', {
        animals: [{ url_image: '/uploads/b.jpg', url_thumbnail: null }],
      }),
    ).toBe('/uploads/b.jpg');
    expect(leadImageUrl('/api/animals/4', { url_image: '/uploads/ab-12.jpg' })).toBe('/uploads/ab-12-800.webp');
    for (const url of ['/uploads/ab-12.jpg', '/uploads/x.png', '/uploads/y.gif'])
      expect(detailImageUrl(url)).toBe(mediumImageUrl(url));
  });

  it('reads the list and its count (X-Total-Count) from one request', async () => {
    const fetchMock = jest.fn(async () => ({
      ok: true,
      status: 200,
      headers: new Headers({ 'X-Total-Count': '42' }),
      json: async () => [{ id: 1 }],
    }));
    (globalThis as unknown as { fetch: unknown }).fetch = fetchMock;
    prefetchRouteData({ pathname: '/animals', search: '?species=Chat' });
    const [firstPage, ...others] = takeStartupData();
    expect(others).toEqual([]);
    await expect(firstPage.data).resolves.toEqual({ animals: [{ id: 1 }], total: 42 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('fetches nothing when the page came server-rendered with its data (docs/decisions/first-view.md)', () => {
    const fetchMock = jest.fn();
    (globalThis as unknown as { fetch: unknown }).fetch = fetchMock;
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = FIRST_VIEW_DATA_ID;
    block.textContent = '{"entries":[]}';
    document.body.appendChild(block);
    try {
      prefetchRouteData({ pathname: '/', search: '' });
      expect(fetchMock).not.toHaveBeenCalled();
      expect(takeStartupData()).toEqual([]);
    } finally {
      block.remove();
    }
  });

  it('preloads the first card image once the list has arrived', async () => {
    (globalThis as unknown as { fetch: unknown }).fetch = jest.fn(async () => ({
      ok: true,
      status: 200,
      json: async () => [{ url_image: '/uploads/c.jpg', url_thumbnail: '/uploads/c.webp' }],
    }));
    prefetchRouteData({ pathname: '/', search: '' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    const link = document.head.querySelector('link[rel="preload"][as="image"]');
    expect(link).toHaveAttribute('href', '/uploads/c.webp');
  });
});
