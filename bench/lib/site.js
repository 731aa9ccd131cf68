'use strict';
/*
 * The site the page benchmarks measure: through the nginx gateway (scripts/lib/gateway.js, the production
 * topology) when it is available, otherwise the single `npm start` process. Demo data is seeded either way.
 */
const fs = require('node:fs');
const path = require('node:path');
const { startApi, ROOT } = require('./process');

const GATEWAY = path.join(ROOT, 'scripts/lib/gateway.js');
const WEB_DATABASE_URL = 'mysql://root@127.0.0.1:3306/petfoster_bench_web';
/** The signed-in pages' accounts (bench/signed-in.js) register and log in a dozen times from this one address. */
const SITE_API_ENV = { THROTTLE_LOGIN_PER_IP: '1000', THROTTLE_REGISTRATION_PER_IP: '1000' };

async function startSite({ prefer = 'gateway', log = () => undefined } = {}) {
  if (prefer === 'gateway' && fs.existsSync(GATEWAY)) {
    const { startGateway } = require(GATEWAY);
    process.env.GATEWAY_QUIET = process.env.GATEWAY_QUIET || 'true';
    try {
      const gateway = await startGateway({
        port: 0,
        apiInstances: 1,
        databaseUrl: WEB_DATABASE_URL,
        fresh: true,
        seedDemo: true,
        build: 'if-missing',
        dropDatabaseOnStop: true,
        apiEnv: SITE_API_ENV,
      });
      return {
        url: gateway.url,
        via: 'nginx gateway (scripts/lib/gateway.js), 1 API instance on MariaDB',
        stop: () => gateway.stop(),
      };
    } catch (error) {
      log(`[site] gateway unavailable (${error.message.split('\n')[0]}); falling back to the single process`);
    }
  }
  return startSingleProcess({
    webRoot: ROOT,
    via: 'single process (node api/dist/main.js serving the built front ends), SQLite',
  });
}

/** The API serving a web root on a fresh SQLite database with the demo data (also used for the single bundle). */
async function startSingleProcess({ webRoot, via }) {
  fs.mkdirSync(path.join(ROOT, 'data/bench'), { recursive: true });
  const dir = fs.mkdtempSync(path.join(ROOT, 'data/bench/site-'));
  const api = await startApi({
    databaseUrl: `sqlite:${path.join(dir, 'site.sqlite')}`,
    seedDemo: true,
    webRoot,
    uploadDir: path.join(dir, 'uploads'),
    extraEnv: SITE_API_ENV,
  });
  return {
    url: api.url,
    via,
    stop: async () => {
      await api.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

module.exports = { startSite, startSingleProcess };
