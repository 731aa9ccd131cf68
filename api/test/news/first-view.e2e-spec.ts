/**
 * The animal page's first view (docs/architecture.md#first-view) shows the published news under 'Des nouvelles de
 * {nom}', escaped (docs/product.md#placement-news). It renders with the builds of `npm run build:web`
 * (shell/dist-server, mfe-catalog/dist-server): without them the first view is off and this test is skipped.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { NEWS_MESSAGES, type PlacementNews } from '@petfoster/contracts';
import { activePlacement, fixToday } from '../placements/support';
import { startApp, type TestApp } from '../support/app';
import { registerAssociation, registerFamily } from '../support/fixtures';
import { expectStatus } from '../support/http';

const ROOT = path.resolve(__dirname, '../../..');
const built = ['shell', 'mfe-catalog'].every((app) => existsSync(path.join(ROOT, app, 'dist-server', 'build.json')));

(built ? describe : describe.skip)('placement news in the first view', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp({ firstView: { root: ROOT, origin: null } });
    fixToday(t);
  });
  afterAll(async () => t?.close());

  it("the animal page's HTML has the published news, escaped, with the family's first name only", async () => {
    const association = await registerAssociation(t.api);
    const family = await registerFamily(t.api);
    const placement = await activePlacement(t, association, family, 'Biscotte');
    const posted = await t.api
      .as(family.token)
      .post(`/api/placements/${placement.id}/news`, { body: '<script>alert("x")</script>\nIl va bien.' });
    expectStatus(posted, 201);
    const hidden = await t.api.as(family.token).post(`/api/placements/${placement.id}/news`, { body: 'Non publiée' });
    expectStatus(hidden, 201);
    expectStatus(await t.api.as(association.token).post(`/api/news/${(posted.body as PlacementNews).id}/publish`), 200);

    const page = await t.api.anon.get(`/animals-details/${placement.animal.id}`);
    expectStatus(page, 200);
    const root = page.text.slice(page.text.indexOf('<div id="root"'), page.text.indexOf('id="pf-first-view"'));
    expect(root).toContain(NEWS_MESSAGES.publicTitle('Biscotte'));
    expect(root).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;\nIl va bien.');
    expect(root).not.toContain('<script>alert');
    expect(root).toContain('Julie, famille d’accueil');
    expect(root).not.toContain('Martin');
    expect(page.text).not.toContain('Non publiée');
  });
});
