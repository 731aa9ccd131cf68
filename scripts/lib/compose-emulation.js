'use strict';
/*
 * docker-compose.yml's web tier without Docker, to test the production files themselves: the root nginx.conf as
 * the gateway, and one nginx per front end running deploy/nginx/frontend.nginx.conf with that app's locations,
 * as its container would. Only what exists solely inside Docker is mapped: service names become 127.0.0.1
 * ports, /usr/share/nginx/html becomes the app's dist folder, log/pid/temp paths go to a temporary prefix, and
 * the "resolve" parameter (nginx >= 1.27.3, Docker DNS) is dropped when the local nginx is older.
 *
 *   const web = await startComposeEmulation({ apiPorts: gateway.apiPorts });
 *   await web.frontends.family.kill();   // the mfe-family container is down
 *   await web.stop();
 */
const { spawn, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const { freePort } = require('./processes');
const { localizeBrotli } = require('./nginx-brotli');
const { APPS, APP_NAMES, SHELL } = require('../../packages/platform/build/apps');
const os = require('node:os');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..', '..');
const DEPLOY_NGINX = path.join(ROOT, 'deploy', 'nginx');
/**
 * One container per app of the registry (packages/platform/apps.json): the compose service is named after the
 * app's folder, and the shell answers client-side routes (shell-locations.conf) where remotes do not.
 */
const FRONTENDS = Object.fromEntries(
  APP_NAMES.map((name) => [
    name,
    { dir: APPS[name].dir, host: APPS[name].dir, locations: `${name === SHELL ? 'shell' : 'remote'}-locations.conf` },
  ]),
);

function nginxBinary() {
  const nginx = process.env.NGINX_BIN || '/usr/sbin/nginx';
  if (!fs.existsSync(nginx)) throw new Error('nginx is not installed: apt-get install -y nginx (or set NGINX_BIN)');
  return nginx;
}

/** nginx >= 1.27.3 understands "resolve" in upstream blocks. */
function supportsUpstreamResolve(nginx) {
  const version = /nginx\/(\d+)\.(\d+)\.(\d+)/.exec(spawnSync(nginx, ['-v'], { encoding: 'utf8' }).stderr || '');
  if (!version) return false;
  const [major, minor, patch] = version.slice(1).map(Number);
  return major > 1 || minor > 27 || (minor === 27 && patch >= 3);
}

function replaceOnce(text, pattern, replacement, what) {
  if (!pattern.test(text))
    throw new Error(`compose emulation: ${what} not found in the configuration (pattern ${pattern})`);
  return text.replace(pattern, replacement);
}

/** The Docker-only directives of a main nginx configuration, pointed at a local prefix. */
function localizeMain(conf, prefix) {
  let text = conf;
  text = replaceOnce(text, /^user \S+;\n/m, '', 'user');
  text = replaceOnce(text, /^worker_processes \S+;/m, 'worker_processes 1;', 'worker_processes');
  text = replaceOnce(text, /^error_log \S+/m, `error_log ${prefix}/error.log`, 'error_log');
  text = replaceOnce(text, /^pid \S+;/m, `pid ${prefix}/nginx.pid;`, 'pid');
  text = replaceOnce(text, /^(\s*)access_log \S+;/m, `$1access_log ${prefix}/access.log;`, 'access_log');
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `    ${kind}_temp_path ${prefix}/temp/${kind};`)
    .join('\n');
  text = replaceOnce(text, /^http \{\n/m, `http {\n${temp}\n`, 'http block');
  return text;
}

function preparePrefix(name) {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), `petfoster-compose-${name}-`));
  fs.chmodSync(prefix, 0o755);
  fs.mkdirSync(path.join(prefix, 'temp'));
  fs.symlinkSync(process.env.NGINX_MIME_TYPES || '/etc/nginx/mime.types', path.join(prefix, 'mime.types'));
  return prefix;
}

function waitForPort(port, child, logFile, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      if (child.exitCode !== null || child.signalCode !== null) {
        reject(new Error(`nginx exited: ${fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : ''}`));
        return;
      }
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`nginx did not listen on ${port}`));
        else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}

