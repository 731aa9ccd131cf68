#!/usr/bin/env node
'use strict';
/*
 * Loads a synthetic catalogue into MariaDB or SQLite, on the API's real schema (its own migrations run first).
 *
 *   node bench/generate-data.js --db sqlite|mariadb --animals 100000
 *
 * Shape at every size: 1,000 associations and 20,000 families (constant), N animals, 2 requests per animal
 * (so 200,000 requests at 100k, 20,000 at 10k, 2,000 at 1k). Association 1 is the "bench owner": it always has
 * exactly 50 animals and 100 requests, so its request list is the same size whatever N is and only the cost of
 * finding it in a larger table shows up. Families 10001..20000 have no request: bench/api.js uses them for
 * POST /api/animals/requests so that those answer 201, not 409.
 *
 * Conversations (docs/product.md#conversations): every request has one; the first 10,000 requests (every request below
 * 5,000 animals) have 1 to 5 messages each, alternately from the family and from the association, and some read marks
 * (conversation_reads) on either side, so GET /api/me/conversations reads last messages and unread counts for real.
 * Association 1's 100 requests are among them.
 */
const path = require('node:path');
const fs = require('node:fs');

const ROOT = path.resolve(__dirname, '..');
const DATA_DIR = path.join(ROOT, 'data', 'bench');
const ASSOCIATIONS = 1000;
const FAMILIES = 20000;
const OWNER_ANIMALS = 50;
const REQUESTS_PER_ANIMAL = 2;
/** Families with requests come from the first half only; the second half is kept free for POST measurements. */
const FAMILIES_WITH_REQUESTS = 10000;
/** Requests 1..this (or all of them when fewer) have messages. */
const CONVERSATIONS_WITH_MESSAGES = 10000;
const MESSAGE_BODIES = [
  'Bonjour, nous avons bien reçu votre demande.',
  'Merci ! Quand pourrions-nous rencontrer l’animal ?',
  'Samedi matin au refuge, cela vous convient-il ?',
  'Parfait, à samedi.',
  'Pensez à apporter une caisse de transport.',
];
const PASSWORD = 'Demo1234';
const STATUS = { pending: 'En attente', approved: 'Approuvée', refused: 'Refusée' };
const BREEDS = ['Européen', 'Labrador', 'Bélier', 'Siamois', 'Berger', 'Croisé', 'Angora', 'Beagle'];
const NAMES = ['Moustache', 'Filou', 'Caramel', 'Noisette', 'Rex', 'Plume', 'Pistache', 'Oscar', 'Luna', 'Simba'];

/** A dataset's database: petfoster_bench_<N> (bench-<N>.sqlite) unless a benchmark names its own. */
const mariadbName = (animals, name) => name || `petfoster_bench_${animals}`;
const mysqlUrl = (animals, name) => `mysql://root@127.0.0.1:3306/${mariadbName(animals, name)}`;
const sqliteFile = (animals, name) => path.join(DATA_DIR, `${name || `bench-${animals}`}.sqlite`);

function animalAssociation(animalId) {
  return animalId <= OWNER_ANIMALS ? 1 : 2 + ((animalId - OWNER_ANIMALS - 1) % (ASSOCIATIONS - 1));
}
/** The two requests of animal a: distinct families (7919 is prime to 10000) from the first half. */
function requestFamily(animalId, k) {
  return 1 + (((animalId * REQUESTS_PER_ANIMAL + k) * 7919) % FAMILIES_WITH_REQUESTS);
}
/** Every tenth animal is housed (one approved request): a POST for it would be a 409. */
const isHoused = (animalId) => animalId % 10 === 0;

const pad = (n) => String(n).padStart(2, '0');
const day = (i) => `20${pad(10 + (i % 15))}-${pad(1 + (i % 12))}-${pad(1 + (i % 28))}`;
const stamp = (i) =>
  `2025-${pad(1 + (i % 12))}-${pad(1 + (i % 28))} ${pad(i % 24)}:${pad(i % 60)}:${pad((i * 7) % 60)}`;

/*
 * Matching (docs/matching.md): accounts spread over 40 French postal codes (their département and coordinates read from the API's
 * data file, as GeoService would set them), animals with size and good_with values, half the families visible.
 */
