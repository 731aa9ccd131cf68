/** @jest-environment node */
// @rspack/core 2 is ESM-only (Node loads it with require(esm); Jest cannot): plugins are stubbed, options kept.
jest.mock('@rspack/core', () => {
  class Plugin {
    constructor(public _options: unknown) {}
  }
  return {
    rspack: {
      DefinePlugin: class DefinePlugin extends Plugin {},
      HtmlRspackPlugin: class HtmlRspackPlugin extends Plugin {},
      optimize: { LimitChunkCountPlugin: class LimitChunkCountPlugin extends Plugin {} },
    },
  };
});
jest.mock('@module-federation/enhanced/rspack', () => ({
  ModuleFederationPlugin: class ModuleFederationPlugin {
    constructor(public _options: unknown) {}
  },
}));
import { existsSync } from 'node:fs';
import path from 'node:path';
import apps from '../../apps.json';

const repoRoot = path.resolve(__dirname, '../../../..');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createRspackConfig, sharedConfig } = require('../../build/create-rspack-config.js');

type Config = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const configs = (name: string, mode: 'production' | 'development', extra: Record<string, unknown> = {}): Config[] =>
  [createRspackConfig({ name, dirname: `/repo/${name}`, ...extra })({}, { mode })].flat();
/** The browser build (first of the list when the app also has a first-view Node build). */
const build = (name: string, mode: 'production' | 'development', extra: Record<string, unknown> = {}): Config =>
  configs(name, mode, extra)[0];

/** What an externals function answers for a request: [value, type]. */
function external(config: Config, request: string): [unknown, unknown] {
  let answer: [unknown, unknown] = [undefined, undefined];
  config.externals[0]({ request }, (_error: unknown, value: unknown, type: unknown) => {
    answer = [value, type];
  });
  return answer;
}

function federationOptions(config: Config) {
  const plugin = config.plugins.find(
    (p: { constructor: { name: string } }) => p.constructor.name === 'ModuleFederationPlugin',
  );
  return plugin._options;
}

