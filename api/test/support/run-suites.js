#!/usr/bin/env node
/**
 * Runs the API suite on embedded SQLite, then on MariaDB when it answers (ARCHITECTURE 5).
 * Extra arguments go to Jest (e.g. a file pattern). With CI=true a silent MariaDB is a failure, not a skip.
 */
const { spawnSync } = require('node:child_process');
const path = require('node:path');

const apiDir = path.resolve(__dirname, '..', '..');
const jestBin = require.resolve('jest/bin/jest', { paths: [apiDir] });
const mariadbUrl = process.env.TEST_MARIADB_URL || 'mysql://root@127.0.0.1:3306';
const extraArgs = process.argv.slice(2);

async function mariadbAnswers() {
  let mysql;
  try {
    mysql = require('mysql2/promise');
  } catch {
    return false;
  }
  try {
    const conn = await mysql.createConnection({ uri: mariadbUrl, connectTimeout: 3000 });
    await conn.query('SELECT 1');
    await conn.end();
    return true;
  } catch {
    return false;
  }
}

function runJest(db) {
  console.log(`\n=== API tests on ${db} ===\n`);
  const result = spawnSync(process.execPath, [jestBin, '-c', path.join(apiDir, 'jest.config.js'), ...extraArgs], {
    cwd: apiDir,
    stdio: 'inherit',
    env: { ...process.env, TEST_DB: db },
  });
  return result.status === 0;
}

/**
 * The API's build first: some suites run what operators run, the built files (the admin:create command,
 * docs/administration.md), and a clean clone has none. Always rebuilt, so that no suite reads a stale build.
 */
function buildApi() {
  console.log('\n=== API build (tsc) ===\n');
  const tsc = require.resolve('typescript/bin/tsc', { paths: [apiDir] });
  const result = spawnSync(process.execPath, [tsc, '-p', path.join(apiDir, 'tsconfig.build.json')], {
    cwd: apiDir,
    stdio: 'inherit',
  });
  return result.status === 0;
}

(async () => {
  if (!buildApi()) process.exit(1);
  const results = [];
  results.push(['sqlite', runJest('sqlite')]);
  if (await mariadbAnswers()) {
    results.push(['mariadb', runJest('mariadb')]);
  } else if (process.env.CI === 'true') {
    console.error(`\nMariaDB does not answer at ${mariadbUrl} and CI=true: failing instead of skipping.`);
    results.push(['mariadb', false]);
  } else {
    console.log(`\nMariaDB does not answer at ${mariadbUrl}: MariaDB run SKIPPED.`);
  }
  console.log('\n=== API test summary ===');
  for (const [db, ok] of results) console.log(`${db.padEnd(8)} ${ok ? 'passed' : 'FAILED'}`);
  process.exit(results.every(([, ok]) => ok) ? 0 : 1);
})();
