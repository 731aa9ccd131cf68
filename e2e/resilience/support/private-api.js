'use strict';
/*
 * The set-up most fault tests share: a private MariaDB holding one database, and one built API process on it.
 */
const { createPrivateMariadb } = require('./private-mariadb');
const { startApi } = require('./api-process');

/**
 * Registers the file's beforeAll/afterAll: database and API up before the tests, both gone after them.
 * Throttling is off: a load would otherwise meet 429s, and it would also count the set-up's own writes.
 * `onStarted` receives {db, api} once both are up.
 */
function privateApiPerFile(database, onStarted) {
  let db;
  let api;
  beforeAll(async () => {
    db = await createPrivateMariadb();
    await db.createDatabase(database);
    api = await startApi({ databaseUrl: db.url(database), env: { THROTTLE: 'false' } });
    onStarted({ db, api });
  });
  afterAll(async () => {
    await api?.stop();
    await db?.destroy();
  });
}

module.exports = { privateApiPerFile };
