require('@testing-library/jest-dom');

// Every test file runs against the fake network (packages/platform/src/test-utils/network.ts): its requests are
// answered by endpoint of the contract, and once a file answers one a request no endpoint answers fails the test.
require('../../src/test-utils/network').startFakeNetwork();
// An answer from the fake network takes a few turns of the event loop, not a microtask as a mocked module did: on a
// busy machine findBy*/waitFor need more than their default second.
require('@testing-library/react').configure({ asyncUtilTimeout: 4000 });

// What create-rspack-config.js's DefinePlugin writes into the builds: the remotes of the registry of apps.
process.env.PETFOSTER_REMOTES = require('../apps').REMOTE_NAMES.join(',');
process.env.PETFOSTER_REGISTRY_ROUTES = JSON.stringify(require('../apps').REGISTRY_ROUTES);

// jsdom implements neither; screens and the shell call them.
if (typeof window !== 'undefined') {
  Object.defineProperty(window, 'scrollTo', { value: () => {}, writable: true });
  if (!window.matchMedia) {
    window.matchMedia = (query) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    });
  }
}

afterEach(() => {
  if (typeof window !== 'undefined') window.localStorage.clear();
});
