/*
 * Faults and load (docs/security.md): private MariaDB outages, instances killed behind the gateway, SIGTERM under load,
 * 200 connections for 30 s. Each file starts what it needs (its own mariadbd, API processes, nginx) and stops it.
 *   npx jest -c e2e/resilience/jest.config.js
 */
module.exports = {
  displayName: 'resilience',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.resilience.js'],
  globalSetup: '<rootDir>/support/global-setup.js',
  // Generous: these bound hangs, they do not measure speed.
  testTimeout: 180_000,
  maxWorkers: 1,
  // Plain CommonJS: nothing to transform.
  transform: {},
};
