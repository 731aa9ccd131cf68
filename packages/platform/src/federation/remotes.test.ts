import apps from '../../apps.json';
import { ensureRemotesRegistered, loadRemoteModule, remoteEntryUrl } from './remotes';

describe('remote registration', () => {
  it('computes same-origin remoteEntry URLs in the browser', () => {
    expect(remoteEntryUrl('catalog')).toBe('http://localhost/mfe/catalog/remoteEntry.js');
    expect(remoteEntryUrl('family', 'https://petfoster.example')).toBe(
      'https://petfoster.example/mfe/family/remoteEntry.js',
    );
  });

  it('registers every remote of the registry once', () => {
    const host = ensureRemotesRegistered();
    ensureRemotesRegistered();
    expect(host.options.remotes.map((remote: { name: string }) => remote.name).sort()).toEqual(
      Object.keys(apps)
        .filter((name) => name !== 'shell')
        .sort(),
    );
  });

  it('rejects with the original error when the offline plugin answered with a stand-in', async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const runtime = require('@module-federation/enhanced/runtime');
    const error = new Error('down');
    runtime.__setRemoteModule('catalog/HomePage', { default: () => null, __petfosterRemoteLoadFailed: error });
    await expect(loadRemoteModule('catalog', './HomePage')).rejects.toBe(error);
  });
});
