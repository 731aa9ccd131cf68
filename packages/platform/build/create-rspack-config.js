'use strict';
/**
 * The one rspack + Module Federation configuration every front end builds with (ARCHITECTURE 2).
 *
 *   module.exports = createRspackConfig({ name: 'catalog', dirname: __dirname });
 *
 * The dev port and the exposed modules come from the registry of apps (../apps.json, see ./apps.js).
 *
 * Remotes are NOT wired at build time: @petfoster/platform registers them at run time with URLs computed
 * from window.location.origin (/mfe/<name>/remoteEntry.js), so one build works on any host.
 */
const path = require('node:path');
const fs = require('node:fs');
const { rspack } = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const {
  APPS,
  SHELL,
  REMOTE_NAMES,
  REGISTRY_ROUTES,
  SHARED_PACKAGES,
  LAZY_SHARED_PACKAGES,
  API_PROXY_PATHS,
  API_TARGET,
  REMOTE_ENTRY,
} = require('./apps');
const { CompileHintsPlugin, shellStartupFiles } = require('./startup-chunks');
const {
  ExposedStylesheetsPlugin,
  deployedIdentityFile,
  firstViewConfig,
  firstViewStartConfig,
} = require('./first-view-builds');
const { exportConditions } = require('./export-conditions');
const { precompressed } = require('./precompressed');

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A module path inside one of the lazily shared packages (react-hot-toast and what only it uses). */
const LAZY_VENDOR = new RegExp(
  `[\\\\/]node_modules[\\\\/](${[...LAZY_SHARED_PACKAGES, 'goober'].map(escapeRegExp).join('|')})[\\\\/]`,
);

const repoRoot = path.resolve(__dirname, '../../..');
const platformRoot = path.resolve(__dirname, '..');

/**
 * The Module Federation runtime as ES modules rather than CommonJS. The plugin resolves its runtime packages with
 * require.resolve, which picks their .cjs builds: CommonJS cannot be tree-shaken, so every page carried their
 * Node-only code (the sdk's node.cjs), the manifest snapshot code this build turns off, and, in the shell, a second
 * copy of runtime-core (measured: the catalog's remoteEntry.js 13.4 -> 8.6 KB brotli). Each package keeps its
 * version; only the module format changes. Keys: the bare name and the absolute .cjs path the plugin imports.
 */
const FEDERATION_RUNTIME_PACKAGES = [
  '@module-federation/runtime-tools',
  '@module-federation/webpack-bundler-runtime',
  '@module-federation/runtime',
  '@module-federation/runtime-core',
  '@module-federation/sdk',
  '@module-federation/error-codes',
  '@module-federation/inject-external-runtime-core-plugin',
];

function federationRuntimeAsEsm() {
  const aliases = {};
  for (const pkg of FEDERATION_RUNTIME_PACKAGES) {
    const cjs = require.resolve(pkg, { paths: [repoRoot] });
    let root = path.dirname(cjs);
    while (!fs.existsSync(path.join(root, 'package.json'))) root = path.dirname(root);
    const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
    const exported = manifest.exports?.['.']?.import;
    const esm = path.join(root, (typeof exported === 'object' ? exported.default : exported) ?? manifest.module);
    if (!/\.m?js$/.test(esm) || !fs.existsSync(esm)) throw new Error(`${pkg}: no ES module build (${esm})`);
    aliases[`${pkg}$`] = esm;
    aliases[`${cjs}$`] = esm;
  }
  return aliases;
}

function installedVersion(pkg) {
  const candidates = [
    path.join(repoRoot, 'node_modules', pkg, 'package.json'),
    path.join(repoRoot, 'packages', pkg.replace('@petfoster/', ''), 'package.json'),
  ];
  for (const file of candidates) {
    if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')).version;
  }
  return undefined;
}

/** One list, every app: a second React (or a second session store) would break hooks and shared state. */
function sharedConfig() {
  const shared = {};
  for (const key of SHARED_PACKAGES) {
    const pkg = key.endsWith('/') ? key.slice(0, -1) : key;
    const version = installedVersion(pkg);
    shared[key] = {
      singleton: true,
      eager: false,
      requiredVersion: version ? `^${version}` : false,
      ...(version ? { version } : {}),
    };
  }
  return shared;
}

