import { waitFor } from '@testing-library/react';
import { ENDPOINTS, mediumImageUrl } from '@petfoster/contracts';
import { FIRST_VIEW_DATA_ID, queryKeys } from '@petfoster/platform';
import { makeAnimal } from '@petfoster/platform/test-utils';
import { listReply, onEndpoint, refuse } from '@petfoster/platform/test-utils/network';
import {
  detailImageUrl,
  leadImageUrl,
  prefetchRouteData,
  routeData,
  routeDataPaths,
  takeStartupData,
} from './prefetch-route-data';

describe('route data prefetch', () => {
  // The image preloads a test adds stay in the head of the file's one document: each test starts without them.
  afterEach(() => document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove()));

  it('maps the catalogue pages to the API calls they make first, and nothing else', () => {
    expect(routeDataPaths('/', '')).toEqual([
      '/api/animals?species=Chat&sort=urgent&limit=3',
      '/api/animals?species=Chien&sort=urgent&limit=3',
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
      queryKeys.animalList({ species: 'Chat', sort: 'urgent', limit: 3 }),
      queryKeys.animalList({ species: 'Chien', sort: 'urgent', limit: 3 }),
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
    const animal = onEndpoint(ENDPOINTS.readAnimal, refuse(500, {}));
    prefetchRouteData({ pathname: '/animals-details/3', search: '' });
    const started = takeStartupData();
    expect(started.map((entry) => entry.path)).toEqual(['/api/animals/3']);
    await expect(started[0].data).rejects.toThrow('HTTP 500');
    expect(animal.requests.map(({ path, credentials }) => ({ path, credentials }))).toEqual([
      { path: '/api/animals/3', credentials: 'same-origin' },
    ]);
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
    const cat = makeAnimal({ id: 1 });
    const list = onEndpoint(ENDPOINTS.listAnimals, listReply([cat], 42));
    prefetchRouteData({ pathname: '/animals', search: '?species=Chat' });
    const [firstPage, ...others] = takeStartupData();
    expect(others).toEqual([]);
    await expect(firstPage.data).resolves.toEqual({ animals: [cat], total: 42 });
    expect(list.count).toBe(1);
  });

  it('fetches nothing when the page came server-rendered with its data (docs/decisions/first-view.md)', async () => {
    const list = onEndpoint(ENDPOINTS.listAnimals, []);
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = FIRST_VIEW_DATA_ID;
    block.textContent = '{"entries":[]}';
    document.body.appendChild(block);
    try {
      prefetchRouteData({ pathname: '/', search: '' });
      expect(takeStartupData()).toEqual([]);
      // A request would reach the fake network a few turns of the event loop later.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(list.count).toBe(0);
    } finally {
      block.remove();
    }
  });

  it('preloads the first card image once the list has arrived', async () => {
    onEndpoint(ENDPOINTS.listAnimals, [makeAnimal({ url_image: '/uploads/c.jpg', url_thumbnail: '/uploads/c.webp' })]);
    prefetchRouteData({ pathname: '/', search: '' });
    await waitFor(() =>
      expect(document.head.querySelector('link[rel="preload"][as="image"]')).toHaveAttribute('href', '/uploads/c.webp'),
    );
  });
});
