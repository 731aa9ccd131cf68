'use strict';
/*
 * The mixed workload of the fault tests and the ledger that proves what happened to each write.
 * Every write carries a unique marker (an animal name, a request motivation), so after the fault the database can
 * be checked write by write: each one that got a 2xx must be there exactly once; the ones that failed may or may
 * not be there (the database may have committed before the connection broke) but never twice.
 */
const { animalBody, call, is2xx, write } = require('./http');

function createLedger(prefix) {
  return {
    prefix,
    animals: [], // { marker, associationId, status, id? }
    requests: [], // { marker, familyId, animalId, status, id? }
    edits: new Map(), // request id -> [{ marker, status }] in the order sent (creation first)
    animalPool: [], // animal ids families may ask for (demo animals not housed, then the ones created here)
  };
}

/** Demo animals every family may still request (not housed, no request of that family yet). */
async function seedAnimalPool(base, ledger) {
  const list = await call(base, 'GET', '/api/animals?limit=100');
  if (list.status !== 200) throw new Error(`GET /api/animals: ${list.status}`);
  const requested = new Set();
  for (const animal of list.body) {
    if (animal.requests.some((r) => r.status === 'Approuvée')) continue;
    for (const r of animal.requests) requested.add(`${r.family_id}:${animal.id}`);
    ledger.animalPool.push({ id: animal.id, associationId: animal.association_id });
  }
  ledger.alreadyRequested = requested;
  return list.body.map((animal) => animal.id);
}

function animalWriter(base, association, ledger) {
  return {
    name: `animal-writer-${association.associationId}`,
    async next(n) {
      const marker = `${ledger.prefix}-a${association.associationId}-${n}`;
      const result = await write(base, 'POST', '/api/animals', {
        token: association.token,
        body: animalBody(association, marker),
      });
      const entry = { marker, associationId: association.associationId, status: result.status || result.error };
      if (result.status === 201) {
        entry.id = result.body.id;
        ledger.animalPool.push({ id: result.body.id, associationId: association.associationId });
      }
      ledger.animals.push(entry);
      return { op: 'create-animal', ...result };
    },
  };
}

/**
 * A family that alternates between asking for the next animal of the pool and editing the motivation of one of
 * its own requests. One worker per family: edits of one request are never concurrent, so "the last one that got
 * a 2xx, or a later failed one" is exactly what the database may hold.
 */
function familyWriter(base, family, ledger, { edits = true } = {}) {
  let cursor = 0;
  const own = [];
  const nextAnimal = () => {
    while (cursor < ledger.animalPool.length) {
      const animal = ledger.animalPool[cursor++];
      if (!ledger.alreadyRequested?.has(`${family.familyId}:${animal.id}`)) return animal;
    }
    return null;
  };
  return {
    name: `family-writer-${family.familyId}`,
    async next(n) {
      const animal = edits && n % 2 === 1 && own.length ? null : nextAnimal();
      if (animal) {
        const marker = `${ledger.prefix}-f${family.familyId}-r${n}`;
        const body = {
          association_id: animal.associationId,
          animal_id: animal.id,
          motivation: marker,
          family_id: family.familyId,
        };
        const result = await write(base, 'POST', '/api/animals/requests', { token: family.token, body });
        const entry = { marker, familyId: family.familyId, animalId: animal.id, status: result.status || result.error };
        if (result.status === 201) {
          entry.id = result.body.id;
          own.push(result.body.id);
          ledger.edits.set(result.body.id, [{ marker, status: 201 }]);
        }
        ledger.requests.push(entry);
        return { op: 'create-request', ...result };
      }
      if (!edits || !own.length) return { op: 'idle', status: 200 };
      const id = own[n % own.length];
      const marker = `${ledger.prefix}-f${family.familyId}-e${n}`;
      const result = await write(base, 'PUT', '/api/families/requests-mods', {
        token: family.token,
        body: { id, motivation: marker },
      });
      ledger.edits.get(id).push({ marker, status: result.status || result.error });
      return { op: 'edit-motivation', ...result };
    },
  };
}

function reader(base, animalIds, { name = 'reader', associationIds = [1, 2, 3] } = {}) {
  const routes = [
    (n) => `/api/animals?limit=20&offset=${n % 5}`,
    (n) => `/api/animals/${animalIds[n % animalIds.length]}`,
    () => '/api/associations',
    (n) => `/api/associations/${associationIds[n % associationIds.length]}/animals`,
    (n) => `/api/animals?species=Chat&limit=10&offset=${n % 3}`,
  ];
  return {
    name,
    async next(n) {
      const route = routes[n % routes.length](n);
      return { op: 'read', route, ...(await call(base, 'GET', route)) };
    },
  };
}

