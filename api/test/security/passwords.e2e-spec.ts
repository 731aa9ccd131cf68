/**
 * Password storage (ASVS V6.2 / OWASP Password Storage Cheat Sheet): argon2id with at least m=19456 KiB, t=2, p=1,
 * read from the database itself; and login answering an unknown email with the same work as a wrong password.
 * The timing medians are measured and reported, never asserted (a shared CI machine is too noisy for that); what
 * is asserted is the cause of equal timing: one argon2 verification of an argon2id hash with the same parameters
 * in both paths.
 */
import argon2 from 'argon2';
import { DataSource } from 'typeorm';
import { User } from '../../src/data-model/user.entity';
import { startApp, type TestApp } from '../support/app';
import {
  associationPayload,
  familyPayload,
  registerAssociation,
  registerFamily,
  uniqueEmail,
  type FamilyAccount,
} from '../support/fixtures';
import { expectStatus } from '../support/http';
import { COMMON_PASSWORD_COUNT, COMMON_PASSWORD_MESSAGE } from '@petfoster/contracts/common-passwords';
import { median, writeReport } from './support/report';

const PASSWORD_RULE_MESSAGE =
  "Le mot de passe doit contenir au moins 6 caractères, une majuscule, une minuscule, un chiffre et pas d'espace";

const OWASP_MINIMUM = { m: 19456, t: 2, p: 1 };
const ARGON2ID = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/;
const SAMPLES = 30;

function parameters(hash: string): { m: number; t: number; p: number } {
  const match = ARGON2ID.exec(hash);
  if (!match) throw new Error(`not an argon2id v19 hash: ${hash.slice(0, 40)}…`);
  return { m: Number(match[1]), t: Number(match[2]), p: Number(match[3]) };
}

