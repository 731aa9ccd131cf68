'use strict';
/*
 * The production builds of a first view (docs/decisions/first-view.md), beside an app's browser build (create-rspack-config.js):
 *  - its Node build (dist-server/first-view.js and build.json), which the API renders the public pages with;
 *  - for the shell, the starter: the one script a server-rendered page asks for at first (src/first-view/start.ts).
 */
const fs = require('node:fs');
const path = require('node:path');
const { rspack } = require('@rspack/core');
const { PLATFORM_ONLY_PACKAGES, SHARED_PACKAGES } = require('./apps');
const { EXPOSE_CHUNK_PREFIX } = require('./startup-chunks');
const { precompressed } = require('./precompressed');
const { exportConditions } = require('./export-conditions');

/** The starter's entry name, and the start of its file name in the shell's dist. */
const FIRST_VIEW_START = 'first-view-start';

/**
 * The server's share scope: the shell's Node build puts its @petfoster/platform module here, and the remotes' Node
 * builds take it from here instead of bundling their own, as in the browser where the shell provides the singleton.
 * One session store and one remote loader, and the class names of the platform's components (the animal card) are
 * the shell's, as in the browser.
 */
const FIRST_VIEW_SHARED_GLOBAL = '__petfosterFirstViewShared';
const FIRST_VIEW_PROVIDED = '@petfoster/platform';

/**
 * Packages the Node build of a first view takes from node_modules at run time instead of bundling: the browser's
 * shared singletons (but the platform, provided as above) and the libraries inside the platform, so that the shell's
 * and the catalog's first-view code in the same process have one React, one router context and one query cache
 * context (the server's equivalent of the shared singletons).
 */
const FIRST_VIEW_EXTERNALS = [
  ...SHARED_PACKAGES.filter((pkg) => !pkg.endsWith('/') && pkg !== FIRST_VIEW_PROVIDED),
  ...PLATFORM_ONLY_PACKAGES,
];
const isFirstViewExternal = (request) =>
  FIRST_VIEW_EXTERNALS.some((pkg) => request === pkg || request.startsWith(`${pkg}/`));

/** The file of the browser build that identifies a deployment: the shell's page, a remote's manifest. */
function deployedIdentityFile(isShell) {
  return isShell ? 'index.html' : 'mf-manifest.json';
}

/** Stylesheets of each exposed module, by browser build folder: recorded by the browser build for its first view. */
const exposedStylesheets = new Map();

/**
 * Records which CSS files each exposed module needs (its chunk group, split chunks included), for the first view's
 * <link rel="stylesheet">: the manifest's own lists leave out split chunks (the animal card's styles).
 */
class ExposedStylesheetsPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tap('ExposedStylesheetsPlugin', (compilation) => {
      const styles = {};
      for (const [name, group] of compilation.namedChunkGroups) {
        if (!name.startsWith(EXPOSE_CHUNK_PREFIX)) continue;
        const files = group.chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.css')));
        styles[`./${name.slice(EXPOSE_CHUNK_PREFIX.length)}`] = [...new Set(files)].sort();
      }
      exposedStylesheets.set(compiler.options.output.path, styles);
    });
  }
}

/**
 * Writes dist-server/build.json: the SHA-256 of the browser build's identity file, built from the same sources in
 * the same run. The server renders a first view only while the deployed file has this hash (docs/decisions/first-view.md: redeploying
 * the catalog alone must never serve a first view drawn with other code than the one the browser will run).
 */
class FirstViewIdentityPlugin {
  constructor({ name, browserDist, isShell }) {
    Object.assign(this, { name, browserDist, isShell });
  }
  apply(compiler) {
    compiler.hooks.afterEmit.tap('FirstViewIdentityPlugin', () => {
      const file = deployedIdentityFile(this.isShell);
      const content = fs.readFileSync(path.join(this.browserDist, file));
      const sha256 = require('node:crypto').createHash('sha256').update(content).digest('hex');
      const out = path.join(compiler.options.output.path, 'build.json');
      const stylesheets = exposedStylesheets.get(this.browserDist) ?? {};
      const startScript = firstViewStartScripts.get(this.browserDist);
      fs.writeFileSync(out, `${JSON.stringify({ app: this.name, file, sha256, stylesheets, startScript }, null, 2)}\n`);
    });
  }
}

