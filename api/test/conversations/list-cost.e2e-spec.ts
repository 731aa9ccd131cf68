/**
 * GET /api/me/conversations answers in a fixed number of SQL statements however many conversations the caller has
 * (docs/product.md#conversations: one query for the list, no N+1), counted with X-Sql-Count as test/write-cost does.
 */
import { startApp, type TestApp } from '../support/app';
import { registerAssociation, registerFamily, type AssociationAccount } from '../support/fixtures';
import { expectStatus } from '../support/http';
import { openConversation, sent } from './support';

describe('conversation list cost', () => {
  let t: TestApp;
  let association: AssociationAccount;

  beforeAll(async () => {
    t = await startApp({ sqlCount: true });
    association = await registerAssociation(t.api);
  });
  afterAll(async () => {
    await t?.close();
  });

  const statements = async (token: string) => {
    const res = await t.api.as(token).get('/api/me/conversations');
    expectStatus(res, 200);
    return { count: Number(res.headers['x-sql-count']), length: (res.body as unknown[]).length };
  };

  it('the same statements for 1 conversation and for 12', async () => {
    const family = await registerFamily(t.api);
    await sent(t, family, await openConversation(t, association, family, 'Un'), 'Bonjour');
    const one = await statements(association.token);
    expect(one.length).toBe(1);
    for (let i = 0; i < 11; i += 1) {
      const other = await registerFamily(t.api);
      const requestId = await openConversation(t, association, other, `Animal ${i}`);
      await sent(t, other, requestId, `Bonjour ${i}`);
      await sent(t, association, requestId, `Réponse ${i}`);
    }
    const twelve = await statements(association.token);
    expect(twelve.length).toBe(12);
    expect(twelve.count).toBe(one.count);
  });
});
