'use strict';
/*
 * SIGTERM under load (a rolling deploy or a scale-down): the API stops accepting connections, finishes the
 * requests it already has (slow ones included: logins hashing passwords, animals with an image to process),
 * closes the database, and exits 0 within its grace period.
 */
const sharp = require('sharp');
const { privateApiPerFile } = require('./support/private-api');
const {
  DEMO_ASSOCIATIONS,
  DEMO_FAMILIES,
  animalBody,
  call,
  is2xx,
  loginAll,
  sleep,
  tally,
  within,
  writeResult,
} = require('./support/http');
const { runLoad } = require('./support/load');
const { reader } = require('./support/workload');

const DATABASE = 'petfoster_sigterm';
/** main.ts gives in-flight requests 10 s, then exits 1; beyond this bound the process hangs. */
const EXIT_BOUND_MS = 20_000;
/** Time for the server to accept and parse requests the client has fully sent. */
const ACCEPT_SETTLE_MS = 300;

describe('SIGTERM during load', () => {
  let db;
  let api;

  privateApiPerFile(DATABASE, (started) => ({ db, api } = started));

  test('in-flight requests finish, then the process exits 0', async () => {
    const associations = await loginAll(api.url, DEMO_ASSOCIATIONS);
    const animals = await call(api.url, 'GET', '/api/animals?limit=100');
    const animalIds = animals.body.map((a) => a.id);
    const image = await sharp({
      create: { width: 1600, height: 1200, channels: 3, background: { r: 180, g: 120, b: 60 } },
    })
      .png()
      .toBuffer();
    const dataUrl = `data:image/png;base64,${image.toString('base64')}`;

    // Steady background traffic that keeps going through the signal.
    let writes = 0;
    const background = runLoad(
      [
        reader(api.url, animalIds, { name: 'reader-1' }),
        reader(api.url, animalIds, { name: 'reader-2' }),
        {
          name: 'writer',
          next: async () => {
            const association = associations[writes % associations.length];
            const result = await call(api.url, 'POST', '/api/animals', {
              token: association.token,
              body: animalBody(association, `sigterm-bg-${(writes += 1)}`),
            });
            return { op: 'create-animal', ...result };
          },
        },
      ],
      { pauseMs: 10, maxOpsPerWorker: 3000, maxMs: 60_000 },
    );
    await sleep(1500);

    // The batch whose requests are all accepted before the signal: slow logins, animals with an image, big lists.
    let sent = 0;
    const onSent = () => {
      sent += 1;
    };
    const batch = [];
    for (let i = 0; i < 12; i += 1) {
      batch.push(
        call(api.url, 'POST', '/login', {
          body: { email: DEMO_FAMILIES[i % DEMO_FAMILIES.length], password: 'Demo1234' },
          onSent,
        }).then((r) => ({ op: 'login', expected: 200, doneAt: Date.now(), ...r })),
      );
      const association = associations[i % associations.length];
      batch.push(
        call(api.url, 'POST', '/api/animals', {
          token: association.token,
          body: { ...animalBody(association, `sigterm-batch-${i}`), url_image: dataUrl },
          onSent,
        }).then((r) => ({
          op: 'create-animal-with-image',
          expected: 201,
          doneAt: Date.now(),
          ...r,
        })),
      );
      batch.push(
        call(api.url, 'GET', '/api/animals?limit=100', { onSent }).then((r) => ({
          op: 'list',
          expected: 200,
          doneAt: Date.now(),
          ...r,
        })),
      );
    }
    const deadline = Date.now() + 10_000;
    while (sent < batch.length && Date.now() < deadline) await sleep(5);
    expect(sent).toBe(batch.length);
    await sleep(ACCEPT_SETTLE_MS);

    const signalAt = Date.now();
    api.signal('SIGTERM');
    // Draining: still serving, but telling load balancers to look elsewhere. The signal reaches the busy process's
    // event loop a moment after kill() returns, so a probe sent at once may still be answered 200: probe until the
    // answer changes (within the drain window), as a load balancer's health check would.
    let healthWhileDraining = await call(api.url, 'GET', '/api/health');
    while (healthWhileDraining.status === 200 && Date.now() - signalAt < 800) {
      await sleep(20);
      healthWhileDraining = await call(api.url, 'GET', '/api/health');
    }
    const exit = await within(api.exit, EXIT_BOUND_MS);
    const exitMs = Date.now() - signalAt;
    const results = await Promise.all(batch);
    const backgroundRecords = await background.stop();

    const batchAnimalIds = results
      .filter((r) => r.op === 'create-animal-with-image' && r.status === 201)
      .map((r) => r.body.id);
    const stored = batchAnimalIds.length
      ? await db.query('SELECT id, url_image FROM animals WHERE id IN (?)', [batchAnimalIds], DATABASE)
      : [];
    const before = backgroundRecords.filter((r) => r.end < signalAt);
    const after = backgroundRecords.filter((r) => r.start > signalAt);
    const straddling = backgroundRecords.filter((r) => r.start <= signalAt && r.end >= signalAt);
    const figures = {
      acceptedBeforeSignal: batch.length,
      stillInFlightAtSignal: results.filter((r) => r.doneAt > signalAt).length,
      batchStatuses: tally(results),
      batchCompleted: results.filter((r) => r.status === r.expected).length,
      batchAnimalsStored: stored.filter((row) => row.url_image).length,
      exitCode: exit ? exit.code : 'still running',
      exitSignal: exit ? exit.signal : null,
      exitAfterSignalMs: exitMs,
      healthWhileDraining: healthWhileDraining.status || healthWhileDraining.error,
      background: {
        beforeSignal: { requests: before.length, statuses: tally(before) },
        inFlightAtSignal: {
          requests: straddling.length,
          statuses: tally(straddling),
          failedAfterBeingSentBeforeSignal: straddling.filter((r) => !r.status && r.sentAt < signalAt).length,
        },
        startedAfterSignal: { requests: after.length, statuses: tally(after) },
      },
    };
    writeResult('sigterm', figures);

    expect(exit).not.toBeNull();
    expect(exit.code).toBe(0);
    // The test proves something only if the signal really found requests in flight.
    expect(results.filter((r) => r.doneAt > signalAt).length).toBeGreaterThan(3);
    expect(results.filter((r) => r.status !== r.expected).map((r) => `${r.op} ${r.status || r.error}`)).toEqual([]);
    expect(
      stored
        .filter((row) => row.url_image)
        .map((row) => row.id)
        .sort(),
    ).toEqual([...batchAnimalIds].sort());
    expect(before.filter((r) => !is2xx(r))).toEqual([]);
    // Answers given after the signal are complete answers: the in-flight ones still succeed.
    expect(straddling.filter((r) => r.status && !is2xx(r))).toEqual([]);
    // No request sent before the signal is left without an answer (reset, hang-up), background ones included.
    expect(
      [...results, ...backgroundRecords]
        .filter((r) => r.sentAt < signalAt && !r.status)
        .map((r) => `${r.op} ${r.error} sent ${signalAt - r.sentAt} ms before`),
    ).toEqual([]);
    expect(healthWhileDraining.status).toBe(503);
  });
});