const GEO = require(path.join(ROOT, 'api/geo/communes-fr.json'));
const PLACES = [
  '75001',
  '69001',
  '13001',
  '31000',
  '06000',
  '44000',
  '67000',
  '34000',
  '33000',
  '59000',
  '35000',
  '51100',
  '76600',
  '42000',
  '83000',
  '38000',
  '21000',
  '49000',
  '30000',
  '69100',
  '14000',
  '14400',
  '50100',
  '29200',
  '64000',
  '87000',
  '63000',
  '37000',
  '80000',
  '57000',
  '45000',
  '25000',
  '66000',
  '20000',
  '20200',
  '97400',
  '97200',
  '86000',
  '17000',
  '72000',
].map((zip) => {
  const [name, department, latitude, longitude] = GEO.codes[zip][0];
  return { zip, city: name, department, latitude, longitude };
});
const placeOf = (i) => PLACES[i % PLACES.length];
/** true, false or null (unknown) in a fixed pattern. */
const tri = (i) => (i % 3 === 0 ? null : i % 3 === 1 ? 1 : 0);

function* rows(animals, hash) {
  const users = [];
  for (let id = 1; id <= ASSOCIATIONS; id++)
    users.push([id, `asso${id}@bench.test`, hash, 'association', `Gérant${id}`, `Alex${id}`, stamp(id)]);
  for (let f = 1; f <= FAMILIES; f++)
    users.push([ASSOCIATIONS + f, `family${f}@bench.test`, hash, 'family', `Famille${f}`, `Camille${f}`, stamp(f)]);
  yield ['users', ['id', 'email', 'password_hash', 'role', 'lastname', 'firstname', 'created_at'], users];
  const associations = [];
  for (let id = 1; id <= ASSOCIATIONS; id++) {
    associations.push([
      id,
      id,
      `Refuge bench ${id}`,
      `W${String(id).padStart(9, '0')}`,
      `${id} rue des Lilas`,
      placeOf(id).zip,
      placeOf(id).city,
      '0102030405',
      `Association numéro ${id}.`,
      null,
      null,
      placeOf(id).department,
      placeOf(id).latitude,
      placeOf(id).longitude,
    ]);
  }
  yield [
    'associations',
    [
      'id',
      'user_id',
      'name_association',
      'RNA_code',
      'address',
      'zip_code',
      'city',
      'phone_number',
      'description',
      'url_image',
      'url_thumbnail',
      'department',
      'latitude',
      'longitude',
    ],
    associations,
  ];
  // Each association's account is its first admin, as registration makes it (docs/product.md#association-team).
  const members = [];
  for (let id = 1; id <= ASSOCIATIONS; id++) members.push([id, id, 'admin', stamp(id)]);
  yield ['association_members', ['user_id', 'association_id', 'role', 'joined_at'], members];
  const families = [];
  for (let id = 1; id <= FAMILIES; id++) {
    families.push([
      id,
      ASSOCIATIONS + id,
      `${id} avenue des Pins`,
      placeOf(id * 7).city,
      placeOf(id * 7).zip,
      '0607080910',
      `Famille numéro ${id}.`,
      id % 2,
      1 + (id % 3),
      id % 4,
      null,
      null,
      placeOf(id * 7).department,
      placeOf(id * 7).latitude,
      placeOf(id * 7).longitude,
      id % 2,
      id % 3 === 0 ? 1 : 0,
      id % 3 === 1 ? 1 : 0,
      id % 5 === 0 ? 1 : 0,
      1 + (id % 3),
      id % 4 === 0 ? 1 : 0,
    ]);
  }
  yield [
    'families',
    [
      'id',
      'user_id',
      'address',
      'city',
      'zip_code',
      'phone_number',
      'description',
      'garden',
      'housing_type_id',
      'owned_animals',
      'url_image',
      'url_thumbnail',
      'department',
      'latitude',
      'longitude',
      'visible',
      'accepts_dogs',
      'accepts_cats',
      'accepts_rabbits',
      'capacity',
      'children_at_home',
    ],
    families,
  ];
  const animalColumns = [
    'id',
    'name',
    'breed',
    'gender',
    'date_of_birth',
    'description',
    'url_image',
    'url_thumbnail',
    'species_id',
    'association_id',
    'created_at',
    'size',
    'good_with_children',
    'good_with_cats',
    'good_with_dogs',
  ];
  const requestColumns = ['id', 'animal_id', 'family_id', 'association_id', 'motivation', 'status', 'created_at'];
  const CHUNK = 20000;
  for (let start = 1; start <= animals; start += CHUNK) {
    const batch = [];
    const requests = [];
    for (let a = start; a < Math.min(start + CHUNK, animals + 1); a++) {
      const association = animalAssociation(a);
      batch.push([
        a,
        `${NAMES[a % NAMES.length]} ${a}`,
        BREEDS[a % BREEDS.length],
        a % 2 ? 'mâle' : 'femelle',
        day(a),
        `Animal de test numéro ${a}, calme et joueur.`,
        null,
        null,
        1 + (a % 3),
        association,
        stamp(a),
        ['petit', 'moyen', 'grand'][a % 3],
        tri(a),
        tri(a + 1),
        tri(a + 2),
      ]);
      for (let k = 0; k < REQUESTS_PER_ANIMAL; k++) {
        const status = isHoused(a) ? (k === 0 ? STATUS.approved : STATUS.refused) : STATUS.pending;
        requests.push([
          (a - 1) * REQUESTS_PER_ANIMAL + k + 1,
          a,
          requestFamily(a, k),
          association,
          `Motivation ${a}-${k}: nous avons un grand jardin.`,
          status,
          stamp(a + k),
        ]);
      }
    }
    yield ['animals', animalColumns, batch];
    yield ['requests', requestColumns, requests];
  }
  yield* conversationRows(animals);
}

