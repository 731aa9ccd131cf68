#!/usr/bin/env node
'use strict';
/*
 * The parts of the deploy files written from a single source they cannot read themselves: the lists of front ends
 * in nginx.conf and docker-compose.yml (from the registry of apps, packages/platform/apps.json), the security
 * headers of the nginx gateway (from deploy/security-headers.json, which the Node server reads too) and the shell's
 * pages (pageRoutes of packages/contracts/src/paths.ts, which the Node server and the shell use too). Each part sits
 * between two marker comments
 *   # BEGIN <section> (generated: node scripts/lib/deploy-files.js)
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
const SOURCE = 'generated: node scripts/lib/deploy-files.js';
const SECURITY_HEADERS = JSON.parse(fs.readFileSync(path.join(ROOT, 'deploy', 'security-headers.json'), 'utf8'));
const TOKEN_LINK_PAGES = JSON.parse(fs.readFileSync(path.join(ROOT, 'deploy', 'token-link-pages.json'), 'utf8'));

/**
 * @petfoster/contracts/paths, read from the source its exports map names (it imports nothing): its types dropped by
 * TypeScript, the rest run as it is, so no build is needed first.
 */
function loadPaths() {
  const ts = require('typescript');
  const manifest = require.resolve('@petfoster/contracts/package.json');
  const file = path.join(path.dirname(manifest), require(manifest).exports['./paths']['@petfoster/source']);
  const { outputText } = ts.transpileModule(fs.readFileSync(file, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
    fileName: file,
  });
  const module = { exports: {} };
  new Function('module', 'exports', outputText)(module, module.exports);
  return module.exports;
}

/**
 * The workspace folders of the root package.json, its patterns ('mfe-*') expanded: what npm ci needs the manifests
 * of, in every image that installs from the one lockfile.
 */
function workspaceDirs() {
  const { workspaces } = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  return workspaces.flatMap((pattern) => {
    if (!pattern.includes('*')) return [pattern];
    const parent = path.posix.dirname(pattern);
    const match = new RegExp(`^${path.posix.basename(pattern).split('*').map(escapeRegExp).join('.*')}$`);
    return fs
      .readdirSync(path.join(ROOT, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && match.test(entry.name))
      .filter((entry) => fs.existsSync(path.join(ROOT, parent, entry.name, 'package.json')))
      .map((entry) => path.posix.join(parent, entry.name))
      .sort();
  });
}

const manifestCopies = () =>
  workspaceDirs()
    .map((dir) => `COPY ${dir}/package.json ${dir}/`)
    .join('\n');

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
  'deploy/nginx/security-headers.conf': {
    // Referrer-Policy through the map of http-common.conf: the token pages of mail links send their own.
    'security headers': () =>
      Object.entries(SECURITY_HEADERS)
        .map(([name, value]) =>
          name === 'Referrer-Policy'
            ? `add_header ${name} $petfoster_referrer_policy always;`
            : `add_header ${name} "${value}" always;`,
        )
        .join('\n'),
  },
  'deploy/nginx/http-common.conf': {
    'referrer policy': () =>
      [
        'map $request_uri $petfoster_referrer_policy {',
        `    default "${SECURITY_HEADERS['Referrer-Policy']}";`,
        ...TOKEN_LINK_PAGES.paths.map(
          (page) =>
            `    "~^${page.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\?|$)" "${TOKEN_LINK_PAGES['Referrer-Policy']}";`,
        ),
        '}',
      ].join('\n'),
  },
  'deploy/nginx/shell-locations.conf': {
    // One regular expression: each pattern of pageRoutes without its anchors, in one location.
    'page routes': () => {
      const { pageRoutes, routePatternSource } = loadPaths();
      const alternatives = pageRoutes.map((route) => routePatternSource(route).replace(/^\^|\$$/g, ''));
      return [
        `location ~ "^(?:${alternatives.join('|')})$" {`,
        '    include petfoster/static-files.conf;',
        '    try_files $uri /index.html;',
        '}',
      ].join('\n');
    },
  },
  'deploy/nginx/api-upstream.conf': {
    'hidden API security headers': () =>
      Object.keys(SECURITY_HEADERS)
        .map((name) => `proxy_hide_header ${name};`)
        .join('\n'),
  },
  'deploy/frontend.Dockerfile': { 'workspace manifests': manifestCopies },
  'api/Dockerfile': { 'workspace manifests': manifestCopies },
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
    const pattern = new RegExp(
      `^([ \\t]*)# BEGIN ${escapeRegExp(section)} \\(.*\\)\\n[\\s\\S]*?^[ \\t]*# END ${escapeRegExp(section)}$`,
      'm',
    );
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
      console.error(`not generated from their sources: ${stale.join(', ')}. Run node scripts/lib/deploy-files.js`);
      process.exit(1);
    }
    console.log(
      'the deploy files match packages/platform/apps.json, deploy/security-headers.json, token-link-pages.json and the shell pages of @petfoster/contracts/paths',
    );
  } else {
    const written = writeDeployFiles();
    console.log(written.length ? `rewrote ${written.join(', ')}` : 'nothing to rewrite');
  }
}

module.exports = { render, staleDeployFiles, workspaceDirs, writeDeployFiles };
