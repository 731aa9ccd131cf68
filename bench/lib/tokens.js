'use strict';
/*
 * Session tokens for the generated datasets (bench/generate-data.js), signed with the benchmarks' JWT secret as the
 * API signs them at login: thousands of accounts without thousands of logins (argon2, throttled per address).
 */
const { createHmac } = require('node:crypto');
const { BENCH_JWT_SECRET } = require('./process');
const { ASSOCIATIONS } = require('../generate-data');

const base64url = (value) => Buffer.from(value).toString('base64url');

function signToken(payload) {
  const now = Math.floor(Date.now() / 1000);
  const head = `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(JSON.stringify({ ...payload, iat: now, exp: now + 3600 }))}`;
  return `${head}.${createHmac('sha256', BENCH_JWT_SECRET).update(head).digest('base64url')}`;
}

/** A generated family's token: its account follows the associations' (user id ASSOCIATIONS + family id). */
const familyToken = (familyId) => signToken({ role: 'family', userId: ASSOCIATIONS + familyId, familyId });
/** A generated association's token: its account is its first admin, with the association's own id. */
const associationToken = (associationId) => signToken({ role: 'association', userId: associationId, associationId });

module.exports = { signToken, familyToken, associationToken };
