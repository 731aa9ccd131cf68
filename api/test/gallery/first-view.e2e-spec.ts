/**
 * The animal page's first view (docs/architecture.md#first-view) with a gallery (docs/product.md#animal-gallery): the
 * HTML asks the network for the cover only, so that nothing shares the cover's bandwidth while the page loads; the
 * other photos' boxes are there, empty. It renders with the builds of `npm run build:web` (shell/dist-server,
 * mfe-catalog/dist-server): without them the first view is off and this test is skipped.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { GALLERY_MESSAGES, type Animal } from '@petfoster/contracts';
import { startApp, type TestApp } from '../support/app';
import { createAnimal, registerAssociation } from '../support/fixtures';
import { expectStatus } from '../support/http';
import { imageDataUrl } from '../support/images';

const ROOT = path.resolve(__dirname, '../../..');
const built = ['shell', 'mfe-catalog'].every((app) => existsSync(path.join(ROOT, app, 'dist-server', 'build.json')));

(built ? describe : describe.skip)('animal gallery in the first view', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp({ firstView: { root: ROOT, origin: null } });
  });
  afterAll(async () => t?.close());

  it("the animal page's HTML has the cover's <img> alone, and a slide for every photo", async () => {
    const association = await registerAssociation(t.api);
    const animal = await createAnimal(t.api, association, {
      name: 'Galerie',
      url_image: await imageDataUrl('png', 40),
    });
    for (let i = 0; i < 3; i++)
      expectStatus(
        await t.api.as(association.token).post(`/api/animals/${animal.id}/photos`, {
          url_image: await imageDataUrl('png', 30 + i),
        }),
        201,
      );
    const read = await t.api.anon.get(`/api/animals/${animal.id}`);
    expectStatus(read, 200);
    const photos = (read.body as Animal).photos!;

    const page = await t.api.anon.get(`/animals-details/${animal.id}`);
    expectStatus(page, 200);
    const root = page.text.slice(page.text.indexOf('<div id="root"'), page.text.indexOf('id="pf-first-view"'));
    const images = root.match(/<img [^>]*alt="Galerie"[^>]*>/g) ?? [];
    expect(images).toHaveLength(1);
    expect(images[0]).toContain(`src="${photos[0].url}"`);
    expect(images[0]).toMatch(/fetchpriority="high"/i);
    for (const photo of photos.slice(1)) {
      expect(root).not.toContain(photo.url);
      expect(root).not.toContain(photo.medium_url);
    }
    for (let i = 1; i <= photos.length; i++) expect(root).toContain(GALLERY_MESSAGES.photoOf(i, photos.length));
  });
});
