module.exports = async function globalTeardown() {
  const topology = globalThis.__PETFOSTER_E2E__;
  if (topology) await topology.stop();
};
