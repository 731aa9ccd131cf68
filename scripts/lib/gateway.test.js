'use strict';
/*
 * The gateway's contract (ARCHITECTURE 4, docs/decisions/gateway.md), through real nginx in front of two API instances on MariaDB:
 * routing, cache and security headers, gzip, body limit, failover when an instance dies, and the page rendering
 * in Chromium under the CSP. The same HTTP checks run against both gateways: the local one (`npm run gateway`)
 * and the production files (nginx.conf + the front-end containers' frontend.nginx.conf) in their compose roles,
 * emulated with local nginx processes (compose-emulation.js).
 *
 *   node --test scripts/lib/
 *
 * Needs nginx (apt-get install -y nginx) and MariaDB/MySQL on 127.0.0.1:3306 (root, no password), or
 * GATEWAY_TEST_DATABASE_URL; builds what is missing. Chromium (/usr/bin/chromium or CHROMIUM_PATH) for one check.
 */
const assert = require('node:assert/strict');
const { randomUUID } = require('node:crypto');
const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');
const { after, before, describe, test } = require('node:test');
const { startComposeEmulation } = require('./compose-emulation');
const { renderConfig, startGateway, ROOT } = require('./gateway');
const { brotliStaticAvailable, INSTALL_HINT } = require('./nginx-brotli');
const { freePort } = require('./processes');
const { render: renderDeployFile, staleDeployFiles, workspaceDirs } = require('./deploy-files');
const { APPS, APP_NAMES, REMOTE_NAMES, SHELL } = require('../../packages/platform/build/apps');

const DATABASE_URL = process.env.GATEWAY_TEST_DATABASE_URL || 'mysql://root@127.0.0.1:3306/petfoster_gateway_test';
const REMOTES = REMOTE_NAMES;
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';