describe('createRspackConfig', () => {
  it('first view (docs/decisions/first-view.md): the shell and the catalog also build for Node, after their browser build', () => {
    expect(configs('auth', 'production')).toHaveLength(1);
    expect(configs('catalog', 'development')).toHaveLength(1);
    for (const name of ['shell', 'catalog']) {
      const browser = configs(name, 'production')[0];
      const server = configs(name, 'production').at(-1)!;
      expect(server).toMatchObject({
        name: `${name}-first-view`,
        dependencies: name === 'shell' ? ['shell', 'shell-first-view-start'] : [name],
        target: 'node20',
        output: { path: `/repo/${name}/dist-server`, library: { type: 'commonjs2' } },
      });
      // Same CSS Modules names as the browser build, so the server's class names are the ones of the stylesheets.
      expect(server.output.uniqueName).toBe(browser.output.uniqueName);
      expect(server.module.generator['css/module']).toMatchObject({
        localIdentName: browser.module.generator['css/module'].localIdentName,
        exportsOnly: true,
      });
      expect(server.resolve.alias['react-router-dom$']).toBeUndefined();
      expect(external(server, 'react')).toEqual(['react', undefined]);
      expect(external(server, 'react-dom/server')).toEqual(['react-dom/server', undefined]);
      expect(external(server, './pages/home-page')).toEqual([undefined, undefined]);
    }
    const shell = configs('shell', 'production').at(-1)!;
    const catalog = configs('catalog', 'production').at(-1)!;
    // The shell bundles the platform and provides it; the catalog takes the shell's, as in the browser.
    expect(external(shell, '@petfoster/platform')).toEqual([undefined, undefined]);
    expect(external(catalog, '@petfoster/platform')).toEqual([
      'globalThis.__petfosterFirstViewShared["@petfoster/platform"]',
      'var',
    ]);
  });

  it("the shell's first-view starter: a small script of its own in dist, after the browser build, no federation", () => {
    const [browser, starter] = configs('shell', 'production');
    expect(starter).toMatchObject({
      name: 'shell-first-view-start',
      dependencies: ['shell'],
      target: 'web',
      entry: { 'first-view-start': './src/first-view/start.ts' },
      output: { path: browser.output.path, clean: false },
    });
    expect(existsSync(path.join(repoRoot, 'shell/src/first-view/start.ts'))).toBe(true);
    const pluginNames = starter.plugins.map((p: { constructor: { name: string } }) => p.constructor.name);
    expect(pluginNames).not.toContain('ModuleFederationPlugin');
    expect(configs('catalog', 'production').map((config) => config.name)).toEqual(['catalog', 'catalog-first-view']);
  });

  it("bundles the federation runtime's ES modules, never its CommonJS builds (which cannot be tree-shaken)", () => {
    for (const name of ['shell', 'catalog']) {
      const { alias } = build(name, 'production').resolve;
      for (const pkg of ['@module-federation/runtime-core', '@module-federation/webpack-bundler-runtime']) {
        const esm = alias[`${pkg}$`];
        expect(esm).toMatch(/\.m?js$/);
        expect(existsSync(esm)).toBe(true);
        // The plugin imports the runtime by its resolved .cjs path: that path leads to the same ES module.
        expect(alias[`${require.resolve(pkg)}$`]).toBe(esm);
      }
    }
  });

  it('shares the one singleton list, never eager, with installed versions', () => {
    const shared = sharedConfig();
    expect(Object.keys(shared)).toEqual([
      'react',
      'react/',
      'react-dom',
      'react-dom/',
      'react-router',
      'react-router-dom',
      'react-hot-toast',
      '@petfoster/platform',
    ]);
    for (const options of Object.values(shared) as Array<Record<string, unknown>>) {
      expect(options).toMatchObject({ singleton: true, eager: false });
    }
    expect(shared.react.requiredVersion).toMatch(/^\^19\./);
    expect(shared['@petfoster/platform'].requiredVersion).toBe('^1.0.0');
  });

  it('shell: publicPath /, loaded-first, offline plugin, content-hashed names in production', () => {
    const config = build('shell', 'production');
    expect(config.entry).toEqual({ main: './src/index.ts' });
    expect(config.output).toMatchObject({
      path: '/repo/shell/dist',
      publicPath: '/',
      filename: '[name].[contenthash:10].js',
      chunkFilename: '[name].[contenthash:10].js',
    });
    expect(config.devtool).toBe(false);
    const mf = federationOptions(config);
    expect(mf).toMatchObject({
      name: 'shell',
      filename: 'remoteEntry.js',
      shareStrategy: 'loaded-first',
      manifest: true,
    });
    expect(mf.runtimePlugins[0]).toMatch(/offline-remote-plugin\.ts$/);
    expect(config.devServer).toMatchObject({ port: 3000 });
    expect(config.devServer.historyApiFallback).toBeTruthy();
  });

  it('remote: publicPath auto, its exposes, dev proxy to the API and the other remotes', () => {
    const config = build('family', 'development', {
      port: 3003,
      exposes: { './FamilyProfilePage': './src/pages/x.tsx' },
    });
    expect(config.output.publicPath).toBe('auto');
    expect(federationOptions(config).exposes).toEqual({ './FamilyProfilePage': './src/pages/x.tsx' });
    const proxy = config.devServer.proxy as Array<{
      context: string[];
      target: string;
      pathRewrite?: Record<string, string>;
    }>;
    expect(proxy[0]).toMatchObject({ context: ['/api', '/login', '/uploads'], target: 'http://localhost:8080' });
    expect(proxy.map((p) => p.context[0])).toEqual(
      expect.arrayContaining(['/mfe/catalog/', '/mfe/auth/', '/mfe/association/']),
    );
    expect(proxy.map((p) => p.context[0])).not.toContain('/mfe/family/');
    expect(proxy.find((p) => p.context[0] === '/mfe/catalog/')).toMatchObject({
      target: 'http://localhost:3001',
      pathRewrite: { '^/mfe/catalog': '' },
    });
  });

  it("takes each app's dev port and exposed modules from the registry of apps, and the exposed files exist", () => {
    for (const [name, app] of Object.entries(apps)) {
      const config = createRspackConfig({ name, dirname: path.join(repoRoot, app.dir) })({}, { mode: 'development' });
      expect(config.devServer.port).toBe(app.port);
      expect(federationOptions(config).exposes).toEqual(app.exposes);
      for (const file of Object.values(app.exposes)) expect(existsSync(path.join(repoRoot, app.dir, file))).toBe(true);
      const define = config.plugins.find(
        (p: { constructor: { name: string } }) => p.constructor.name === 'DefinePlugin',
      );
      const remotes = Object.keys(apps).filter((one) => one !== 'shell');
      expect(define._options['process.env.PETFOSTER_REMOTES']).toBe(JSON.stringify(remotes.join(',')));
      // The routes remotes declare (mfe-admin's, for administrators only), for the shell's route table.
      const declared = JSON.parse(JSON.parse(define._options['process.env.PETFOSTER_REGISTRY_ROUTES']));
      expect(declared.routes).toContainEqual({
        path: 'admin',
        remote: 'admin',
        module: './AdminHomePage',
        title: 'Administration',
        role: 'admin',
      });
      expect(declared.nav).toEqual([{ role: 'admin', label: 'Administration', path: 'admin' }]);
    }
  });

  it('rejects an unknown app name', () => {
    expect(() => createRspackConfig({ name: 'catalogue', dirname: '/x' })).toThrow(/unknown app name/);
  });
});