/**
 * The first view's Node build (docs/decisions/first-view.md): the same sources, loaders, aliases and CSS Modules settings as the browser
 * build (so the class names in the server's HTML are the browser's), as one CommonJS file in dist-server/.
 */
function firstViewConfig({ name, dirname, entry, browser, isShell }) {
  const { 'react-router-dom$': _facade, 'react-router-dom-real-package$': _real, ...alias } = browser.resolve.alias;
  return {
    name: `${name}-first-view`,
    // The shell's build.json names its starter, built in between.
    dependencies: isShell ? [name, `${name}-${FIRST_VIEW_START}`] : [name],
    mode: browser.mode,
    context: dirname,
    entry: { 'first-view': entry },
    target: 'node20',
    devtool: false,
    output: {
      // Beside dist, not in it: nothing that serves the browser build (nginx, npm start, the static containers)
      // ever serves the server's code.
      path: path.join(dirname, 'dist-server'),
      uniqueName: browser.output.uniqueName,
      filename: '[name].js',
      library: { type: 'commonjs2' },
      clean: true,
    },
    externalsType: 'commonjs',
    externals: [
      ({ request }, callback) => {
        if (!isShell && request === FIRST_VIEW_PROVIDED)
          return callback(undefined, `globalThis.${FIRST_VIEW_SHARED_GLOBAL}[${JSON.stringify(request)}]`, 'var');
        return callback(undefined, isFirstViewExternal(request) ? request : undefined);
      },
    ],
    // Node's export conditions, with the packages' sources first as in the browser build.
    resolve: { ...browser.resolve, alias, ...exportConditions(browser.mode, 'node') },
    module: {
      ...browser.module,
      generator: {
        ...browser.module.generator,
        'css/module': { ...browser.module.generator['css/module'], exportsOnly: true },
        css: { exportsOnly: true },
      },
    },
    plugins: [
      browser.plugins.find((plugin) => plugin instanceof rspack.DefinePlugin),
      new rspack.DefinePlugin({ 'process.env.PETFOSTER_FIRST_VIEW_SHARED': JSON.stringify(FIRST_VIEW_SHARED_GLOBAL) }),
      new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new FirstViewIdentityPlugin({ name, browserDist: browser.output.path, isShell }),
    ],
    optimization: { minimize: false, splitChunks: false, moduleIds: 'named' },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/** The starter's file in each browser build folder (the shell's), for its build.json. */
const firstViewStartScripts = new Map();

/**
 * The shell's first-view starter: one small script in the shell's dist, content-hashed. Built apart, after the
 * browser build (which empties dist first): as an entry of the browser build it would carry the whole federation
 * runtime (116 KB instead of under 1 KB).
 */
function firstViewStartConfig({ name, dirname, browser }) {
  const dist = browser.output.path;
  return {
    name: `${name}-${FIRST_VIEW_START}`,
    dependencies: [name],
    mode: browser.mode,
    context: dirname,
    entry: { [FIRST_VIEW_START]: './src/first-view/start.ts' },
    target: 'web',
    devtool: false,
    output: { path: dist, filename: '[name].[contenthash:10].js', clean: false },
    resolve: { extensions: browser.resolve.extensions },
    module: { rules: browser.module.rules },
    plugins: [
      {
        apply(compiler) {
          compiler.hooks.afterEmit.tap('FirstViewStartName', (compilation) => {
            const [file] = compilation.entrypoints.get(FIRST_VIEW_START).getFiles();
            firstViewStartScripts.set(dist, file);
          });
        },
      },
      ...precompressed(),
    ],
    optimization: { minimize: true, splitChunks: false, runtimeChunk: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = {
  FIRST_VIEW_START,
  ExposedStylesheetsPlugin,
  deployedIdentityFile,
  firstViewConfig,
  firstViewStartConfig,
};
