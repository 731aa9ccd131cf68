import offlineRemotePlugin from './offline-remote-plugin';

describe('offline remote runtime plugin', () => {
  const plugin = offlineRemotePlugin();
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('turns a failed module load into a stand-in module whose component throws the original error', () => {
    const error = new Error('ScriptExternalLoadError');
    const standIn = plugin.errorLoadRemote!({
      id: 'family/AnimalRequestArea',
      error,
      lifecycle: 'onLoad',
    } as never) as {
      default: () => unknown;
      __petfosterRemoteLoadFailed: unknown;
    };
    expect(standIn.__petfosterRemoteLoadFailed).toBe(error);
    expect(() => standIn.default()).toThrow(error);
  });

  it('skips a dead remote while collecting shared modules instead of failing the page', () => {
    expect(
      plugin.errorLoadRemote!({ id: 'react', error: new Error('x'), lifecycle: 'beforeLoadShare' } as never),
    ).toBeUndefined();
  });
});