/** Raw HTTP (no automatic decompression, so Content-Encoding is what nginx sent). */
function request(baseUrl, pathname, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(new URL(pathname, baseUrl), { method, headers, agent: false }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        const buffer = Buffer.concat(chunks);
        resolve({ status: res.statusCode, headers: res.headers, buffer, text: buffer.toString('utf8') });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

function hashedFile(dir, pattern) {
  const name = fs.readdirSync(path.join(ROOT, dir)).find((file) => pattern.test(file));
  assert.ok(name, `no file matching ${pattern} in ${dir}`);
  return name;
}

function assertSecurityHeaders(response, what) {
  const csp = response.headers['content-security-policy'];
  assert.ok(csp, `${what}: no Content-Security-Policy`);
  const scriptSrc = csp
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('script-src'));
  assert.equal(scriptSrc, "script-src 'self'", `${what}: script-src must be 'self' only`);
  assert.match(csp, /frame-ancestors 'none'/);
  assert.match(csp, /object-src 'none'/);
  assert.equal(response.headers['x-content-type-options'], 'nosniff', `${what}: one nosniff header`);
  assert.equal(response.headers['x-frame-options'], 'DENY');
  assert.equal(response.headers['referrer-policy'], 'strict-origin-when-cross-origin');
  assert.ok(response.headers['permissions-policy'], `${what}: no Permissions-Policy`);
}

describe('configuration files', () => {
  const production = fs.readFileSync(path.join(ROOT, 'nginx.conf'), 'utf8');
  // The template rendered as `npm run gateway` does (its remote locations come from the registry of apps).
  const local = renderConfig({
    listen: '127.0.0.1:8080',
    apiPorts: [3001, 3002],
    prefix: '/tmp/prefix',
    logDir: '/tmp/logs',
    mimeTypes: 'mime.types',
  });

  test('both gateways route every remote, keep one copy of the shared directives and never retry writes', () => {
    for (const conf of [production, local]) {
      for (const remote of REMOTES) assert.match(conf, new RegExp(`location \\^~ /mfe/${remote}/ \\{`));
      for (const shared of ['http-common.conf', 'security-headers.conf', 'errors.conf', 'api-locations.conf']) {
        assert.match(conf, new RegExp(`include petfoster/${shared.replace('.', '\\.')};`));
      }
      assert.doesNotMatch(conf, /add_header/, 'headers belong in deploy/nginx/*.conf, included by both gateways');
    }
    const shared = fs
      .readdirSync(path.join(ROOT, 'deploy/nginx'))
      .map((file) => fs.readFileSync(path.join(ROOT, 'deploy/nginx', file), 'utf8'));
    assert.ok(shared.every((text) => !/non_idempotent/.test(text.replace(/#.*$/gm, ''))));
  });

  test('docker-compose.yml: MySQL with volume and health check, API replicas after migrations, one container per front end, the gateway', (t) => {
    let yaml;
    try {
      yaml = require('js-yaml');
    } catch {
      t.skip('js-yaml is not installed');
      return;
    }
    const compose = (yaml.load || yaml.safeLoad)(fs.readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8'));
    const { services, volumes } = compose;
    assert.deepEqual(Object.keys(volumes).sort(), ['mysql-data', 'uploads']);
    assert.match(services.mysql.image, /^mysql:8/);
    assert.ok(services.mysql.volumes.includes('mysql-data:/var/lib/mysql'));
    assert.ok(services.mysql.healthcheck.test.join(' ').includes('mysqladmin ping'));
    for (const name of ['api', 'api-init']) {
      const env = services[name].environment;
      assert.equal(services[name].build.dockerfile, 'api/Dockerfile');
      assert.match(env.JWT_SECRET, /^\$\{JWT_SECRET:\?/, `${name}: JWT_SECRET must come from the environment`);
      assert.match(env.DATABASE_URL, /^mysql:\/\/.*@mysql:3306\//);
      assert.equal(env.NODE_ENV, 'production');
      assert.ok(services[name].volumes.includes('uploads:/data/uploads'));
      // The gateway's X-Forwarded-For is trusted from the compose network only (docs/security.md#second-pass).
      assert.equal(
        env.TRUST_PROXY,
        '${COMPOSE_SUBNET:-172.28.0.0/24}',
        `${name}: TRUST_PROXY names the compose network`,
      );
    }
    assert.equal(compose.networks.default.ipam.config[0].subnet, '${COMPOSE_SUBNET:-172.28.0.0/24}');
    assert.ok(services.api.deploy.replicas, 'several API instances');
    assert.equal(services.api.depends_on['api-init'].condition, 'service_completed_successfully');
    assert.equal(services.api.environment.SEED_DEMO, 'false', 'only api-init seeds');
    const nginxConf = fs.readFileSync(path.join(ROOT, 'nginx.conf'), 'utf8');
    for (const name of APP_NAMES) {
      const dir = APPS[name].dir;
      assert.equal(services[dir].build.dockerfile, 'deploy/frontend.Dockerfile', dir);
      assert.equal(services[dir].build.context, '.');
      assert.deepEqual(
        services[dir].build.args,
        name === SHELL ? { APP: dir, LOCATIONS: 'shell' } : { APP: dir },
        `${dir}: build arguments`,
      );
      assert.equal(services[dir].ports, undefined, `${dir} is reached through the gateway only`);
      assert.match(nginxConf, new RegExp(`server ${dir}:80 `), `nginx.conf reaches the ${dir} service`);
      assert.equal(
        services.gateway.depends_on[dir].condition,
        'service_healthy',
        `the gateway's first start waits for ${dir}`,
      );
      if (name !== SHELL)
        assert.match(
          nginxConf,
          new RegExp(`location \\^~ /mfe/${name}/ \\{\\n\\s*proxy_pass http://${dir.replace('-', '_')}/;`),
        );
    }
    // Exactly the registry's front ends: a service or an upstream left over from a removed app fails here too.
    const frontendServices = Object.keys(services).filter(
      (name) => services[name].build?.dockerfile === 'deploy/frontend.Dockerfile',
    );
    assert.deepEqual(frontendServices.sort(), APP_NAMES.map((name) => APPS[name].dir).sort());
    const upstreams = [...nginxConf.matchAll(/^\s*server ([\w-]+):80 /gm)].map(([, host]) => host);
    assert.deepEqual(upstreams.sort(), APP_NAMES.map((name) => APPS[name].dir).sort());
    assert.match(nginxConf, /server api:3000 /);
    assert.equal(services.gateway.build.dockerfile, 'deploy/gateway.Dockerfile');
    assert.deepEqual(services.gateway.ports, ['${GATEWAY_PORT:-8080}:80']);
    for (const service of Object.values(services)) {
      if (service.build) assert.ok(fs.existsSync(path.join(ROOT, service.build.dockerfile)), service.build.dockerfile);
    }
  });

  test('the front-end lists of nginx.conf and docker-compose.yml are generated from the registry of apps', () => {
    assert.deepEqual(staleDeployFiles(), [], 'run node scripts/lib/deploy-files.js');
    // A front end missing from a section is written back by the generator.
    const conf = fs.readFileSync(path.join(ROOT, 'nginx.conf'), 'utf8');
    const withoutFamily = conf.replace(/\n *location \^~ \/mfe\/family\/ \{[^}]*\}\n/, '\n');
    assert.notEqual(withoutFamily, conf);
    assert.equal(renderDeployFile('nginx.conf', withoutFamily), conf);
  });

  test('one Dockerfile for every front end: the app is a build argument, the dependency layer is shared', () => {
    for (const name of APP_NAMES) {
      assert.ok(
        !fs.existsSync(path.join(ROOT, APPS[name].dir, 'Dockerfile')),
        `${APPS[name].dir}/Dockerfile: use deploy/frontend.Dockerfile`,
      );
    }
    const text = fs.readFileSync(path.join(ROOT, 'deploy/frontend.Dockerfile'), 'utf8');
    const args = [...text.matchAll(/^ARG (\w+)(=.*)?$/gm)].map(([, name, value]) => `${name}${value ?? ''}`);
    assert.deepEqual(
      args,
      ['APP', 'APP', 'LOCATIONS=remote'],
      'APP is required (no default), LOCATIONS defaults to remote',
    );
    // The dependency layer must come before any ARG so that Docker shares it between the front ends' images.
    assert.ok(text.indexOf('RUN npm ci') < text.indexOf('ARG APP'));
    assert.match(text, /^COPY \$\{APP\} \$\{APP\}$/m);
    assert.match(text, /^RUN npm run build -w \$\{APP\}$/m);
    assert.match(text, /^COPY deploy\/nginx\/\$\{LOCATIONS\}-locations\.conf \/etc\/nginx\/petfoster\/site\.conf$/m);
    for (const locations of ['shell', 'remote'])
      assert.ok(fs.existsSync(path.join(ROOT, `deploy/nginx/${locations}-locations.conf`)));
    assert.match(text, /^COPY --from=build \/app\/\$\{APP\}\/dist\/ \/usr\/share\/nginx\/html\/$/m);
    // npm ci needs every workspace's manifest (the API image too): the COPY lines follow the root workspaces, whose
    // 'mfe-*' takes in every front end of the registry.
    const workspaces = workspaceDirs();
    for (const name of APP_NAMES) assert.ok(workspaces.includes(APPS[name].dir), `${APPS[name].dir} is a workspace`);
    for (const dockerfile of ['deploy/frontend.Dockerfile', 'api/Dockerfile']) {
      const manifests = [
        ...fs.readFileSync(path.join(ROOT, dockerfile), 'utf8').matchAll(/^COPY ([\w/-]+)\/package\.json \1\/$/gm),
      ].map(([, dir]) => dir);
      assert.deepEqual(manifests.sort(), [...workspaces].sort(), `${dockerfile}: one COPY per workspace manifest`);
    }
  });
});

/** The page without its Open Graph and Twitter card tags. */
const withoutSharingTags = (html) =>
  html.replace(/<meta (?:property="og:[\w:]+"|name="twitter:[\w:]+") content="[^"]*">/g, '');

/** Checks that hold for both gateways: the local one and the production files in their compose roles. */
function gatewayContract(urlOf, uploadDirOf) {
  let url;
  before(() => {
    url = urlOf();
  });

  test('client-side routes answer the shell index.html, revalidated, with the security headers', async () => {
    const shellIndex = fs.readFileSync(path.join(ROOT, 'shell/dist/index.html'), 'utf8');
    for (const route of [
      '/associations',
      '/association/1/animals-list',
      '/families/dashboard/',
      '/associations/dashboard/find-family',
      '/associationprofile/1',
    ]) {
      const response = await request(url, route);
      assert.equal(response.status, 200, route);
      assert.match(response.headers['content-type'], /^text\/html/);
      // An association's page also carries its sharing tags (docs/product.md#animal-gallery), before </head>.
      const shared = route.startsWith('/associationprofile/');
      if (shared) assert.match(response.text, new RegExp(`<meta property="og:url" content="[^"]*${route}">`), route);
      assert.equal(
        shared ? withoutSharingTags(response.text) : response.text,
        shellIndex,
        `${route} is the shell's index.html`,
      );
      assert.equal(response.headers['cache-control'], 'no-cache', route);
      assertSecurityHeaders(response, route);
    }
  });

  test("a path that is none of the shell's pages answers 404 with the shell index.html (its 404 screen)", async () => {
    const shellIndex = fs.readFileSync(path.join(ROOT, 'shell/dist/index.html'), 'utf8');
    for (const route of [
      '/nimporte-quoi',
      '/no/such/page',
      '/association/1',
      '/404',
      '/associationprofile/987654321',
      '/associationprofile/abc',
    ]) {
      const response = await request(url, route);
      assert.equal(response.status, 404, route);
      assert.match(response.headers['content-type'], /^text\/html/, route);
      assert.equal(response.text, shellIndex, `${route} is the shell's index.html`);
      assert.equal(response.headers['cache-control'], 'no-cache', route);
      assertSecurityHeaders(response, route);
    }
  });

  test('/, /animals and an animal page answer their server-rendered first view (docs/decisions/first-view.md), revalidated', async () => {
    const shellIndex = fs.readFileSync(path.join(ROOT, 'shell/dist/index.html'), 'utf8');
    const [, entry] = /<script defer src="([^"]+)"><\/script>/.exec(shellIndex);
    const { startScript } = JSON.parse(fs.readFileSync(path.join(ROOT, 'shell/dist-server/build.json'), 'utf8'));
    assert.ok(startScript);
    for (const route of ['/', '/animals?species=Chat', '/animals-details/1']) {
      const response = await request(url, route);
      assert.equal(response.status, 200, route);
      assert.match(response.headers['content-type'], /^text\/html/);
      assert.match(response.text, /<div id="root" data-first-view>/, route);
      // The starter, which loads the shell's entry once the page's main image is painted.
      const starter = /<script defer src="([^"]+)" data-main="([^"]+)"/.exec(response.text);
      assert.deepEqual(starter && [starter[1], starter[2]], [`/${startScript}`, entry], route);
      const served = await request(url, `/${startScript}`);
      assert.equal(served.status, 200, startScript);
      assert.match(served.headers['content-type'], /javascript/);
      // The one inline script is the data block, which the browser never runs (what lets the CSP forbid scripts).
      const inline = [...response.text.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
        ([, attributes]) => !/\bsrc=/.test(attributes),
      );
      assert.deepEqual(
        inline.map(([, attributes]) => attributes.trim()),
        ['type="application/json" id="pf-first-view"'],
      );
      assert.equal(response.headers['cache-control'], 'no-cache', route);
      assertSecurityHeaders(response, route);
    }
    const missing = await request(url, '/animals-details/987654321');
    assert.equal(missing.status, 404);
    assert.match(missing.text, /<div id="root" data-first-view>/);
  });

  test('the shell index.html has no inline script (what lets the CSP forbid them)', () => {
    const shellIndex = fs.readFileSync(path.join(ROOT, 'shell/dist/index.html'), 'utf8');
    const scripts = [...shellIndex.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    assert.ok(scripts.length > 0);
    for (const [, attributes, content] of scripts) {
      assert.match(attributes, /\bsrc=/);
      assert.equal(content.trim(), '');
    }
  });

  test('each remote entry and manifest is served from its build, revalidated on every load', async () => {
    for (const remote of REMOTES) {
      const dir = APPS[remote].dir;
      for (const file of ['remoteEntry.js', 'mf-manifest.json']) {
        const response = await request(url, `/mfe/${remote}/${file}`);
        assert.equal(response.status, 200, `${remote}/${file}`);
        assert.equal(response.text, fs.readFileSync(path.join(ROOT, dir, 'dist', file), 'utf8'));
        assert.equal(response.headers['cache-control'], 'no-cache');
      }
    }
  });

  test('a missing remote file is a plain 404, never index.html', async () => {
    for (const pathname of [
      '/mfe/catalog/does-not-exist.js',
      '/mfe/family/chunk.0123456789.js',
      '/mfe/unknown/remoteEntry.js',
      '/mfe/catalog/',
      '/main.0123456789.js',
    ]) {
      const response = await request(url, pathname);
      assert.equal(response.status, 404, pathname);
      assert.match(response.headers['content-type'], /^text\/plain/, pathname);
      assert.doesNotMatch(response.text, /<html|<div id="root"/i, pathname);
      assert.equal(response.headers['cache-control'], undefined, `${pathname}: a 404 is not cached for a year`);
      assertSecurityHeaders(response, pathname);
    }
  });

  test('hashed chunks are cached for a year, immutable', async () => {
    const shellMain = hashedFile('shell/dist', /^main\.[0-9a-f]{8,}\.js$/);
    const catalogChunk = hashedFile('mfe-catalog/dist', /^__federation_expose_.*\.[0-9a-f]{8,}\.js$/);
    const catalogCss = hashedFile('mfe-catalog/dist', /\.[0-9a-f]{8,}\.css$/);
    for (const pathname of [`/${shellMain}`, `/mfe/catalog/${catalogChunk}`, `/mfe/catalog/${catalogCss}`]) {
      const response = await request(url, pathname);
      assert.equal(response.status, 200, pathname);
      assert.equal(response.headers['cache-control'], YEAR_IMMUTABLE, pathname);
    }
  });

  test('JavaScript is sent gzip-compressed to clients that accept it', async () => {
    const response = await request(url, '/mfe/catalog/remoteEntry.js', { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(response.status, 200);
    assert.equal(response.headers['content-encoding'], 'gzip');
    const original = fs.readFileSync(path.join(ROOT, 'mfe-catalog/dist/remoteEntry.js'));
    assert.ok(response.buffer.length < original.length / 2, 'compressed');
    assert.deepEqual(require('node:zlib').gunzipSync(response.buffer), original);
    // The build's own gzip -9 copy (gzip_static), byte for byte: no per-request compression work.
    const hashed = hashedFile('mfe-catalog/dist', /^__federation_expose_.*\.[0-9a-f]{8,}\.js$/);
    const chunk = await request(url, `/mfe/catalog/${hashed}`, { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(chunk.headers['content-encoding'], 'gzip');
    assert.deepEqual(chunk.buffer, fs.readFileSync(path.join(ROOT, `mfe-catalog/dist/${hashed}.gz`)));
  });

  test("scripts and stylesheets are sent as the build's brotli copy to clients that accept br", async (t) => {
    if (!brotliStaticAvailable()) {
      assert.ok(!process.env.CI, `CI installs nginx's brotli_static module (${INSTALL_HINT})`);
      t.skip(`no brotli_static module for nginx here (${INSTALL_HINT})`);
      return;
    }
    const files = [
      ['mfe-catalog/dist', '/mfe/catalog/', /^__federation_expose_.*\.[0-9a-f]{8,}\.js$/],
      ['shell/dist', '/', /^vendors\.[0-9a-f]{8,}\.js$/],
      ['shell/dist', '/', /^vendors\.[0-9a-f]{8,}\.css$/],
    ];
    for (const [dir, prefix, pattern] of files) {
      const name = hashedFile(dir, pattern);
      const response = await request(url, `${prefix}${name}`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
      assert.equal(response.status, 200, name);
      assert.equal(response.headers['content-encoding'], 'br', name);
      assert.match(response.headers.vary ?? '', /accept-encoding/i, name);
      assert.deepEqual(response.buffer, fs.readFileSync(path.join(ROOT, dir, `${name}.br`)), name);
    }
  });

  test('/api/ reaches the API: health, lists with X-Total-Count, JSON errors, security headers', async () => {
    const health = await request(url, '/api/health');
    assert.equal(health.status, 200);
    assertSecurityHeaders(health, '/api/health');
    const animals = await request(url, '/api/animals?limit=2');
    assert.equal(animals.status, 200);
    assert.equal(JSON.parse(animals.text).length, 2);
    assert.ok(Number(animals.headers['x-total-count']) >= 2);
    const missing = await request(url, '/api/animals/999999');
    assert.equal(missing.status, 404);
    assert.equal(JSON.parse(missing.text).statusCode, 404);
  });

  test('POST /login reaches the API', async () => {
    const login = (password) =>
      request(url, '/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'famille.martin@petfoster.fr', password }),
      });
    const ok = await login('Demo1234');
    assert.equal(ok.status, 200);
    assert.match(JSON.parse(ok.text).token, /^[\w-]+\.[\w-]+\.[\w-]+$/);
    const wrong = await login('not-the-password');
    assert.equal(wrong.status, 401);
  });

  test('every endpoint of the contract outside /api/ reaches the API, never the shell', async () => {
    // The endpoint table (docs/architecture.md#endpoint-contract) names them: /login, /logout, /login/mfa...
    const { ENDPOINTS } = require('@petfoster/contracts');
    const outside = Object.values(ENDPOINTS).filter((endpoint) => !endpoint.path.startsWith('/api/'));
    assert.ok(outside.some((endpoint) => endpoint.path === '/login/mfa'));
    for (const endpoint of outside) {
      const answer = await request(url, endpoint.path, {
        method: endpoint.method,
        headers: { 'content-type': 'application/json' },
        body: endpoint.method === 'GET' ? undefined : '{}',
      });
      // An empty body is refused by the API in JSON (400/401); the shell would answer its HTML.
      assert.match(String(answer.headers['content-type']), /application\/json/, `${endpoint.method} ${endpoint.path}`);
    }
  });

  test('a body that fits a 10 MB image passes; a 16 MB body is refused with 413 before the API', async () => {
    // 10 MB of image bytes as base64 is 13.4 MB of JSON: on a route where an image travels (a registration) it
    // must reach the API, which then judges it (the API's own limit is per route: login takes 4 KB).
    const fits = JSON.stringify({ email: `${'a'.repeat(14 * 1024 * 1024)}@x.fr`, password: 'x' });
    const passed = await request(url, '/api/families', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: fits,
    });
    assert.equal(passed.status, 400, 'the API answered (validation), not the gateway');
    const tooBig = Buffer.alloc(16 * 1024 * 1024 + 1, 'a');
    const refused = await request(url, '/api/animals', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: tooBig,
    });
    assert.equal(refused.status, 413);
    assert.deepEqual(JSON.parse(refused.text), {
      statusCode: 413,
      message: 'La requête est trop volumineuse.',
      error: 'Payload Too Large',
    });
  });

  test('/uploads/ serves stored images through the API; a missing one is a 404, not the shell', async () => {
    const bytes = Buffer.from(
      'GIF89a\x01\x00\x01\x00\x80\x00\x00\x00\x00\x00\xff\xff\xff!\xf9\x04\x01\x00\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;',
      'latin1',
    );
    const name = `gateway-check-${process.pid}.gif`;
    fs.writeFileSync(path.join(uploadDirOf(), name), bytes);
    const image = await request(url, `/uploads/${name}`);
    assert.equal(image.status, 200);
    assert.equal(image.headers['content-type'], 'image/gif');
    assert.deepEqual(image.buffer, bytes);
    const missing = await request(url, '/uploads/no-such-image.jpg');
    assert.equal(missing.status, 404);
    assert.doesNotMatch(missing.text, /<div id="root"/);
  });
}

describe('gateways with two API instances (nginx + MariaDB)', { timeout: 600_000 }, () => {
  let gateway;
  let production;
  let url;

  before(async () => {
    gateway = await startGateway({
      port: 0,
      apiInstances: 2,
      databaseUrl: DATABASE_URL,
      fresh: true,
      seedDemo: true,
      build: 'if-missing',
      dropDatabaseOnStop: true,
      // The checks log in from one address more often than a person would.
      apiEnv: { THROTTLE: 'false' },
    });
    url = gateway.url;
    production = await startComposeEmulation({ apiPorts: gateway.apiPorts });
  });

  after(async () => {
    if (production) await production.stop();
    if (gateway) await gateway.stop();
  });

  describe('local gateway (npm run gateway: deploy/nginx/gateway.local.conf.template)', () => {
    gatewayContract(
      () => gateway.url,
      () => gateway.uploadDir,
    );
  });

  describe('production gateway (nginx.conf) in front of the front-end containers (frontend.nginx.conf)', () => {
    gatewayContract(
      () => production.url,
      () => gateway.uploadDir,
    );

    test('one source of security headers: nginx (both gateways) and the Node server send deploy/security-headers.json', async () => {
      const expected = JSON.parse(fs.readFileSync(path.join(ROOT, 'deploy', 'security-headers.json'), 'utf8'));
      assert.match(expected['Content-Security-Policy'], /base-uri 'none'/);
      const answers = {
        'local gateway, a page': await request(gateway.url, '/animals'),
        'local gateway, the API': await request(gateway.url, '/api/health'),
        'production gateway, a page': await request(production.url, '/animals'),
        'Node server (an API instance), direct': await request(
          `http://127.0.0.1:${gateway.apiPorts[0]}`,
          '/api/health',
        ),
      };
      for (const [what, response] of Object.entries(answers)) {
        for (const [name, value] of Object.entries(expected)) {
          assert.equal(response.headers[name.toLowerCase()], value, `${what}: ${name}`);
        }
      }
      // The pages of mail links carrying a token (deploy/token-link-pages.json) send no Referer at all.
      for (const url of [gateway.url, production.url]) {
        const reset = await request(url, '/reset-password');
        assert.equal(reset.status, 200);
        assert.equal(reset.headers['referrer-policy'], 'no-referrer', `${url}/reset-password`);
        assert.equal(reset.headers['content-security-policy'], expected['Content-Security-Policy']);
      }
    });

    test('the gateway has its own health check, and a remote container that is down is a 502 for that remote only', async () => {
      assert.equal((await request(production.url, '/healthz')).status, 200);
      await production.frontends.family.kill();
      try {
        const down = await request(production.url, '/mfe/family/remoteEntry.js');
        assert.equal(down.status, 502);
        assert.equal((await request(production.url, '/mfe/catalog/remoteEntry.js')).status, 200);
        assert.equal((await request(production.url, '/animals')).status, 200);
      } finally {
        await production.frontends.family.start();
      }
      assert.equal((await request(production.url, '/mfe/family/remoteEntry.js')).status, 200);
    });
  });

  test(
    'in Chromium, the home page renders through the gateway with no Content-Security-Policy violation',
    { skip: !fs.existsSync(CHROMIUM) && `no ${CHROMIUM}` },
    async () => {
      const { chromium } = require('playwright-core');
      const browser = await chromium.launch({
        executablePath: CHROMIUM,
        args: [
          '--headless',
          '--no-sandbox',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
        ],
      });
      try {
        const page = await browser.newPage();
        await page.addInitScript(() => {
          window.__cspViolations = [];
          document.addEventListener('securitypolicyviolation', (event) => {
            window.__cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
          });
        });
        const failedScripts = [];
        page.on('response', (response) => {
          if (response.request().resourceType() === 'script' && response.status() >= 400)
            failedScripts.push(response.url());
        });
        await page.goto(`${url}/`, { waitUntil: 'networkidle' });
        // The home page comes from the catalog remote: it rendered, so federation worked under the CSP.
        await page.waitForSelector('#home-title', { timeout: 15_000 });
        const violations = await page.evaluate(() => window.__cspViolations);
        assert.deepEqual(violations, []);
        assert.deepEqual(failedScripts, []);
      } finally {
        await browser.close();
      }
    },
  );

  /** Six clients loop on GET /api/animals; the instance is SIGKILLed in the middle. Returns what went wrong. */
  async function failuresWhileKilling(instance) {
    const failures = [];
    let done = 0;
    let stop = false;
    const client = async () => {
      while (!stop) {
        try {
          const response = await request(url, '/api/animals?limit=5');
          if (response.status !== 200) failures.push(`HTTP ${response.status}`);
        } catch (error) {
          failures.push(error.code || error.message);
        }
        done += 1;
      }
    };
    const clients = Array.from({ length: 6 }, client);
    await new Promise((resolve) => setTimeout(resolve, 700));
    await instance.kill('SIGKILL');
    const killedAt = done;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    stop = true;
    await Promise.all(clients);
    assert.ok(
      killedAt > 10 && done - killedAt > 10,
      `requests on both sides of the kill (${killedAt}, ${done - killedAt})`,
    );
    return { failures, done };
  }

  test('an API instance killed during a run of GETs costs no failed request, and rejoins when restarted', async () => {
    const [first, second] = gateway.apis;
    const run1 = await failuresWhileKilling(second);
    assert.deepEqual(run1.failures, [], `${run1.failures.length} failed GETs out of ${run1.done}`);

    await second.start();
    // nginx leaves a failed instance alone for fail_timeout (5 s) before trying it again.
    await new Promise((resolve) => setTimeout(resolve, 6000));
    // With the first instance gone, only the restarted one can answer.
    const run2 = await failuresWhileKilling(first);
    assert.deepEqual(run2.failures, [], `${run2.failures.length} failed GETs out of ${run2.done} after the restart`);
    await first.start();
  });
});

/**
 * Images on S3 whose store is down (README, "Security and reliability", third pass): every instance answers /uploads/
 * with 503, which must reach the client without taking any instance out of the upstream, or a few anonymous image
 * requests would make /api/ answer 502 for fail_timeout.
 */
describe('gateways whose image store is down (STORAGE=s3, nothing answering)', { timeout: 300_000 }, () => {
  let gateway;
  let production;

  before(async () => {
    const databaseUrl = new URL(DATABASE_URL);
    databaseUrl.pathname += '_images';
    gateway = await startGateway({
      port: 0,
      apiInstances: 2,
      databaseUrl: databaseUrl.toString(),
      fresh: true,
      // The demo's images would go to the store.
      seedDemo: false,
      build: 'if-missing',
      dropDatabaseOnStop: true,
      apiEnv: {
        THROTTLE: 'false',
        // One line per request in each instance's log: which instance answered what.
        LOG_LEVEL: 'info',
        LOG_REQUESTS: 'true',
        STORAGE: 's3',
        S3_ENDPOINT: `http://127.0.0.1:${await freePort()}`,
        S3_BUCKET: 'petfoster-images',
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: 'petfoster',
        S3_SECRET_ACCESS_KEY: 'petfoster-secret',
      },
    });
    production = await startComposeEmulation({ apiPorts: gateway.apiPorts });
  });

  after(async () => {
    if (production) await production.stop();
    if (gateway) await gateway.stop();
  });

  /** Whether an instance's log shows a request whose URL carries `marker`. */
  async function instanceSaw(instance, marker) {
    for (let waited = 0; waited < 5000; waited += 100) {
      if (fs.readFileSync(instance.logFile, 'utf8').includes(marker)) return true;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return false;
  }

  for (const [what, urlOf] of [
    ['local gateway', () => gateway.url],
    ['production gateway', () => production.url],
  ]) {
    test(`${what}: image requests answered 503 leave /api/ answered by every instance`, async () => {
      const url = urlOf();
      for (let i = 0; i < 4; i += 1) {
        const image = await request(url, `/uploads/${randomUUID()}.jpg`);
        assert.equal(image.status, 503, `image request ${i + 1}`);
        assert.equal(JSON.parse(image.text).message, 'Image momentanément indisponible');
      }
      const marker = randomUUID();
      for (let i = 0; i < 10; i += 1) {
        const list = await request(url, `/api/animals?limit=1&probe=${marker}`);
        assert.equal(list.status, 200, `/api/animals after the image errors, request ${i + 1}`);
      }
      for (const [index, instance] of gateway.apis.entries()) {
        assert.ok(await instanceSaw(instance, marker), `instance ${index + 1} still gets /api/ requests`);
      }
    });
  }
});
