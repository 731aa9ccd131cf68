import { createHmac } from 'node:crypto';

export interface DecodedJwt {
  header: Record<string, unknown>;
  payload: Record<string, unknown>;
  signature: string;
}

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export function decodeJwt(token: string): DecodedJwt {
  const parts = token.split('.');
  if (parts.length !== 3) throw new Error(`not a JWT: ${token}`);
  const [header, payload, signature] = parts;
  return {
    header: JSON.parse(Buffer.from(header, 'base64url').toString('utf8')),
    payload: JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')),
    signature,
  };
}

/** Builds tokens the way an attacker would (own secret, alg none, edited payload) to check the API refuses them. */
export function signJwt(
  payload: Record<string, unknown>,
  secret: string,
  header: Record<string, unknown> = { alg: 'HS256', typ: 'JWT' },
): string {
  const head = encode(header);
  const body = encode(payload);
  const hashes: Record<string, string> = { HS256: 'sha256', HS384: 'sha384', HS512: 'sha512' };
  const hash = hashes[String(header.alg)];
  const signature = hash ? createHmac(hash, secret).update(`${head}.${body}`).digest('base64url') : '';
  return `${head}.${body}.${signature}`;
}

/** Same header and signature, edited payload: a tampered token. */
export function tamperJwt(token: string, changes: Record<string, unknown>): string {
  const [head, , signature] = token.split('.');
  const { payload } = decodeJwt(token);
  return `${head}.${encode({ ...payload, ...changes })}.${signature}`;
}
