import { unlink } from 'node:fs/promises';
import { mediumImageUrl } from '@petfoster/contracts';
import sharp from 'sharp';
import { startApp, type TestApp } from './support/app';
import { createAnimal, fileExists, registerAssociation, uploadPath, type AssociationAccount } from './support/fixtures';
import { expectStatus } from './support/http';
import { imageBytes, toDataUrl } from './support/images';

/** The performance work (docs/performance.md) keeps the observable contract: variants, totals, list shape. */
describe('performance features', () => {
  let t: TestApp;
  let shelter: AssociationAccount;

  const fetchBytes = (url: string) =>
    t.api.anon
      .get(url)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });

  beforeAll(async () => {
    t = await startApp();
    shelter = await registerAssociation(t.api);
  });
  afterAll(async () => t?.close());

  it('makes the 800 px WebP variant at upload, serves it, and deletes it with the animal', async () => {
    const animal = await createAnimal(t.api, shelter, {
      name: 'Grand format',
      url_image: toDataUrl(await imageBytes('jpeg', 1200), 'image/jpeg'),
    });
    const medium = mediumImageUrl(animal.url_image);
    expect(medium).toMatch(/^\/uploads\/[\w-]+-800\.webp$/);
    // There before anyone asked for it (docs/decisions/stateless-api.md).
    expect(fileExists(uploadPath(t.uploadDir, medium!))).toBe(true);

    const response = await fetchBytes(medium!);
    expectStatus(response, 200);
    expect(response.headers['content-type']).toMatch(/^image\/webp/);
    const meta = await sharp(response.body as Buffer).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(800);

    expectStatus(await t.api.as(shelter.token).delete(`/api/animals/${animal.id}`), 204);
    expect(fileExists(uploadPath(t.uploadDir, medium!))).toBe(false);
  });

  it('still makes the variant on first request for an image stored before variants were made at upload', async () => {
    const animal = await createAnimal(t.api, shelter, {
      name: 'Ancienne photo',
      url_image: toDataUrl(await imageBytes('png', 1000), 'image/png'),
    });
    const medium = mediumImageUrl(animal.url_image)!;
    await unlink(uploadPath(t.uploadDir, medium));
    const response = await fetchBytes(medium);
    expectStatus(response, 200);
    expect((await sharp(response.body as Buffer).metadata()).width).toBe(800);
    expect(fileExists(uploadPath(t.uploadDir, medium))).toBe(true);
  });

  it('answers 404 for a variant of an image that does not exist or a width that is not offered', async () => {
    expectStatus(await t.api.anon.get('/uploads/00000000-0000-0000-0000-000000000000-800.webp'), 404);
    const animal = await createAnimal(t.api, shelter, {
      name: 'Largeur',
      url_image: toDataUrl(await imageBytes('png', 64), 'image/png'),
    });
    expectStatus(await t.api.anon.get(animal.url_image!.replace(/\.png$/, '-1234.webp')), 404);
  });

  it('keeps X-Total-Count exact right after this process creates or deletes an animal', async () => {
    const total = async () =>
      Number((await t.api.anon.get('/api/animals?species=Lapin&limit=1')).headers['x-total-count']);
    const before = await total();
    const rabbit = await createAnimal(t.api, shelter, { name: 'Compté', species_id: 3 });
    expect(await total()).toBe(before + 1);
    expectStatus(await t.api.as(shelter.token).delete(`/api/animals/${rabbit.id}`), 204);
    expect(await total()).toBe(before);
  });

  it('tags public lists with an ETag: 304 while the list is unchanged, 200 with a new tag once it changes', async () => {
    const url = '/api/animals?species=Lapin&limit=100';
    const first = await t.api.anon.get(url);
    expectStatus(first, 200);
    const tag = first.headers.etag as string;
    expect(tag).toEqual(expect.any(String));

    const unchanged = await t.api.anon.get(url).set('If-None-Match', tag);
    expectStatus(unchanged, 304);
    expect(unchanged.text ?? '').toBe('');

    const rabbit = await createAnimal(t.api, shelter, { name: 'Nouveau lapin', species_id: 3 });
    const changed = await t.api.anon.get(url).set('If-None-Match', tag);
    expectStatus(changed, 200);
    expect(changed.headers.etag).not.toBe(tag);
    expect(changed.body.map((a: { id: number }) => a.id)).toContain(rabbit.id);
  });

  it('lists pages in id order with species and association names, whatever the offset', async () => {
    for (let i = 0; i < 3; i++) await createAnimal(t.api, shelter, { name: `Page ${i}`, species_id: 2 });
    const all = (await t.api.anon.get('/api/animals?species=Chat')).body as Array<{ id: number }>;
    const page = await t.api.anon.get('/api/animals?species=Chat&limit=2&offset=1');
    expectStatus(page, 200);
    expect(page.body.map((a: { id: number }) => a.id)).toEqual(all.slice(1, 3).map((a) => a.id));
    for (const animal of page.body) {
      expect(animal.species).toEqual({ id: 2, name: 'Chat' });
      expect(animal.association.name_association).toEqual(expect.any(String));
      expect(animal.date_of_birth).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Array.isArray(animal.requests)).toBe(true);
    }
  });
});
