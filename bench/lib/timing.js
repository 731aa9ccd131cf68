'use strict';
/* Percentiles and timed HTTP calls of the latency benchmarks (events, conversations). */
const http = require('node:http');

const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
/** Nearest-rank percentile of ascending values. */
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

/** p50, p99, mean and max (ms, two decimals) of a list of durations. */
function summarize(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50_ms: round(percentile(sorted, 50), 2),
    p99_ms: round(percentile(sorted, 99), 2),
    mean_ms: round(sorted.reduce((sum, value) => sum + value, 0) / sorted.length, 2),
    max_ms: round(sorted.at(-1), 2),
  };
}

/** One keep-alive connection, as a page's client holds one: no connection set-up inside the timed calls. */
const keepAlive = () => new http.Agent({ keepAlive: true, maxSockets: 1 });

/**
 * One HTTP call; `onSent` gets performance.now() right before the request leaves. Resolves with the status, the
 * headers, the body and the time from sending to the last byte of the answer.
 */
function call(url, { method = 'GET', headers = {}, body, agent, onSent = () => undefined } = {}) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : Buffer.from(body);
    const req = http.request(
      url,
      {
        method,
        agent,
        headers: payload ? { ...headers, 'content-length': String(payload.length) } : headers,
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            headers: res.headers,
            body: Buffer.concat(chunks),
            ms: performance.now() - sent,
            answeredAt: performance.now(),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    const sent = performance.now();
    onSent(sent);
    req.end(payload);
  });
}

module.exports = { round, percentile, summarize, keepAlive, call };