/** How many messages request r has (1 to 5), and whose turn each one is: the family writes first. */
const messagesOf = (requestId) => 1 + (requestId % 5);
/** After every request (all made in 2025), and more than a week old: the unread mail's job leaves them alone. */
const messageStamp = (requestId, j) =>
  `2026-${pad(1 + (requestId % 10))}-${pad(1 + (requestId % 28))} ${pad(8 + j)}:${pad(requestId % 60)}:${pad((requestId * 7) % 60)}`;

/**
 * Messages of the first CONVERSATIONS_WITH_MESSAGES requests and the read marks of both sides: the association has
 * read every second conversation to its end, the family every third; a message's read_at is set when the other
 * side's mark passed it (as POST .../messages/read does).
 */
function* conversationRows(animals) {
  const conversations = Math.min(CONVERSATIONS_WITH_MESSAGES, animals * REQUESTS_PER_ANIMAL);
  const messageColumns = [
    'id',
    'request_id',
    'author_side',
    'author_user_id',
    'author_deleted',
    'body',
    'images',
    'created_at',
    'read_at',
  ];
  const readColumns = ['request_id', 'side', 'read_up_to', 'read_at', 'mailed_up_to'];
  let messageId = 0;
  const CHUNK = 20000;
  let messages = [];
  const reads = [];
  for (let r = 1; r <= conversations; r++) {
    const animalId = Math.floor((r - 1) / REQUESTS_PER_ANIMAL) + 1;
    const familyUserId = ASSOCIATIONS + requestFamily(animalId, (r - 1) % REQUESTS_PER_ANIMAL);
    const associationUserId = animalAssociation(animalId);
    const count = messagesOf(r);
    const first = messageId + 1;
    const last = messageId + count;
    // Each side's mark: the whole conversation, or nothing (no row).
    const associationMark = r % 2 === 0 ? last : 0;
    const familyMark = r % 3 === 0 ? last : 0;
    const readAt = messageStamp(r, count);
    for (let j = 0; j < count; j++) {
      const id = first + j;
      const side = j % 2 === 0 ? 'family' : 'association';
      const readerMark = side === 'family' ? associationMark : familyMark;
      messages.push([
        id,
        r,
        side,
        side === 'family' ? familyUserId : associationUserId,
        0,
        MESSAGE_BODIES[j % MESSAGE_BODIES.length],
        null,
        messageStamp(r, j),
        readerMark >= id ? readAt : null,
      ]);
    }
    messageId = last;
    if (associationMark) reads.push([r, 'association', associationMark, readAt, associationMark]);
    if (familyMark) reads.push([r, 'family', familyMark, readAt, familyMark]);
    if (messages.length >= CHUNK) {
      yield ['messages', messageColumns, messages];
      messages = [];
    }
  }
  if (messages.length) yield ['messages', messageColumns, messages];
  if (reads.length) yield ['conversation_reads', readColumns, reads];
}

async function runMigrations(databaseConfig) {
  const { DataSource } = require('typeorm');
  const { buildDataSourceOptions } = require(path.join(ROOT, 'api/dist/database/data-source-options'));
  const dataSource = new DataSource({
    ...buildDataSourceOptions(databaseConfig),
    migrationsRun: false,
    logging: false,
  });
  await dataSource.initialize();
  try {
    await dataSource.runMigrations({ transaction: 'each' });
  } finally {
    await dataSource.destroy();
  }
}

