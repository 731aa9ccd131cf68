module.exports = async function globalTeardown() {
  const topology = globalThis.__PETFOSTER_E2E__;
  try {
    if (topology) await topology.stop();
  } finally {
    await globalThis.__PETFOSTER_E2E_MAILBOX__?.stop();
  }
};
