const { startMailbox } = require('./mailbox');
const { startTopology } = require('./topology');

module.exports = async function globalSetup() {
  const started = Date.now();
  // Mails (docs/mail.md) go to a real SMTP server; the journeys read them from the folder it writes.
  const mailbox = await startMailbox();
  process.env.E2E_MAIL_DIR = mailbox.dir;
  let topology;
  try {
    topology = await startTopology({ SMTP_URL: mailbox.url });
  } catch (error) {
    await mailbox.stop();
    throw error;
  }
  globalThis.__PETFOSTER_E2E_MAILBOX__ = mailbox;
  // Jest runs globalSetup and globalTeardown in the same process: the handle travels on globalThis.
  globalThis.__PETFOSTER_E2E__ = topology;
  // Test files read the address from the environment, which workers inherit.
  process.env.E2E_BASE_URL = topology.url;
  // The journeys' set-up marks associations verified there (api.js), as the administrators' approval would.
  if (topology.databaseUrl) process.env.E2E_DATABASE_URL = topology.databaseUrl;
  console.log(`\n[e2e] ${topology.target} topology at ${topology.url} (ready in ${Date.now() - started} ms)`);
};
