/**
 * The platform administrators' audit log (docs/administration.md#audit-log): what the command and the sign-ins
 * record, read newest first by administrators only, and never edited through the API.
 */
import { ADMIN_AUDIT_PAGE_MAX, type AdminAuditEntry } from '@petfoster/contracts';
import { DataSource } from 'typeorm';
import { startApp, type TestApp } from '../support/app';
import { registerAssociation, registerFamily, uniqueEmail } from '../support/fixtures';
import { expectFrenchError, expectStatus } from '../support/http';
import { ADMIN_PASSWORD, codeAt, createAdmin, createAdminCommand, type AdminSession } from './support';

describe('admin audit log', () => {
  let t: TestApp;
  let admin: AdminSession;

  beforeAll(async () => {
    t = await startApp();
    admin = await createAdmin(t, uniqueEmail('admin'));
  }, 60_000);

  afterAll(async () => {
    await t?.close();
  });

  const read = async (query = '') => {
    const res = await t.api.as(admin.token).get(`/api/admin/audit-log${query}`);
    expectStatus(res, 200);
    return res;
  };

  test('the command and the first sign-in are the first entries, newest first, with the total in X-Total-Count', async () => {
    const res = await read();
    const entries = res.body as AdminAuditEntry[];
    const mine = entries.filter((entry) => entry.target_id === admin.userId);
    expect(mine.map((entry) => entry.action)).toEqual(['admin.signed_in', 'admin.created']);
    expect(mine[0]).toMatchObject({ admin_user_id: admin.userId, target_type: 'user', details: {} });
    // The command acts as the server, not as an administrator.
    expect(mine[1].admin_user_id).toBeNull();
    expect(res.headers['x-total-count']).toBe(String(entries.length));
    const times = entries.map((entry) => Date.parse(entry.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  test('each sign-in with the code adds an entry; a password step alone adds none', async () => {
    const before = Number((await read()).headers['x-total-count']);
    const login = await t.api.anon.post('/login', { email: admin.email, password: ADMIN_PASSWORD });
    expectStatus(login, 200);
    expect(Number((await read()).headers['x-total-count'])).toBe(before);
    const signedIn = await t.api.anon.post('/login/mfa', {
      mfa_token: login.body.mfa_token,
      code: codeAt(admin.secret, 0),
    });
    expectStatus(signedIn, 200);
    const after = await read('?limit=1');
    expect(after.headers['x-total-count']).toBe(String(before + 1));
    expect(after.body).toHaveLength(1);
    expect(after.body[0]).toMatchObject({ action: 'admin.signed_in', admin_user_id: admin.userId });
  }, 60_000);

  test('a password reset by the command is recorded without an actor, and no password reaches the log', async () => {
    const other = await createAdmin(t, uniqueEmail('admin'));
    expect((await createAdminCommand(t, ['--email', other.email], 'Relance4Gardien6')).code).toBe(0);
    const [latest] = (await read('?limit=1')).body as AdminAuditEntry[];
    expect(latest).toMatchObject({
      action: 'admin.password_reset',
      admin_user_id: null,
      target_type: 'user',
      target_id: other.userId,
    });
    const rows: Array<{ details: string }> = await t.app.get(DataSource).query('SELECT details FROM admin_audit');
    for (const row of rows) expect(row.details).not.toMatch(/Relance4Gardien6|Gardien7Plateforme9/);
  }, 60_000);

  test('limit and offset page the log; a wrong one is a French 400', async () => {
    const all = (await read()).body as AdminAuditEntry[];
    const second = (await read('?limit=1&offset=1')).body as AdminAuditEntry[];
    expect(second.map((entry) => entry.id)).toEqual([all[1].id]);
    const res = await t.api.as(admin.token).get(`/api/admin/audit-log?limit=${ADMIN_AUDIT_PAGE_MAX + 1}`);
    expect(expectFrenchError(res, 400).join(' ')).toContain('limit');
  });

  test('families and association members get 403, a visitor 401', async () => {
    const family = await registerFamily(t.api);
    const association = await registerAssociation(t.api);
    expectStatus(await t.api.as(family.token).get('/api/admin/audit-log'), 403);
    expectStatus(await t.api.as(association.token).get('/api/admin/audit-log'), 403);
    expectStatus(await t.api.anon.get('/api/admin/audit-log'), 401);
  });

  test('no route edits or deletes an entry', async () => {
    const [entry] = (await read()).body as AdminAuditEntry[];
    const as = t.api.as(admin.token);
    for (const res of [
      await as.delete('/api/admin/audit-log'),
      await as.delete(`/api/admin/audit-log/${entry.id}`),
      await as.put(`/api/admin/audit-log/${entry.id}`, { action: 'admin.created' }),
      await as.post('/api/admin/audit-log', { action: 'admin.created' }),
    ])
      expectStatus(res, 404);
    const again = (await read()).body as AdminAuditEntry[];
    expect(again.find((one) => one.id === entry.id)).toEqual(entry);
  });
});