function devProxy(selfName) {
  const proxy = [{ context: API_PROXY_PATHS, target: API_TARGET, changeOrigin: false }];
  for (const [remote, { port }] of Object.entries(APPS)) {
    if (remote === SHELL || remote === selfName) continue;
    proxy.push({
      context: [`/mfe/${remote}/`],
      target: `http://localhost:${port}`,
      pathRewrite: { [`^/mfe/${remote}`]: '' },
    });
  }
  return proxy;
}

const FAVICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 100 100'%3E%3Ctext y='.9em' font-size='90'%3E%F0%9F%90%BE%3C/text%3E%3C/svg%3E";

/**
 * Shell only: a static header frame inside #root, painted as soon as the HTML arrives, so the phone shows the
 * header band instead of a white screen while the JavaScript loads. React's first render replaces it with the real
 * header at the same place and size (rules copied from global.css and header.module.css: keep them in step), so
 * nothing moves. Deliberately without text or logo: a contentful frame moves the first contentful paint before
 * the start-up scripts run, and Lighthouse then counts their long tasks as blocking time (measured: FCP 1.9 -> 0.7 s
 * but TBT +300 to 500 ms, a lower score). aria-hidden; inline <style> is allowed by the CSP, no script needed.
 */
const BOOT_FRAME_STYLE = `<style>
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;font-size:1rem;line-height:1.5;color:#1c1c1c;background:#fff}
.pf-boot-header{position:sticky;top:0;height:25vh;display:flex;align-items:center;background:#174a39;color:#fff;box-shadow:0 2px 10px rgba(0,0,0,.18)}
.pf-boot-main{min-height:75vh}
</style>`;
const BOOT_FRAME = `<div aria-hidden="true"><div class="pf-boot-header"></div><div class="pf-boot-main"></div></div>`;

function htmlTemplate(title, { preloadRemote, bootFrame } = {}) {
  // The home page is served by the catalog remote: fetching its entry in parallel with the shell's own scripts
  // removes one round trip from the first paint. Same-origin absolute path, so it holds on any host.
  const preload = preloadRemote
    ? `\n    <link rel="preload" as="script" href="/mfe/${preloadRemote}/${REMOTE_ENTRY}" />`
    : '';
  return `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="PetFoster met en relation familles d'accueil et associations de protection animale." />
    <meta name="theme-color" content="#1f5f4a" />
    <link rel="icon" href="${FAVICON}" />${preload}
    <title>${title}</title>${bootFrame ? `\n    ${BOOT_FRAME_STYLE}` : ''}
  </head>
  <body>
    <noscript>Activez JavaScript pour utiliser PetFoster.</noscript>
    <div id="root">${bootFrame ? BOOT_FRAME : ''}</div>
  </body>
</html>
`;
}

/**
 * Shell only: `<link rel="preload">` for the chunks every page needs at start-up, written into index.html at build
 * time (the hashed names are only known here). Without them the browser discovers React, react-dom, the router,
 * the platform and the bootstrap only after main.js has run: one more round trip before the first paint.
 * Which chunks are start-up: startup-chunks.js.
 */
class StartupPreloadPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('StartupPreloadPlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).beforeEmit.tapPromise(
        'StartupPreloadPlugin',
        async (data) => {
          const files = shellStartupFiles(compilation);
          const links = [...files].sort().map((file) =>
            file.endsWith('.css')
              ? `<link rel="preload" as="style" href="/${file}">`
              : file.endsWith('.js')
                ? // Default (high) priority on purpose. Tried fetchpriority="low": Lighthouse's simulated FCP fell from
                  // 2.4 to 1.6 s but the start-up long tasks then land after FCP and count as blocking time
                  // (TBT 50-120 -> 250-570 ms, score 93-95 -> 79-92).
                  `<link rel="preload" as="script" href="/${file}">`
                : '',
          );
          data.html = data.html.replace('</head>', `${links.join('')}</head>`);
          return data;
        },
      );
    });
  }
}

