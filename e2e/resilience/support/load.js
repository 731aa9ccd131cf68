'use strict';
/*
 * Bounded closed-loop load: a few workers, each running one operation after another until told to stop or until
 * its own operation budget is spent. Every call is recorded (operation, start, end, status) for the assertions.
 */
const { sleep } = require('./http');

/**
 * @param {Array<{ name: string, next: (n: number) => Promise<object|null> }>} workers
 *   next(n) performs one operation and resolves with a result from http.call plus { op }, or null when the worker
 *   has nothing left to do.
 * @param {{ pauseMs?: number, maxOpsPerWorker?: number, maxMs?: number }} options
 */
function runLoad(workers, { pauseMs = 25, maxOpsPerWorker = 5000, maxMs = 120_000 } = {}) {
  const records = [];
  let stopping = false;
  const startedAt = Date.now();
  const loops = workers.map(async (worker) => {
    for (let n = 0; n < maxOpsPerWorker && !stopping && Date.now() - startedAt < maxMs; n += 1) {
      const start = Date.now();
      const result = await worker.next(n);
      if (!result) break;
      // 'idle': the worker had nothing to send this turn (e.g. a family with no request to edit yet).
      if (result.op !== 'idle') records.push({ worker: worker.name, start, end: Date.now(), ...result });
      if (pauseMs) await sleep(pauseMs);
    }
  });
  const finished = Promise.all(loops);
  return {
    records,
    /** Stops the workers after their current operation; resolves when all have returned. */
    async stop() {
      stopping = true;
      await finished;
      return records;
    },
  };
}

module.exports = { runLoad };
