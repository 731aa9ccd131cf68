#!/usr/bin/env node
'use strict';
/*
 * The parts of nginx.conf and docker-compose.yml that list the front ends, generated from the registry of apps
 * (packages/platform/apps.json): those files cannot read it, so each list sits between two marker comments
 *   # BEGIN <section> (generated from packages/platform/apps.json: node scripts/lib/deploy-files.js)
 *   # END <section>
 * and is rewritten here. Adding a front end = its entry in the registry, then:
 *
 *   node scripts/lib/deploy-files.js           # rewrites the sections
 *   node scripts/lib/deploy-files.js --check   # exit 1 when a section differs (run by scripts/lib/gateway.test.js)
 *
 * Everything outside the markers is hand-written and left alone.
 */
const fs = require('node:fs');
const path = require('node:path');
const { APPS, APP_NAMES, REMOTE_NAMES, SHELL } = require('../../packages/platform/build/apps');

const ROOT = path.resolve(__dirname, '..', '..');
const SOURCE = 'generated from packages/platform/apps.json: node scripts/lib/deploy-files.js';

/** nginx upstream names cannot hold '-': mfe-catalog -> mfe_catalog. */
const upstreamName = (name) => APPS[name].dir.replace(/-/g, '_');

const blocks = (list) => list.map((lines) => lines.join('\n')).join('\n\n');

/** section name -> generated lines, per file. The compose service is named after the app's folder. */
const SECTIONS = {
  'nginx.conf': {
    'front-end upstreams': () =>
      blocks(
        APP_NAMES.map((name) => [
          `upstream ${upstreamName(name)} {`,
          `    zone ${upstreamName(name)} 64k;`,
          `    server ${APPS[name].dir}:80 resolve;`,
          '    keepalive 8;',
          '}',
        ]),
      ),
    'remote locations': () =>
      blocks(
        REMOTE_NAMES.map((name) => [
          `location ^~ /mfe/${name}/ {`,
          `    proxy_pass http://${upstreamName(name)}/;`,
          '    include petfoster/frontend-proxy.conf;',
          '}',
        ]),
      ),
  },
  'docker-compose.yml': {
    'front-end services': () =>
      blocks(
        APP_NAMES.map((name) => [
          `${APPS[name].dir}:`,
          '  <<: *frontend',
          '  build:',
          '    <<: *frontend-build',
          '    args:',
          `      APP: ${APPS[name].dir}`,
          ...(name === SHELL ? ['      LOCATIONS: shell'] : []),
        ]),
      ),
    'gateway waits for the front ends': () =>
      APP_NAMES.map((name) => [`${APPS[name].dir}:`, '  condition: service_healthy'].join('\n')).join('\n'),
  },
};

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The file's text with every section regenerated; throws when a marker is missing. */
function render(file, text) {
  let result = text;
  for (const [section, generate] of Object.entries(SECTIONS[file])) {
    const pattern = new RegExp(`^([ \\t]*)# BEGIN ${escapeRegExp(section)} \\(.*\\)\\n[\\s\\S]*?^[ \\t]*# END ${escapeRegExp(section)}$`, 'm');
    const match = pattern.exec(result);
    if (!match) throw new Error(`${file}: no "# BEGIN ${section} (...)" ... "# END ${section}" markers`);
    const indent = match[1];
    const body = generate()
      .split('\n')
      .map((line) => (line ? indent + line : line))
      .join('\n');
    const replacement = `${indent}# BEGIN ${section} (${SOURCE})\n${body}\n${indent}# END ${section}`;
    result = result.slice(0, match.index) + replacement + result.slice(match.index + match[0].length);
  }
  return result;
}

/** Files whose generated sections are not what the registry gives (relative paths). */
function staleDeployFiles() {
  return Object.keys(SECTIONS).filter((file) => {
    const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
    return render(file, text) !== text;
  });
}

function writeDeployFiles() {
  const written = [];
  for (const file of Object.keys(SECTIONS)) {
    const full = path.join(ROOT, file);
    const text = fs.readFileSync(full, 'utf8');
    const next = render(file, text);
    if (next !== text) {
      fs.writeFileSync(full, next);
      written.push(file);
    }
  }
  return written;
}

if (require.main === module) {
  if (process.argv.includes('--check')) {
    const stale = staleDeployFiles();
    if (stale.length) {
      console.error(`not generated from packages/platform/apps.json: ${stale.join(', ')}. Run node scripts/lib/deploy-files.js`);
      process.exit(1);
    }
    console.log('nginx.conf and docker-compose.yml list the front ends of packages/platform/apps.json');
  } else {
    const written = writeDeployFiles();
    console.log(written.length ? `rewrote ${written.join(', ')}` : 'nothing to rewrite');
  }
}

module.exports = { render, staleDeployFiles, writeDeployFiles };
