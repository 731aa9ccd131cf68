'use strict';
/*
 * A MariaDB server of our own for fault tests: its own data directory (mariadb-install-db in a temporary folder),
 * its own port and socket, so stopping it to simulate an outage disturbs nothing else on the machine (the shared
 * server on 3306 stays up). stop() and start() reuse the same port and data, like a database host restarting.
 *
 *   const db = await createPrivateMariadb();
 *   const url = db.url('petfoster_faults');   // mysql://root@127.0.0.1:<port>/petfoster_faults
 *   await db.stop(); await db.start(); await db.destroy();
 */
const { spawn, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { endOnExit, exited, freePort, sleep, tail, terminate } = require('../../../scripts/lib/processes');

const MARIADBD_CANDIDATES = ['/usr/sbin/mariadbd', '/usr/sbin/mysqld', '/usr/bin/mariadbd'];
const INSTALL_CANDIDATES = ['/usr/bin/mariadb-install-db', '/usr/bin/mysql_install_db', '/usr/sbin/mariadb-install-db'];
const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 30_000;
// Small footprint: the machine is shared, and a fault test needs correctness, not throughput.
const SERVER_OPTIONS = [
  '--innodb-buffer-pool-size=64M',
  '--innodb-log-file-size=16M',
  '--skip-name-resolve',
  '--skip-log-bin',
  '--max-connections=300',
];

function findBinary(candidates, envName) {
  const fromEnv = process.env[envName];
  const found = fromEnv
    ? [fromEnv].find((file) => fs.existsSync(file))
    : candidates.find((file) => fs.existsSync(file));
  if (!found)
    throw new Error(
      `${envName}: none of ${fromEnv || candidates.join(', ')} exists (apt-get install -y mariadb-server).`,
    );
  return found;
}

/** Servers still running when the test process ends are stopped with it: a crashed run leaves no mariadbd behind. */
const live = new Set();
const installExitHook = () => endOnExit(live, 'SIGKILL');

async function createPrivateMariadb({ port: wantedPort } = {}) {
  const mariadbd = findBinary(MARIADBD_CANDIDATES, 'MARIADBD_BIN');
  const installDb = findBinary(INSTALL_CANDIDATES, 'MARIADB_INSTALL_DB_BIN');
  installExitHook();
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'petfoster-private-mariadb-'));
  const dataDir = path.join(home, 'data');
  const socket = path.join(home, 'mariadb.sock');
  const errorLog = path.join(home, 'error.log');
  const port = wantedPort ?? (await freePort());

  // root@localhost with an empty password and the normal (password) plugin, so a TCP client connects as root
  // without being the Unix root user.
  const install = spawnSync(
    installDb,
    [
      '--no-defaults',
      `--datadir=${dataDir}`,
      '--auth-root-authentication-method=normal',
      '--user=root',
      '--skip-test-db',
      ...SERVER_OPTIONS,
    ],
    { encoding: 'utf8' },
  );
  if (install.status !== 0) {
    fs.rmSync(home, { recursive: true, force: true });
    throw new Error(`mariadb-install-db failed (${install.status}):\n${install.stdout}\n${install.stderr}`);
  }

  let child = null;
  const db = {
    port,
    home,
    dataDir,
    errorLog,
    get pid() {
      return child && !exited(child) ? child.pid : undefined;
    },
    get running() {
      return Boolean(child && !exited(child));
    },
    /** A connection URL for one database of this server (the database itself is created by createDatabase). */
    url(database) {
      return `mysql://root@127.0.0.1:${port}/${database}`;
    },
    async connect(database) {
      const { createConnection } = require('mysql2/promise');
      return createConnection({ host: '127.0.0.1', port, user: 'root', database, connectTimeout: 5000 });
    },
    async query(sql, params = [], database) {
      const connection = await db.connect(database);
      try {
        const [rows] = await connection.query(sql, params);
        return rows;
      } finally {
        await connection.end();
      }
    },
    async createDatabase(database) {
      if (!/^[A-Za-z0-9_]{1,64}$/.test(database)) throw new Error(`bad database name ${database}`);
      await db.query(`DROP DATABASE IF EXISTS \`${database}\``);
      await db.query(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    },
    async start() {
      if (db.running) return;
      const out = fs.openSync(path.join(home, 'stdout.log'), 'a');
      child = spawn(
        mariadbd,
        [
          '--no-defaults',
          `--datadir=${dataDir}`,
          `--port=${port}`,
          `--socket=${socket}`,
          '--bind-address=127.0.0.1',
          '--user=root',
          `--pid-file=${path.join(home, 'mariadb.pid')}`,
          `--log-error=${errorLog}`,
          ...SERVER_OPTIONS,
        ],
        { stdio: ['ignore', out, out] },
      );
      fs.closeSync(out);
      live.add(child);
      const started = child;
      started.once('exit', () => live.delete(started));
      const deadline = Date.now() + READY_TIMEOUT_MS;
      let problem = 'no answer yet';
      while (Date.now() < deadline) {
        if (exited(started))
          throw new Error(
            `mariadbd exited (${started.exitCode ?? started.signalCode}) before answering:\n${tail(errorLog, 25)}`,
          );
        try {
          await db.query('SELECT 1');
          return;
        } catch (error) {
          problem = error.code || error.message;
        }
        await sleep(150);
      }
      throw new Error(
        `mariadbd did not answer on port ${port} within ${READY_TIMEOUT_MS / 1000}s (${problem}):\n${tail(errorLog, 25)}`,
      );
    },
    /** A clean shutdown (SIGTERM), as when the database host is stopped; SIGKILL only if it hangs. */
    async stop() {
      if (!db.running) return;
      await terminate(child, 'SIGTERM', STOP_TIMEOUT_MS);
    },
    async destroy() {
      await db.stop();
      fs.rmSync(home, { recursive: true, force: true });
    },
  };
  try {
    await db.start();
  } catch (error) {
    await db.destroy().catch(() => undefined);
    throw error;
  }
  return db;
}

module.exports = { createPrivateMariadb };
