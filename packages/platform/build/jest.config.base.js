'use strict';
/**
 * Jest for every front end: `module.exports = require('../packages/platform/build/jest.config.base.js').createJestConfig(__dirname);`
 * Sources of @petfoster/contracts and @petfoster/platform are used directly (no build needed): the packages' exports
 * maps name them under the '@petfoster/source' condition (see export-conditions.js).
 */
const path = require('node:path');
const { SOURCE_CONDITION } = require('./export-conditions');

const swcTransform = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

function createJestConfig(dirname, overrides = {}) {
  return {
    rootDir: dirname,
    displayName: path.basename(dirname),
    testEnvironment: path.join(__dirname, 'jest/jsdom-with-fetch.js'),
    // The packages' sources, and otherwise packages resolved as Node does, not as a browser: the fake network
    // (msw/node) is published for Node only.
    testEnvironmentOptions: { customExportConditions: [SOURCE_CONDITION] },
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    transform: { '^.+\\.(t|j)sx?$': swcTransform, '^.+\\.m?js$': swcTransform },
    // ky and some of the fake network's dependencies are published as ESM only: let swc turn them into CommonJS.
    transformIgnorePatterns: ['/node_modules/(?!(ky|rettime|until-async|@open-draft/deferred-promise)/)'],
    moduleNameMapper: {
      '\\.module\\.css$': 'identity-obj-proxy',
      '\\.css$': path.join(__dirname, 'jest/style-stub.js'),
      '\\.(png|jpe?g|gif|webp|avif|svg|ico)$': path.join(__dirname, 'jest/file-stub.js'),
      '^@module-federation/enhanced/runtime$': path.join(__dirname, 'jest/federation-runtime-mock.js'),
    },
    setupFilesAfterEnv: [path.join(__dirname, 'jest/setup.js')],
    clearMocks: true,
    restoreMocks: true,
    ...overrides,
  };
}

module.exports = { createJestConfig };
