// One lint gate for the monorepo (npm run lint, run by npm test). Formatting is Prettier's job, not ESLint's.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';

const root = path.dirname(fileURLToPath(import.meta.url));
// The front ends come from the one registry of apps.
const apps = JSON.parse(fs.readFileSync(path.join(root, 'packages/platform/apps.json'), 'utf8'));
const frontEnds = Object.values(apps).map((app) => app.dir);
const { PLATFORM_ONLY_PACKAGES } = createRequire(import.meta.url)('./packages/platform/build/apps.js');
const remotes = frontEnds.filter((dir) => dir !== apps.shell.dir);

/** A remote never imports another remote or the shell, and the shell no remote: they meet only through federation. */
const appBoundaries = frontEnds.map((app) => ({
  target: `./${app}`,
  from: frontEnds.filter((other) => other !== app).map((other) => `./${other}`),
  message: 'A front end never imports another one: share through @petfoster/platform or federation.',
}));

/** Shared packages and the API depend on no front end. */
const layerBoundaries = [
  {
    target: './packages',
    from: [...frontEnds.map((app) => `./${app}`), './api'],
    message: 'Shared packages import no app.',
  },
  { target: './api', from: frontEnds.map((app) => `./${app}`), message: 'The API imports no front end.' },
];

/**
 * Inside a remote, a feature reaches another feature only through that feature's index.ts (its public file), and
 * never a page (pages compose features, not the other way round).
 */
const featureBoundaries = remotes.flatMap((remote) => {
  const featuresDir = path.join(root, remote, 'src', 'features');
  if (!fs.existsSync(featuresDir)) return [];
  const features = fs
    .readdirSync(featuresDir)
    .filter((name) => fs.statSync(path.join(featuresDir, name)).isDirectory());
  return features.flatMap((feature) => [
    ...features
      .filter((other) => other !== feature)
      .map((other) => ({
        target: `./${remote}/src/features/${feature}`,
        from: `./${remote}/src/features/${other}`,
        except: ['./index.ts'],
        message: `Import the '${other}' feature through its index.ts.`,
      })),
    {
      target: `./${remote}/src/features/${feature}`,
      from: `./${remote}/src/pages`,
      message: 'A feature never imports a page.',
    },
  ]);
});

/**
 * A package is imported through its package.json "exports" (@petfoster/platform, @petfoster/platform/screens,
 * @petfoster/contracts/schemas...), never by its src/ or dist/ files: those are its internals, and which of the two
 * a consumer gets (sources in the bundler, Jest and TypeScript, dist in Node) is the exports map's decision.
 */
const packageInternals = {
  regex: '^(@petfoster/[^/]+|(\\.\\./)+packages/[^/]+)/(src|dist)(/|$)',
  message: 'Import the package\'s entry named in its package.json "exports" (add one there if needed).',
};

/** The same rule for require(), import(), jest.mock() and path.join() arguments, which no-restricted-imports misses. */
const packageInternalsPattern = '/(@petfoster|packages)[/\\\\](contracts|platform)[/\\\\](src|dist)\\b/';
const packageInternalsInCalls = ['CallExpression > Literal.arguments', 'ImportExpression > Literal.source'].map(
  (selector) => ({ selector: `${selector}[value=${packageInternalsPattern}]`, message: packageInternals.message }),
);

/**
 * The API's folders in dependency order (docs/architecture.md): each layer imports only the layers under it. A feature
 * reaches another feature only through its module or service files (its public face), never its other files.
 */
const apiSource = './api/src';
const apiDirs = fs
  .readdirSync(path.join(root, apiSource))
  .filter((name) => fs.statSync(path.join(root, apiSource, name)).isDirectory());
