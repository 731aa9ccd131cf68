'use strict';
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..', '..', '..');

/** The tests run the built API as production does; build it once when it is missing (RESILIENCE_BUILD=true forces it). */
module.exports = async () => {
  const missing =
    !fs.existsSync(path.join(ROOT, 'api', 'dist', 'main.js')) ||
    !fs.existsSync(path.join(ROOT, 'packages', 'contracts', 'dist', 'index.js'));
  if (!missing && process.env.RESILIENCE_BUILD !== 'true') return;
  for (const workspace of ['@petfoster/contracts', 'api']) {
    const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: ROOT, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`npm run build -w ${workspace} failed`);
  }
};