/**
 * @param {{ name: keyof typeof APPS, dirname: string, port?: number,
 *           exposes?: Record<string,string>, remotes?: Record<string,string>, browserOnly?: boolean }} options
 *        port and exposes default to the app's entry in the registry. In production an app with a `firstView` in
 *        the registry gets [browser, Node] configs, unless browserOnly.
 */
function createRspackConfig(options) {
  const { name, dirname, remotes } = options;
  if (!APPS[name])
    throw new Error(`createRspackConfig: unknown app name "${name}" (expected ${Object.keys(APPS).join(', ')})`);
  const port = options.port || APPS[name].port;
  const exposes = options.exposes || APPS[name].exposes;
  const isShell = name === SHELL;

  return (env, argv) => {
    const mode = (argv && argv.mode) || process.env.NODE_ENV || 'production';
    const isProd = mode === 'production';
    const browser = browserConfig({ name, dirname, port, exposes, remotes, isShell, mode, isProd });
    // Production builds of the apps with a first view (docs/decisions/first-view.md) also write its Node build, after the browser one
    // (and, for the shell, the starter of its server-rendered pages in between).
    const firstView = APPS[name].firstView;
    if (!isProd || !firstView || options.browserOnly) return browser;
    return [
      browser,
      ...(isShell ? [firstViewStartConfig({ name, dirname, browser })] : []),
      firstViewConfig({ name, dirname, entry: firstView, browser, isShell }),
    ];
  };
}

