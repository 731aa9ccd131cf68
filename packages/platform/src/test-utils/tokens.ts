/** Unsigned JWTs for tests: the front end only decodes, the API verifies. */
function base64Url(value: object): string {
  return Buffer.from(JSON.stringify(value))
    .toString('base64')
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
}

export function makeToken(
  payload: Record<string, unknown>,
  { expiresInSeconds = 3600 }: { expiresInSeconds?: number } = {},
): string {
  const now = Math.floor(Date.now() / 1000);
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url({ iat: now, exp: now + expiresInSeconds, ...payload })}.signature`;
}

export const familyToken = (overrides: Record<string, unknown> = {}, options?: { expiresInSeconds?: number }) =>
  makeToken({ role: 'family', userId: 7, familyId: 3, ...overrides }, options);

export const associationToken = (overrides: Record<string, unknown> = {}, options?: { expiresInSeconds?: number }) =>
  makeToken({ role: 'association', userId: 9, associationId: 4, ...overrides }, options);
