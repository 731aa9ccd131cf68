'use strict';
/*
 * The database stops for 10 s under a steady mixed load, then starts again. Meanwhile the API answers 503 (health
 * too), quickly, never 500; afterwards it recovers by itself (same process) and every write that got a 2xx is in
 * the database exactly once.
 */
const { privateApiPerFile } = require('./support/private-api');
const {
  DEMO_ASSOCIATIONS,
  DEMO_FAMILIES,
  call,
  is2xx,
  loginAll,
  percentile,
  sleep,
  tally,
  writeResult,
} = require('./support/http');
const { runLoad } = require('./support/load');
const {
  animalWriter,
  createLedger,
  familyWriter,
  reader,
  seedAnimalPool,
  verifyLedger,
} = require('./support/workload');

const DATABASE = 'petfoster_outage';
const OUTAGE_MS = 10_000;
/** A request taking longer than this is a hang, not slowness. */
const HANG_BOUND_MS = 15_000;
const RECOVERY_BOUND_MS = 30_000;

describe('database outage under load', () => {
  let db;
  let api;

  privateApiPerFile(DATABASE, (started) => ({ db, api } = started));

  test('503 while the database is down, recovery without restart, no acknowledged write lost', async () => {
    const associations = await loginAll(api.url, DEMO_ASSOCIATIONS.slice(0, 2));
    const families = await loginAll(api.url, DEMO_FAMILIES);
    const ledger = createLedger(`outage${Date.now().toString(36)}`);
    const animalIds = await seedAnimalPool(api.url, ledger);
    const pid = api.pid;

    // Health is probed on its own, every 200 ms, to see exactly when the API says it is down and back.
    const health = [];
    let probing = true;
    const prober = (async () => {
      while (probing) {
        const start = Date.now();
        const result = await call(api.url, 'GET', '/api/health', { timeoutMs: HANG_BOUND_MS + 5000 });
        health.push({ start, end: Date.now(), status: result.status, error: result.error });
        await sleep(200);
      }
    })();

    const load = runLoad(
      [
        ...associations.map((association) => animalWriter(api.url, association, ledger)),
        ...families.map((family) => familyWriter(api.url, family, ledger)),
        reader(api.url, animalIds, { name: 'reader-1' }),
        reader(api.url, animalIds, { name: 'reader-2' }),
      ],
      { pauseMs: 40, maxOpsPerWorker: 2000, maxMs: 90_000 },
    );

    await sleep(4000);
    await db.stop();
    const downAt = Date.now();
    await sleep(OUTAGE_MS);
    const restartAt = Date.now();
    await db.start();
    const dbReadyAt = Date.now();

    let healthyAt = null;
    while (!healthyAt && Date.now() - dbReadyAt < RECOVERY_BOUND_MS) {
      const ok = health.find((h) => h.start >= dbReadyAt && h.status === 200);
      if (ok) healthyAt = ok.end;
      else await sleep(100);
    }
    await sleep(5000);
    const records = await load.stop();
    probing = false;
    await prober;

    const verification = await verifyLedger(db, DATABASE, ledger);

    const during = records.filter((r) => r.start >= downAt && r.end <= restartAt);
    const healthDuring = health.filter((h) => h.start >= downAt && h.end <= restartAt);
    const afterRecovery = healthyAt ? records.filter((r) => r.start >= healthyAt + 1000) : [];
    const firstWriteOkAfter = records
      .filter((r) => r.op !== 'read' && r.op !== 'idle' && r.start >= dbReadyAt && is2xx(r))
      .sort((a, b) => a.end - b.end)[0];
    const unexpected = records.filter((r) => ![200, 201, 503].includes(r.status));
    const slow = records.filter((r) => r.end - r.start > HANG_BOUND_MS);

    const figures = {
      outageMs: restartAt - downAt,
      databaseRestartMs: dbReadyAt - restartAt,
      apiRestarted: api.pid !== pid || !api.running,
      requests: records.length,
      statuses: tally(records),
      duringOutage: {
        requests: during.length,
        statuses: tally(during),
        p50Ms: percentile(
          during.map((r) => r.end - r.start),
          50,
        ),
        maxMs: Math.max(0, ...during.map((r) => r.end - r.start)),
      },
      healthDuringOutage: tally(healthDuring),
      healthBackAfterDatabaseReadyMs: healthyAt ? healthyAt - dbReadyAt : null,
      firstAcknowledgedWriteAfterDatabaseReadyMs: firstWriteOkAfter ? firstWriteOkAfter.end - dbReadyAt : null,
      afterRecovery: { requests: afterRecovery.length, statuses: tally(afterRecovery) },
      maxResponseMs: Math.max(...records.map((r) => r.end - r.start)),
      ...verification.figures,
      problems: verification.problems.slice(0, 20),
    };
    writeResult('database-outage', figures);

    expect(api.running && api.pid === pid).toBe(true);
    // Meanwhile: 503 with the French message, for health and for everything else, and quickly.
    expect(healthDuring.length).toBeGreaterThan(10);
    expect(healthDuring.filter((h) => h.status !== 503).map((h) => h.status || h.error)).toEqual([]);
    expect(during.length).toBeGreaterThan(20);
    expect(
      during.filter((r) => r.status !== 503).map((r) => `${r.op} ${r.route ?? ''} ${r.status || r.error}`),
    ).toEqual([]);
    expect(during.find((r) => r.status === 503).body).toEqual({
      statusCode: 503,
      code: 'service_unavailable',
      message: 'Le service est momentanément indisponible.',
      error: 'Service Unavailable',
    });
    // Never a 500, never a dropped connection or a hang, before, during or after.
    expect(unexpected.map((r) => `${r.op} ${r.route ?? ''} ${r.status || r.error}`)).toEqual([]);
    expect(slow).toEqual([]);
    // Recovered by itself: health, reads and writes answer again.
    expect(healthyAt).not.toBeNull();
    expect(afterRecovery.length).toBeGreaterThan(20);
    expect(afterRecovery.filter((r) => !is2xx(r)).map((r) => `${r.op} ${r.status || r.error}`)).toEqual([]);
    expect(afterRecovery.some((r) => r.op === 'create-animal')).toBe(true);
    expect(afterRecovery.some((r) => r.op === 'read')).toBe(true);
    // Nothing acknowledged is lost, nothing is stored twice.
    expect(verification.figures.animalCreations.acknowledged).toBeGreaterThan(10);
    expect(verification.figures.requestCreations.acknowledged).toBeGreaterThan(10);
    expect(verification.problems).toEqual([]);
  });
});