describe('passwords', () => {
  let t: TestApp;
  let family: FamilyAccount;
  const report: string[] = [];

  const storedHash = async (email: string) => {
    const row = await t.app
      .get(DataSource)
      .getRepository(User)
      .createQueryBuilder('u')
      .addSelect('u.password_hash')
      .where('u.email = :email', { email })
      .getOneOrFail();
    return row.password_hash;
  };

  beforeAll(async () => {
    // Sixty failed logins for one email would trip the login throttle, which is not what this file measures.
    t = await startApp({ throttle: false });
    family = await registerFamily(t.api);
  }, 60_000);

  afterAll(async () => {
    if (report.length) writeReport('passwords', 'Passwords', report);
    await t?.close();
  });

  it('stores argon2id hashes with at least the OWASP minimum parameters, salted per account', async () => {
    const association = await registerAssociation(t.api, {
      password: family.password,
      confirmPassword: family.password,
    });
    const hashes = [await storedHash(family.email), await storedHash(association.email)];
    for (const hash of hashes) {
      const { m, t: time, p } = parameters(hash);
      expect(m).toBeGreaterThanOrEqual(OWASP_MINIMUM.m);
      expect(time).toBeGreaterThanOrEqual(OWASP_MINIMUM.t);
      expect(p).toBeGreaterThanOrEqual(OWASP_MINIMUM.p);
      expect(hash).not.toContain(family.password);
    }
    // Same password, two accounts: different salts, different hashes.
    expect(hashes[0]).not.toBe(hashes[1]);
    expect(await argon2.verify(hashes[0], family.password)).toBe(true);
    report.push(
      `Stored hash parameters: ${hashes[0].split('$').slice(1, 4).join('$')} (OWASP minimum m=19456, t=2, p=1).`,
    );
  });

  describe('compared exactly as typed, never trimmed', () => {
    it('login: the right password followed by a space is refused', async () => {
      expectStatus(await t.api.anon.post('/login', { email: family.email, password: `${family.password} ` }), 401);
    });

    it('login: the right password preceded by a space is refused', async () => {
      expectStatus(await t.api.anon.post('/login', { email: family.email, password: ` ${family.password}` }), 401);
    });

    it('login: the exact password is accepted', async () => {
      expectStatus(await t.api.anon.post('/login', { email: family.email, password: family.password }), 200);
    });

    it.each(['/api/families', '/api/associations'])(
      'registration on %s: surrounding spaces are not trimmed away, the SPEC rule refuses them',
      async (route) => {
        const payload = route === '/api/families' ? familyPayload() : associationPayload();
        const res = await t.api.anon.post(route, {
          ...payload,
          password: ' Espaces2026 ',
          confirmPassword: ' Espaces2026 ',
        });
        expectStatus(res, 400);
        expect(res.body.message).toEqual([PASSWORD_RULE_MESSAGE]);
      },
    );

    it('registration: a confirmation that differs only by a space is refused', async () => {
      const res = await t.api.anon.post('/api/families', {
        ...familyPayload(),
        password: 'Espaces2026',
        confirmPassword: 'Espaces2026 ',
      });
      expectStatus(res, 400);
      expect(res.body.message).toContain('Les mots de passe doivent correspondre');
    });
  });

  describe('common passwords are refused at registration, case-insensitively, with their own message', () => {
    it.each([
      ['/api/families', 'Azerty123'],
      ['/api/families', 'Password1'],
      ['/api/associations', 'Soleil2024'],
      ['/api/associations', 'AzERTy123'],
    ])('%s with %s: 400', async (route, password) => {
      const payload = route === '/api/families' ? familyPayload() : associationPayload();
      const res = await t.api.anon.post(route, { ...payload, password, confirmPassword: password });
      expectStatus(res, 400);
      expect(res.body.message).toEqual([COMMON_PASSWORD_MESSAGE]);
    });

    it('an uncommon password that follows docs/product.md#validation is accepted', async () => {
      const res = await t.api.anon.post('/api/families', {
        ...familyPayload(),
        password: 'Abri7Chaton',
        confirmPassword: 'Abri7Chaton',
      });
      expectStatus(res, 201);
    });

    it(`the list holds at least 10,000 passwords (${COMMON_PASSWORD_COUNT})`, () => {
      expect(COMMON_PASSWORD_COUNT).toBeGreaterThanOrEqual(10_000);
    });
  });

  it('verifies an argon2id hash of the same cost for an unknown email as for a wrong password', async () => {
    const verify = jest.spyOn(argon2, 'verify');
    try {
      const realParameters = parameters(await storedHash(family.email));
      verify.mockClear();
      expectStatus(await t.api.anon.post('/login', { email: uniqueEmail('ghost'), password: 'Tortue42Zebre' }), 401);
      expect(verify).toHaveBeenCalledTimes(1);
      expect(parameters(String(verify.mock.calls[0][0]))).toEqual(realParameters);

      verify.mockClear();
      expectStatus(await t.api.anon.post('/login', { email: family.email, password: 'Wrong1234' }), 401);
      expect(verify).toHaveBeenCalledTimes(1);
      expect(parameters(String(verify.mock.calls[0][0]))).toEqual(realParameters);
    } finally {
      verify.mockRestore();
    }
  });

  it('measures login time for an unknown email and for a wrong password (reported, not asserted)', async () => {
    const timed = async (email: string) => {
      const started = process.hrtime.bigint();
      const res = await t.api.anon.post('/login', { email, password: 'Wrong1234' });
      const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
      expectStatus(res, 401);
      return elapsed;
    };
    // Warm-up: the first unknown-email login computes the dummy hash once.
    await timed(uniqueEmail('warmup'));
    await timed(family.email);
    const unknown: number[] = [];
    const wrong: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      unknown.push(await timed(uniqueEmail('ghost')));
      wrong.push(await timed(family.email));
    }
    const [mUnknown, mWrong] = [median(unknown), median(wrong)];
    const difference = mUnknown - mWrong;
    report.push(
      `Login timing, ${SAMPLES} interleaved samples each: median unknown email ${mUnknown.toFixed(1)} ms, median wrong password ${mWrong.toFixed(1)} ms, ` +
        `difference ${difference.toFixed(1)} ms (${((100 * Math.abs(difference)) / mWrong).toFixed(1)} % of the wrong-password median).`,
    );
    expect(unknown).toHaveLength(SAMPLES);
    expect(wrong).toHaveLength(SAMPLES);
  }, 120_000);
});
