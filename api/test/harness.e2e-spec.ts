import type { Response } from 'supertest';
import { assertSafeResponse, expectFrenchError } from './support/http';

/** The suite-wide checks must be able to fail, or every green run proves nothing. */
describe('test harness self-check', () => {
  const fake = (status: number, body: unknown): Response =>
    ({ status, body, text: JSON.stringify(body), req: { method: 'GET', path: '/x' } }) as unknown as Response;

  it('rejects a password field anywhere in a body', () => {
    expect(() => assertSafeResponse(fake(200, { user: { email: 'a@b.c', password: 'x' } }))).toThrow(/password/);
    expect(() => assertSafeResponse(fake(200, [{ passwordHash: 'x' }]))).toThrow(/password/);
  });

  it('rejects an argon2 hash even under an innocent key', () => {
    expect(() => assertSafeResponse(fake(200, { note: '$argon2id$v=19$m=65536' }))).toThrow(/argon2/);
  });

  it('rejects any 5xx', () => {
    expect(() => assertSafeResponse(fake(500, { message: 'boom' }))).toThrow(/500/);
  });

  it('accepts a clean body', () => {
    expect(() => assertSafeResponse(fake(200, { id: 1, email: 'a@b.c' }))).not.toThrow();
  });

  it('spots English framework messages', () => {
    expect(() => expectFrenchError(fake(400, { message: ['email must be an email'] }), 400)).toThrow(/not French/);
    expect(() => expectFrenchError(fake(400, { message: 'Unexpected token } in JSON at position 3' }), 400)).toThrow();
    expect(() => expectFrenchError(fake(400, { message: ['Email invalide'] }), 400)).not.toThrow();
  });
});
