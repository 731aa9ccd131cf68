/** End-to-end journeys in real Chromium against a started topology (see support/topology.js). */
module.exports = {
  displayName: 'e2e',
  rootDir: __dirname,
  testEnvironment: '<rootDir>/support/environment.js',
  setupFilesAfterEnv: ['<rootDir>/support/capture-failures.js'],
  testMatch: ['<rootDir>/journeys/**/*.e2e.js'],
  globalSetup: '<rootDir>/support/global-setup.js',
  globalTeardown: '<rootDir>/support/global-teardown.js',
  testSequencer: '<rootDir>/support/sequencer.js',
  testTimeout: 60_000,
  maxWorkers: 1,
  // Plain CommonJS: nothing to transform, which keeps start-up short.
  transform: {},
};