const apiLayers = [
  ['config', 'data-model'],
  ['database', 'presenters'],
  ['common', 'access', 'consents'],
  [
    'redis',
    'metrics',
    'scheduler',
    'images',
    'private-files',
    'geo',
    'mail',
    'auth',
    'idempotency',
    'activity',
    'admin',
    'events',
    'conversation-store',
    'moderation',
  ],
  [
    'account',
    'animals',
    'associations',
    'families',
    'invitations',
    'requests',
    'team',
    'placements',
    'news',
    'conversations',
    'favourites',
    'urgent-appeals',
    'saved-searches',
    'health-records',
    'vet-authorisations',
    'expenses',
    'retention',
    'public-api',
  ],
];
const apiFeatures = apiLayers[apiLayers.length - 1];
const unplaced = apiDirs.filter((dir) => !apiLayers.flat().includes(dir));
/** What stands above a layer: the higher layers, the folders on top (web, first-view, health, demo-seed) and the entry files. */
const apiAbove = (index) => [
  ...apiLayers
    .slice(index + 1)
    .flat()
    .map((dir) => `${apiSource}/${dir}/**`),
  ...unplaced.map((dir) => `${apiSource}/${dir}/**`),
  `${apiSource}/*.ts`,
];
const apiBoundaries = [
  ...apiLayers.flatMap((layer, index) =>
    layer.map((dir) => ({
      target: `${apiSource}/${dir}`,
      from: apiAbove(index),
      message: `'${dir}' imports no layer above its own (docs/architecture.md).`,
    })),
  ),
  ...apiFeatures.flatMap((feature) =>
    apiFeatures
      .filter((other) => other !== feature)
      .map((other) => ({
        target: `${apiSource}/${feature}`,
        from: [`${apiSource}/${other}/**`],
        except: [path.join(root, apiSource, other, '*.module.ts'), path.join(root, apiSource, other, '*.service.ts')],
        message: `Import the '${other}' feature through its module or service; shared code goes to a lower layer.`,
      })),
  ),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/*.version-skew-today/**',
      '**/coverage/**',
      '**/.rspack-cache/**',
      '.gateway/**',
      'data/**',
      'e2e/artifacts/**',
      'bench/results/**',
      'bench/single-bundle/dist/**',
      'packages/contracts/src/common-passwords/list.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    // Relative imports resolved to files, so the boundaries below compare real paths.
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs'] })],
    },
    rules: {
      'no-restricted-imports': ['error', { patterns: [packageInternals] }],
      'no-restricted-syntax': ['error', ...packageInternalsInCalls],
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: [...appBoundaries, ...layerBoundaries, ...featureBoundaries, ...apiBoundaries] },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    files: frontEnds.flatMap((app) => [`${app}/src/**/*.{ts,tsx}`]).concat(['packages/platform/src/**/*.{ts,tsx}']),
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The query cache and the stores live inside the platform singleton, not shared on their own (apps.js): a front
    // end that imported them would get a second copy, with its own React context.
    files: frontEnds.map((app) => `${app}/src/**/*.{ts,tsx}`),
    ignores: ['**/*.test.{ts,tsx}', '**/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: PLATFORM_ONLY_PACKAGES.map((name) => ({
            name,
            message: 'Use what @petfoster/platform exports (useQuery, useSession...): this library lives inside it.',
          })),
          // This block replaces the rule's options of the block above for these files: its pattern again.
          patterns: [packageInternals],
        },
      ],
    },
  },
  {
    // The remotes that use the screens bundle ask the access policy they were built with (its sessionCan), not the
    // shell's: an older shell's policy knows none of a newer remote's actions (docs/operations/releases.md#shared-platform).
    // The catalogue keeps the singleton's: it loads no screens bundle at start-up and asks only long-standing actions.
    // Every remote of the registry but the catalogue.
    files: remotes.filter((dir) => dir !== apps.catalog.dir).map((dir) => `${dir}/src/**/*.{ts,tsx}`),
    ignores: ['**/*.test.{ts,tsx}', '**/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...PLATFORM_ONLY_PACKAGES.map((name) => ({
              name,
              message: 'Use what @petfoster/platform exports (useQuery, useSession...): this library lives inside it.',
            })),
            {
              name: '@petfoster/platform',
              importNames: ['sessionCan'],
              message: "Import sessionCan from '@petfoster/platform/screens': it applies this front end's own policy.",
            },
          ],
          patterns: [packageInternals],
        },
      ],
    },
  },
  {
    // Node code: the API, scripts, build config, benchmarks and browser journeys (which run in Node).
    files: ['api/**/*.{ts,tsx}', '**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.{js,cjs}'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: [
      '**/*.{test,spec}.{ts,tsx}',
      '**/*.e2e-spec.ts',
      '**/test/**',
      '**/test-utils/**',
      'e2e/**',
      '**/jest.*.js',
      '**/jest.config.js',
      'packages/platform/build/jest/**',
    ],
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
  },
  {
    // Browser journeys, Lighthouse runs and the jsdom set-up hand functions to the page: they run there.
    // Only the names they use: the whole browser set would shadow common names (name, open) in the Node code around.
    files: ['e2e/**', 'bench/**/*.js', 'scripts/lib/*.test.js', 'packages/platform/build/jest/**'],
    languageOptions: {
      globals: {
        window: 'readonly',
        document: 'readonly',
        NodeFilter: 'readonly',
        requestAnimationFrame: 'readonly',
        getComputedStyle: 'readonly',
      },
    },
  },
);
