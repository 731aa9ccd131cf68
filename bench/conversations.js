#!/usr/bin/env node
'use strict';
/*
 * The conversation list (GET /api/me/conversations, docs/product.md#conversations) on the 10,000-animal dataset of
 * bench/generate-data.js: 20,000 requests, each with its conversation, 10,000 of them with messages and read marks.
 * Two accounts: association 1 (100 requests, every one with messages) and the family of request 1 (two requests, one
 * with messages). Per database and account: p50 / p99 of --calls calls made one after the other on one keep-alive
 * connection (the latency one client sees, after 20 warm-up calls), and the SQL statements per call (X-Sql-Count, from
 * a second API process started with SQL_COUNT=true, as bench/api.js reads them). Figures only, never asserted.
 *
 *   node bench/conversations.js [--calls 200] [--dbs sqlite,mariadb]
 */
const { startApi } = require('./lib/process');
const { familyToken, associationToken } = require('./lib/tokens');
const { summarize, keepAlive, call, round } = require('./lib/timing');
const { generate, requestFamily } = require('./generate-data');

const ANIMALS = 10000;
const WARM_UP = 20;
const PATH = '/api/me/conversations';
const ACCOUNTS = [
  {
    name: 'association',
    label: 'association 1',
    account: 'association 1: 100 requests, every one with messages',
    token: () => associationToken(1),
  },
  {
    name: 'family',
    label: `family ${requestFamily(1, 0)}`,
    account: `family ${requestFamily(1, 0)}: the family of request 1, 2 requests, one with messages`,
    token: () => familyToken(requestFamily(1, 0)),
  },
];

/** What the account's list holds, and the statements of its call (the most of 3 calls). */
async function listFigures(url, token) {
  let statements = 0;
  let answer;
  for (let i = 0; i < 3; i++) {
    answer = await call(`${url}${PATH}`, { headers: { authorization: `Bearer ${token}` } });
    if (answer.status !== 200) throw new Error(`GET ${PATH}: ${answer.status} ${answer.body.toString().slice(0, 200)}`);
    statements = Math.max(statements, Number(answer.headers['x-sql-count'] ?? NaN));
  }
  const list = JSON.parse(answer.body.toString());
  return {
    conversations: list.length,
    with_messages: list.filter((item) => item.last_message).length,
    unread: list.reduce((sum, item) => sum + item.unread, 0),
    answer_kb: round(answer.body.length / 1024),
    sql_statements: statements,
  };
}

async function timed(url, token, calls) {
  const agent = keepAlive();
  const headers = { authorization: `Bearer ${token}` };
  const durations = [];
  try {
    for (let i = 0; i < WARM_UP + calls; i++) {
      const answer = await call(`${url}${PATH}`, { headers, agent });
      if (answer.status !== 200) throw new Error(`GET ${PATH}: ${answer.status}`);
      if (i >= WARM_UP) durations.push(answer.ms);
    }
  } finally {
    agent.destroy();
  }
  const { p50_ms, p99_ms, mean_ms, max_ms } = summarize(durations);
  return { calls, p50_ms, p99_ms, mean_ms, max_ms };
}

async function runConversations({
  calls = 200,
  dbs = ['sqlite', 'mariadb'],
  log = (line) => console.error(line),
} = {}) {
  const runs = [];
  let dataset;
  for (const db of dbs) {
    log(`[conversations] ${db}: ${ANIMALS} animals with their conversations…`);
    const data = await generate({ db, animals: ANIMALS });
    dataset = data.counts;
    const figures = {};
    const counting = await startApi({ databaseUrl: data.databaseUrl, sqlCount: true });
    try {
      for (const account of ACCOUNTS) figures[account.name] = await listFigures(counting.url, account.token());
    } finally {
      await counting.stop();
    }
    const api = await startApi({ databaseUrl: data.databaseUrl });
    try {
      for (const account of ACCOUNTS) {
        log(`[conversations] ${db}: ${account.label}, ${calls} calls…`);
        runs.push({
          label: `${db}: ${account.label}`,
          db,
          account: account.account,
          ...figures[account.name],
          ...(await timed(api.url, account.token(), calls)),
        });
      }
    } finally {
      await api.stop();
    }
  }
  return {
    endpoint: `GET ${PATH}`,
    dataset: `${dataset.animals.toLocaleString('en')} animals, ${dataset.requests.toLocaleString('en')} requests and as many conversations, ${dataset.conversations_with_messages.toLocaleString('en')} of them with messages (${dataset.messages.toLocaleString('en')} messages), 20,000 families, 1,000 associations (bench/generate-data.js)`,
    how: `one API process (node api/dist/main.js, request logging off); calls one after the other on one keep-alive connection after ${WARM_UP} warm-up calls; SQL statements from X-Sql-Count (SQL_COUNT=true, a separate process)`,
    runs,
  };
}

module.exports = { runConversations };

if (require.main === module) {
  const args = process.argv.slice(2);
  const option = (name, fallback) => {
    const index = args.indexOf(`--${name}`);
    return index >= 0 ? args[index + 1] : fallback;
  };
  runConversations({ calls: Number(option('calls', '200')), dbs: option('dbs', 'sqlite,mariadb').split(',') }).then(
    (result) => console.log(JSON.stringify(result, null, 2)),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