/**
 * Checks the ledger against the database. Returns figures and a list of problems (empty when every write that
 * got a 2xx is stored exactly once and nothing is duplicated).
 */
async function verifyLedger(db, database, ledger) {
  const problems = [];
  const like = `${ledger.prefix}-%`;
  const animalRows = await db.query('SELECT id, name FROM animals WHERE name LIKE ?', [like], database);
  const animalsByName = new Map();
  for (const row of animalRows) animalsByName.set(row.name, [...(animalsByName.get(row.name) ?? []), row]);
  const animalsById = new Map(animalRows.map((row) => [row.id, row]));
  for (const [name, rows] of animalsByName)
    if (rows.length > 1) problems.push(`animal ${name} stored ${rows.length} times`);
  const okAnimals = ledger.animals.filter((a) => a.status === 201);
  for (const a of okAnimals) {
    if (animalsById.get(a.id)?.name !== a.marker)
      problems.push(`animal ${a.marker} (id ${a.id}) answered 201 but is not in the database`);
  }
  const okMarkers = new Set(okAnimals.map((a) => a.marker));

  const familyIds = [...new Set(ledger.requests.map((r) => r.familyId))];
  const requestRows = familyIds.length
    ? await db.query(
        'SELECT id, family_id, animal_id, motivation FROM requests WHERE family_id IN (?)',
        [familyIds],
        database,
      )
    : [];
  const requestsById = new Map(requestRows.map((row) => [row.id, row]));
  const perPair = new Map();
  for (const row of requestRows)
    perPair.set(`${row.family_id}:${row.animal_id}`, (perPair.get(`${row.family_id}:${row.animal_id}`) ?? 0) + 1);
  const attemptedPairs = new Set(ledger.requests.map((r) => `${r.familyId}:${r.animalId}`));
  for (const pair of attemptedPairs)
    if ((perPair.get(pair) ?? 0) > 1) problems.push(`request ${pair} stored ${perPair.get(pair)} times`);
  const okRequests = ledger.requests.filter((r) => r.status === 201);
  for (const r of okRequests) {
    const row = requestsById.get(r.id);
    if (!row || row.family_id !== r.familyId || row.animal_id !== r.animalId)
      problems.push(`request ${r.marker} (id ${r.id}) answered 201 but is not in the database`);
  }
  const okPairs = new Set(okRequests.map((r) => `${r.familyId}:${r.animalId}`));

  let editsChecked = 0;
  for (const [id, attempts] of ledger.edits) {
    const lastOk = attempts.map((a) => is2xx({ status: a.status })).lastIndexOf(true);
    const allowed = new Set([
      attempts[lastOk].marker,
      ...attempts
        .slice(lastOk + 1)
        .filter((a) => !is2xx({ status: a.status }))
        .map((a) => a.marker),
    ]);
    const stored = requestsById.get(id)?.motivation;
    editsChecked += attempts.length - 1;
    if (!allowed.has(stored))
      problems.push(
        `request ${id}: motivation "${stored}" is not the last acknowledged edit "${attempts[lastOk].marker}"`,
      );
  }

  const editAttempts = [...ledger.edits.values()].flatMap((attempts) => attempts.slice(1));
  return {
    problems,
    figures: {
      animalCreations: {
        sent: ledger.animals.length,
        acknowledged: okAnimals.length,
        failed: ledger.animals.length - okAnimals.length,
        storedWithoutAcknowledgement: animalRows.filter((row) => !okMarkers.has(row.name)).length,
      },
      requestCreations: {
        sent: ledger.requests.length,
        acknowledged: okRequests.length,
        failed: ledger.requests.length - okRequests.length,
        storedWithoutAcknowledgement: [...attemptedPairs].filter((pair) => !okPairs.has(pair) && perPair.get(pair))
          .length,
      },
      motivationEdits: {
        sent: editAttempts.length,
        acknowledged: editAttempts.filter((a) => is2xx({ status: a.status })).length,
        requestsChecked: ledger.edits.size,
        editsChecked,
      },
      lostAcknowledgedWrites: problems.filter(
        (p) => p.includes('not in the database') || p.includes('not the last acknowledged'),
      ).length,
      duplicatedWrites: problems.filter((p) => p.includes('stored')).length,
    },
  };
}

module.exports = { animalWriter, createLedger, familyWriter, reader, seedAnimalPool, verifyLedger };
