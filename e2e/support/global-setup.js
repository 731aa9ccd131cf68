const { startTopology } = require('./topology');

module.exports = async function globalSetup() {
  const started = Date.now();
  const topology = await startTopology();
  // Jest runs globalSetup and globalTeardown in the same process: the handle travels on globalThis.
  globalThis.__PETFOSTER_E2E__ = topology;
  // Test files read the address from the environment, which workers inherit.
  process.env.E2E_BASE_URL = topology.url;
  console.log(`\n[e2e] ${topology.target} topology at ${topology.url} (ready in ${Date.now() - started} ms)`);
};
