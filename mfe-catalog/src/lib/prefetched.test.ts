import { withPrefetch } from './prefetched';

const GLOBAL = '__PETFOSTER_PREFETCH__';
const store = () => (window as unknown as Record<string, Map<string, { at: number; data: Promise<unknown> }>>)[GLOBAL];

describe('withPrefetch', () => {
  afterEach(() => {
    delete (window as unknown as Record<string, unknown>)[GLOBAL];
  });

  it('calls the API when the shell prefetched nothing', async () => {
    const load = jest.fn(async () => ['api']);
    await expect(withPrefetch('/api/animals/1', load)).resolves.toEqual(['api']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('uses a fresh prefetched answer once, then calls the API again', async () => {
    (window as unknown as Record<string, unknown>)[GLOBAL] = new Map([['/api/animals/1', { at: Date.now(), data: Promise.resolve('early') }]]);
    const load = jest.fn(async () => 'api');
    await expect(withPrefetch('/api/animals/1', load)).resolves.toBe('early');
    expect(load).not.toHaveBeenCalled();
    await expect(withPrefetch('/api/animals/1', load)).resolves.toBe('api');
    expect(store().size).toBe(0);
  });

  it('falls back to the API when the prefetch failed or is stale', async () => {
    const failed = Promise.reject(new Error('HTTP 404'));
    failed.catch(() => undefined);
    (window as unknown as Record<string, unknown>)[GLOBAL] = new Map([
      ['/api/animals/2', { at: Date.now(), data: failed }],
      ['/api/animals/3', { at: Date.now() - 60000, data: Promise.resolve('old') }],
    ]);
    const load = jest.fn(async () => 'api');
    await expect(withPrefetch('/api/animals/2', load)).resolves.toBe('api');
    await expect(withPrefetch('/api/animals/3', load)).resolves.toBe('api');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