async function loadMariadb(animals, hash, given) {
  const mysql = require('mysql2/promise');
  const name = mariadbName(animals, given);
  const admin = await mysql.createConnection({ host: '127.0.0.1', port: 3306, user: 'root' });
  await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();
  await runMigrations({ type: 'mysql', url: mysqlUrl(animals, name) });
  const connection = await mysql.createConnection({
    host: '127.0.0.1',
    port: 3306,
    user: 'root',
    database: name,
    charset: 'utf8mb4_unicode_ci',
  });
  await connection.query('SET foreign_key_checks = 0, unique_checks = 0');
  await connection.beginTransaction();
  for (const [table, columns, values] of rows(animals, hash)) {
    // Multi-row INSERTs of a few thousand rows stay well under max_allowed_packet.
    for (let i = 0; i < values.length; i += 2000) {
      await connection.query(`INSERT INTO \`${table}\` (${columns.map((c) => `\`${c}\``).join(', ')}) VALUES ?`, [
        values.slice(i, i + 2000),
      ]);
    }
  }
  await connection.commit();
  await connection.query('SET foreign_key_checks = 1, unique_checks = 1');
  await connection.query(
    'ANALYZE TABLE users, associations, families, animals, requests, messages, conversation_reads',
  );
  await connection.end();
  return mysqlUrl(animals, name);
}

async function loadSqlite(animals, hash, name) {
  const Database = require('better-sqlite3');
  const file = sqliteFile(animals, name);
  fs.mkdirSync(DATA_DIR, { recursive: true });
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true });
  await runMigrations({ type: 'sqlite', database: file });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  db.pragma('foreign_keys = OFF');
  const statements = new Map();
  const insert = (table, columns, count) => {
    const key = `${table}:${count}`;
    if (!statements.has(key)) {
      const tuple = `(${columns.map(() => '?').join(', ')})`;
      statements.set(
        key,
        db.prepare(
          `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) VALUES ${Array(count).fill(tuple).join(', ')}`,
        ),
      );
    }
    return statements.get(key);
  };
  db.transaction(() => {
    for (const [table, columns, values] of rows(animals, hash)) {
      // SQLite caps bound parameters (32766): batches of 500 rows stay below it for every table here.
      for (let i = 0; i < values.length; i += 500) {
        const slice = values.slice(i, i + 500);
        insert(table, columns, slice.length).run(slice.flat());
      }
    }
  })();
  db.exec('ANALYZE');
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  return `sqlite:${file}`;
}

let cachedHash;
async function passwordHash() {
  if (!cachedHash) cachedHash = await require('argon2').hash(PASSWORD, { type: require('argon2').argon2id });
  return cachedHash;
}

/** The conversations with messages and their messages in a dataset of `animals` animals. */
function messageCounts(animals) {
  const conversations = Math.min(CONVERSATIONS_WITH_MESSAGES, animals * REQUESTS_PER_ANIMAL);
  let messages = 0;
  for (let r = 1; r <= conversations; r++) messages += messagesOf(r);
  return { conversations_with_messages: conversations, messages };
}

/**
 * Loads one dataset and returns the DATABASE_URL that points at it, plus what the load benchmarks need. `name`: a
 * database (file) of the benchmark's own instead of petfoster_bench_<N> (bench-<N>.sqlite).
 */
async function generate({ db, animals, name }) {
  const started = Date.now();
  const hash = await passwordHash();
  const databaseUrl = db === 'sqlite' ? await loadSqlite(animals, hash, name) : await loadMariadb(animals, hash, name);
  return {
    databaseUrl,
    seconds: (Date.now() - started) / 1000,
    counts: {
      animals,
      associations: ASSOCIATIONS,
      families: FAMILIES,
      requests: animals * REQUESTS_PER_ANIMAL,
      conversations: animals * REQUESTS_PER_ANIMAL,
      ...messageCounts(animals),
    },
  };
}

/** Removes a dataset made with a `name` (a benchmark's own database or file). */
async function dropData({ db, animals, name }) {
  if (db === 'sqlite') {
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(sqliteFile(animals, name) + suffix, { force: true });
    return;
  }
  const mysql = require('mysql2/promise');
  const admin = await mysql.createConnection({ host: '127.0.0.1', port: 3306, user: 'root' });
  try {
    await admin.query(`DROP DATABASE IF EXISTS \`${mariadbName(animals, name)}\``);
  } finally {
    await admin.end();
  }
}

module.exports = {
  generate,
  dropData,
  requestFamily,
  animalAssociation,
  ASSOCIATIONS,
  FAMILIES,
  FAMILIES_WITH_REQUESTS,
  OWNER_ANIMALS,
  REQUESTS_PER_ANIMAL,
  isHoused,
  mysqlUrl,
  sqliteFile,
};

if (require.main === module) {
  const args = process.argv.slice(2);
  const option = (name, fallback) => {
    const index = args.indexOf(`--${name}`);
    return index >= 0 ? args[index + 1] : fallback;
  };
  const db = option('db', 'sqlite');
  const animals = Number(option('animals', '100000'));
  if (!['sqlite', 'mariadb'].includes(db) || !Number.isInteger(animals) || animals < OWNER_ANIMALS + 10) {
    console.error('usage: node bench/generate-data.js --db sqlite|mariadb --animals <n >= 60>');
    process.exit(2);
  }
  generate({ db, animals }).then(
    (result) => console.log(JSON.stringify(result)),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