/** The browser build of an app: its Module Federation container (and, for the shell, index.html). */
function browserConfig({ name, dirname, port, exposes, remotes, isShell, mode, isProd }) {
  {
    const swcRule = (syntax) => ({
      loader: 'builtin:swc-loader',
      options: {
        jsc: {
          parser: syntax === 'ts' ? { syntax: 'typescript', tsx: true } : { syntax: 'ecmascript', jsx: true },
          transform: { react: { runtime: 'automatic', development: !isProd } },
        },
        env: { targets: 'defaults and supports es6-module' },
      },
    });

    return {
      name,
      mode,
      context: dirname,
      entry: { main: './src/index.ts' },
      target: 'web',
      devtool: isProd ? false : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dirname, 'dist'),
        uniqueName: `petfoster_${name}`,
        publicPath: isShell ? '/' : 'auto',
        filename: isProd ? '[name].[contenthash:10].js' : '[name].js',
        chunkFilename: isProd ? '[name].[contenthash:10].js' : '[name].js',
        cssFilename: isProd ? '[name].[contenthash:10].css' : '[name].css',
        cssChunkFilename: isProd ? '[name].[contenthash:10].css' : '[name].css',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'],
        // Source, not dist: the front ends never need `npm run build -w @petfoster/contracts` first. The packages'
        // exports maps name their sources under this condition; nothing imports a package's src/ or dist/ by path.
        ...exportConditions(mode, 'browser'),
        alias: {
          // Shared react-router-dom = only the exports the apps use (see react-router-dom-shared.mjs): -45 KB gzip.
          'react-router-dom$': path.join(__dirname, 'react-router-dom-shared.mjs'),
          'react-router-dom-real-package$': require
            .resolve('react-router', { paths: [repoRoot] })
            .replace(/index\.js$/, 'index.mjs'),
          ...federationRuntimeAsEsm(),
        },
      },
      module: {
        parser: {
          // Default-import style (`import styles from './x.module.css'`) everywhere, as in Jest.
          'css/module': { namedExports: false },
          'css/auto': { namedExports: false },
        },
        generator: {
          'css/module': {
            localIdentName: isProd ? '[hash:8]' : '[name]__[local]--[hash:5]',
            exportsConvention: 'as-is',
          },
        },
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            use: [swcRule('ts')],
            type: 'javascript/auto',
          },
          {
            test: /\.jsx$/,
            exclude: /node_modules/,
            use: [swcRule('js')],
            type: 'javascript/auto',
          },
          { test: /\.module\.css$/, type: 'css/module' },
          { test: /\.css$/, exclude: /\.module\.css$/, type: 'css' },
          {
            test: /\.(png|jpe?g|gif|webp|avif|svg|ico)$/i,
            type: 'asset',
            parser: { dataUrlCondition: { maxSize: 4096 } },
          },
          { test: /\.(woff2?|ttf|otf)$/i, type: 'asset/resource' },
        ],
      },
      plugins: [
        new rspack.DefinePlugin({
          'process.env.PETFOSTER_APP': JSON.stringify(name),
          // The remotes the host registers at run time (src/federation/remotes.ts), from the registry of apps.
          'process.env.PETFOSTER_REMOTES': JSON.stringify(REMOTE_NAMES.join(',')),
          // The routes, role and header entry that remotes declare in the registry (build/apps.js), for the shell.
          'process.env.PETFOSTER_REGISTRY_ROUTES': JSON.stringify(JSON.stringify(REGISTRY_ROUTES)),
        }),
        new rspack.HtmlRspackPlugin({
          filename: 'index.html',
          templateContent: isShell
            ? htmlTemplate('PetFoster', { preloadRemote: 'catalog', bootFrame: true })
            : htmlTemplate(`PetFoster · ${name}`),
          // Shell: in <head> (still deferred) so main.js is requested before the start-up chunk preloads below.
          inject: isShell ? 'head' : 'body',
          scriptLoading: 'defer',
          minify: isProd,
        }),
        isShell && isProd ? new StartupPreloadPlugin() : null,
        isProd ? new CompileHintsPlugin({ isShell, remoteEntry: REMOTE_ENTRY }) : null,
        isProd && APPS[name].firstView && !isShell ? new ExposedStylesheetsPlugin() : null,
        new ModuleFederationPlugin({
          name,
          filename: REMOTE_ENTRY,
          exposes: exposes || {},
          remotes: remotes || {},
          shared: sharedConfig(),
          shareStrategy: 'loaded-first',
          runtimePlugins: [path.join(platformRoot, 'src/federation/offline-remote-plugin.ts')],
          // Remotes are registered by remoteEntry.js URL, never by manifest snapshot: the runtime drops that code.
          experiments: {
            optimization: { disableSnapshot: true, target: 'web' },
            // Production: one copy of the federation runtime per page (the shell's) instead of one more in every
            // remoteEntry.js (-25 KB gzip per remote loaded). Dev servers keep their own so remotes run standalone.
            ...(isProd ? (isShell ? { provideExternalRuntime: true } : { externalRuntime: true }) : {}),
          },
          manifest: true,
          dts: false,
          dev: isProd
            ? false
            : { disableLiveReload: true, disableHotTypesReload: true, disableDynamicRemoteTypeHints: true },
        }),
        ...(isProd ? precompressed() : []),
      ].filter(Boolean),
      optimization: {
        minimize: isProd,
        // Async-only splitting: splitting initial chunks would put shared modules outside the remote entry's reach.
        // Shell: every shared library it provides in one 'vendors' chunk. It loads all of them at start-up anyway,
        // and as a dozen small chunks they cost a dozen requests, 6 at a time over HTTP/1.1 (measured: first
        // paint 2.33 -> 2.15 s in Lighthouse's mobile simulation). Remotes keep per-module fallback chunks: they
        // are only fetched when no app provided the module, and then only the missing one.
        splitChunks: isProd
          ? {
              chunks: 'async',
              minSize: 20000,
              cacheGroups: isShell
                ? {
                    startupVendors: {
                      test: (module) => {
                        const resource = module.resource || '';
                        return (
                          /[\\/](node_modules|packages[\\/](platform|contracts))[\\/]/.test(resource) &&
                          !LAZY_VENDOR.test(resource)
                        );
                      },
                      name: 'vendors',
                      chunks: 'async',
                      enforce: true,
                      priority: 10,
                    },
                  }
                : {},
            }
          : false,
        moduleIds: isProd ? 'deterministic' : 'named',
        chunkIds: isProd ? 'deterministic' : 'named',
      },
      performance: { hints: false },
      devServer: {
        port,
        host: 'localhost',
        hot: !isProd,
        historyApiFallback: isShell ? { disableDotRule: true, index: '/index.html' } : true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: devProxy(name),
        client: { overlay: { warnings: false, errors: true, runtimeErrors: false } },
        static: false,
      },
      stats: isProd ? 'errors-warnings' : 'minimal',
    };
  }
}

module.exports = { createRspackConfig, sharedConfig, deployedIdentityFile, APPS, SHARED_PACKAGES };
