/**
 * The second security pass (docs/security.md#second-pass): deleting an account or an animal, or replacing an image, removes every stored file of it: the
 * original, the WebP thumbnail and the medium variant made on demand (<name>-800.webp). Each case lists UPLOAD_DIR
 * before and after, and requests every old URL (404).
 */
import { mediumImageUrl } from '@petfoster/contracts';
import { readdirSync } from 'node:fs';
import { startApp, type TestApp } from '../support/app';
import { createAnimal, createRequest, decide, registerAssociation, registerFamily } from '../support/fixtures';
import { expectStatus } from '../support/http';
import { imageDataUrl } from '../support/images';

describe('every stored file of an image goes with it', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(async () => t?.close());

  const files = () => new Set(readdirSync(t.uploadDir));

  /** The image's URLs once all three files exist: the medium variant is made by requesting it. */
  async function allUrlsOf(image: { url_image: string | null; url_thumbnail: string | null }): Promise<string[]> {
    const medium = mediumImageUrl(image.url_image);
    expect(medium).toBeTruthy();
    expectStatus(await t.api.anon.get(medium!), 200);
    const urls = [image.url_image!, image.url_thumbnail!, medium!];
    for (const url of urls) expectStatus(await t.api.anon.get(url), 200);
    return urls;
  }

  async function expectGone(urls: string[], before: Set<string>) {
    for (const url of urls) expectStatus(await t.api.anon.get(url), 404);
    const after = files();
    const removed = [...before].filter((name) => !after.has(name)).sort();
    expect(removed).toEqual(urls.map((url) => url.replace('/uploads/', '')).sort());
  }

  it('a family deleting its account (with a placement kept): original, thumbnail and -800 variant', async () => {
    const family = await registerFamily(t.api, { url_image: await imageDataUrl('jpeg', 64) });
    const profile = (await t.api.as(family.token).get(`/api/families/${family.familyId}`)).body;
    const association = await registerAssociation(t.api);
    const animal = await createAnimal(t.api, association);
    const request = await createRequest(t.api, family, animal);
    expectStatus(await decide(t.api, association, request.id, 'Approuvée'), 200);
    const urls = await allUrlsOf(profile);
    const before = files();
    expectStatus(await t.api.as(family.token).delete(`/api/families/${family.familyId}`), 204);
    await expectGone(urls, before);
  });

  it("an association deleting its account: its own image's files and every file of its animals", async () => {
    const association = await registerAssociation(t.api, { url_image: await imageDataUrl('png', 64) });
    const profile = (await t.api.anon.get(`/api/associations/${association.associationId}`)).body;
    const animal = await createAnimal(t.api, association, { url_image: await imageDataUrl('jpeg', 64) });
    const urls = [...(await allUrlsOf(profile)), ...(await allUrlsOf(animal))];
    const before = files();
    expectStatus(await t.api.as(association.token).delete(`/api/associations/${association.associationId}`), 204);
    await expectGone(urls, before);
  });

  it('an animal deleted', async () => {
    const association = await registerAssociation(t.api);
    const animal = await createAnimal(t.api, association, { url_image: await imageDataUrl('jpeg', 64) });
    const urls = await allUrlsOf(animal);
    const before = files();
    expectStatus(await t.api.as(association.token).delete(`/api/animals/${animal.id}`), 204);
    await expectGone(urls, before);
  });

  it("an animal's image replaced: the old files go, the new ones are there", async () => {
    const association = await registerAssociation(t.api);
    const animal = await createAnimal(t.api, association, { url_image: await imageDataUrl('jpeg', 64) });
    const urls = await allUrlsOf(animal);
    const before = files();
    const res = await t.api
      .as(association.token)
      .put(`/api/animals/${animal.id}`, { url_image: await imageDataUrl('png', 48) });
    expectStatus(res, 200);
    for (const url of urls) expectStatus(await t.api.anon.get(url), 404);
    expectStatus(await t.api.anon.get(res.body.url_image), 200);
    const after = files();
    expect([...before].filter((name) => !after.has(name)).sort()).toEqual(
      urls.map((url) => url.replace('/uploads/', '')).sort(),
    );
  });

  it("a family's profile image replaced: the old files go", async () => {
    const family = await registerFamily(t.api, { url_image: await imageDataUrl('jpeg', 64) });
    const profile = (await t.api.as(family.token).get(`/api/families/${family.familyId}`)).body;
    const urls = await allUrlsOf(profile);
    const before = files();
    expectStatus(
      await t.api.as(family.token).put(`/api/families/${family.userId}`, { url_image: await imageDataUrl('png', 48) }),
      200,
    );
    for (const url of urls) expectStatus(await t.api.anon.get(url), 404);
    const after = files();
    expect([...before].filter((name) => !after.has(name)).sort()).toEqual(
      urls.map((url) => url.replace('/uploads/', '')).sort(),
    );
  });
});
