/**
 * API tests: black-box e2e suites (test/**\/*.e2e-spec.ts) against an in-process app, plus unit specs in src.
 * TEST_DB picks the database (sqlite | mariadb); test/support/run-suites.js runs both.
 */
const swcOptions = (parser) => ({
  jsc: {
    parser,
    // NestJS dependency injection reads constructor parameter types emitted as metadata.
    transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
    target: 'es2022',
    keepClassNames: true,
  },
  module: { type: 'commonjs' },
  sourceMaps: 'inline',
});

module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/**/*.e2e-spec.ts', '<rootDir>/src/**/*.spec.ts'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', swcOptions({ syntax: 'typescript', decorators: true })],
    // Mail templates (api/src/mail/templates) are React components rendered by react-email.
    '^.+\\.tsx$': ['@swc/jest', swcOptions({ syntax: 'typescript', decorators: true, tsx: true })],
    // @react-email/render loads react-dom/server with a dynamic import(), which Node runs in CommonJS but Jest's vm
    // only with --experimental-vm-modules: swc compiles that one file's import() to require() for the tests.
    '@react-email/render/.+\\.cjs$': ['@swc/jest', swcOptions({ syntax: 'ecmascript' })],
  },
  transformIgnorePatterns: ['/node_modules/(?!@react-email/render/)'],
  // @petfoster/contracts from its sources in tests (its exports map's '@petfoster/source' condition), dist at run time.
  testEnvironmentOptions: { customExportConditions: ['@petfoster/source', 'node', 'node-addons'] },
  // argon2 hashing and image processing make single tests slow on a shared 2-core machine.
  testTimeout: 30000,
  maxWorkers: 1,
  // One worker runs the ~90 files in turn; each file boots its own Nest app, and what the module registries keep
  // grows the heap past 2.5 GB by the end, where every full collection takes seconds. A worker that grows past this
  // is replaced between files (docs/architecture.md#api-tests).
  workerIdleMemoryLimit: '1GB',
};