function startNginx(nginx, prefix, port) {
  const conf = path.join(prefix, 'nginx.conf');
  const check = spawnSync(nginx, ['-t', '-q', '-p', prefix, '-c', conf], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t refused ${conf}:\n${check.stderr}`);
  const logFile = path.join(prefix, 'error.log');
  const out = fs.openSync(path.join(prefix, 'stderr.log'), 'a');
  const child = spawn(nginx, ['-p', prefix, '-c', conf, '-g', 'daemon off;'], { stdio: ['ignore', out, out] });
  fs.closeSync(out);
  return waitForPort(port, child, logFile).then(() => child);
}

async function stopChild(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGQUIT');
  const timer = setTimeout(() => child.kill('SIGTERM'), 5000);
  await gone;
  clearTimeout(timer);
}

/** One front end's container: frontend.nginx.conf with the app's locations installed as petfoster/site.conf. */
async function startFrontend(nginx, name, { dir, locations }) {
  const prefix = preparePrefix(name);
  const shared = path.join(prefix, 'petfoster');
  fs.mkdirSync(shared);
  for (const file of fs.readdirSync(DEPLOY_NGINX))
    fs.copyFileSync(path.join(DEPLOY_NGINX, file), path.join(shared, file));
  fs.copyFileSync(path.join(DEPLOY_NGINX, locations), path.join(shared, 'site.conf'));
  const port = await freePort();
  let conf = localizeBrotli(
    localizeMain(fs.readFileSync(path.join(DEPLOY_NGINX, 'frontend.nginx.conf'), 'utf8'), prefix),
  );
  conf = replaceOnce(conf, /listen 80 default_server;/, `listen 127.0.0.1:${port} default_server;`, 'listen');
  conf = replaceOnce(conf, /root \/usr\/share\/nginx\/html;/, `root ${path.join(ROOT, dir, 'dist')};`, 'root');
  fs.writeFileSync(path.join(prefix, 'nginx.conf'), conf);
  let child = await startNginx(nginx, prefix, port);
  return {
    port,
    prefix,
    get pid() {
      return child.pid;
    },
    /** The container is down: connections to it are refused. */
    kill: () => stopChild(child),
    async start() {
      if (child.exitCode === null && child.signalCode === null) return;
      child = await startNginx(nginx, prefix, port);
    },
  };
}

/**
 * @param {{ apiPorts: number[], port?: number }} options  apiPorts: running API instances (the "api" replicas)
 * @returns {Promise<{ url: string, frontends: Record<string, {port:number, kill():Promise<void>, start():Promise<void>}>, stop(): Promise<void> }>}
 */
async function startComposeEmulation({ apiPorts, port }) {
  if (!apiPorts || apiPorts.length === 0) throw new Error('compose emulation: at least one API port is needed');
  const nginx = nginxBinary();
  const frontends = {};
  const prefixes = [];
  let gatewayChild = null;
  const stop = async () => {
    await stopChild(gatewayChild);
    await Promise.all(Object.values(frontends).map((frontend) => frontend.kill()));
    for (const prefix of prefixes) fs.rmSync(prefix, { recursive: true, force: true });
  };
  try {
    for (const [name, spec] of Object.entries(FRONTENDS)) {
      frontends[name] = await startFrontend(nginx, name, spec);
      prefixes.push(frontends[name].prefix);
    }
    const prefix = preparePrefix('gateway');
    prefixes.push(prefix);
    fs.symlinkSync(DEPLOY_NGINX, path.join(prefix, 'petfoster'));
    const listenPort = port || (await freePort());
    let conf = localizeMain(fs.readFileSync(path.join(ROOT, 'nginx.conf'), 'utf8'), prefix);
    conf = replaceOnce(conf, /listen 80 default_server;/, `listen 127.0.0.1:${listenPort} default_server;`, 'listen');
    conf = replaceOnce(conf, /^\s*resolver [^;]+;\n/m, '', 'resolver');
    // Every replica of the "api" service is one server line, with the parameters nginx.conf gives the name.
    conf = replaceOnce(
      conf,
      /^(\s*)server api:3000( [^;]*);/m,
      (match, indent, params) => apiPorts.map((apiPort) => `${indent}server 127.0.0.1:${apiPort}${params};`).join('\n'),
      'server api:3000',
    );
    for (const [name, spec] of Object.entries(FRONTENDS)) {
      conf = replaceOnce(
        conf,
        new RegExp(`server ${spec.host}:80\\b`),
        `server 127.0.0.1:${frontends[name].port}`,
        `server ${spec.host}:80`,
      );
    }
    if (!supportsUpstreamResolve(nginx)) conf = conf.replace(/ resolve\b(?=[^;]*;)/g, '');
    fs.writeFileSync(path.join(prefix, 'nginx.conf'), conf);
    gatewayChild = await startNginx(nginx, prefix, listenPort);
    return { url: `http://127.0.0.1:${listenPort}`, frontends, stop };
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
}

module.exports = { startComposeEmulation, FRONTENDS };
