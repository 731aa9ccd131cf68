import { MAX_IMAGE_BODY_BYTES, type Animal } from '@petfoster/contracts';
import { rm } from 'node:fs/promises';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { startApp, type TestApp } from '../support/app';
import { createAnimal, registerAssociation, uploadPath, type AssociationAccount } from '../support/fixtures';
import { expectStatus } from '../support/http';
import { toDataUrl } from '../support/images';

/*
 * Photo sizes (docs/product.md#animal-gallery): the covers the gallery's migration copied from url_image were stored
 * without their width and height (0); the API reads them from the stored file. And the body limit of the routes that
 * carry photos is the figure the front ends check before sending (docs/product.md#image-uploads).
 */
describe('photo sizes', () => {
  let t: TestApp;
  let shelter: AssociationAccount;

  /** A JPEG wider than high, so that a swapped width and height would show. */
  const landscape = async () =>
    toDataUrl(
      await sharp({ create: { width: 48, height: 30, channels: 3, background: { r: 90, g: 160, b: 60 } } })
        .jpeg()
        .toBuffer(),
      'image/jpeg',
    );
  const db = () => t.app.get(DataSource);
  /** The animal's cover as the migration left it: a photo row with width and height 0. */
  const asMigrated = async (animalId: number) =>
    db().query('UPDATE animal_photos SET width = 0, height = 0 WHERE animal_id = ?', [animalId]);
  const detail = async (animalId: number): Promise<Animal> => {
    const res = await t.api.anon.get(`/api/animals/${animalId}`);
    expectStatus(res, 200);
    return res.body as Animal;
  };

  beforeAll(async () => {
    t = await startApp();
    shelter = await registerAssociation(t.api);
  });
  afterAll(async () => t?.close());

  it('answers a migrated cover with the size of its stored file, and keeps it in the row', async () => {
    const animal = await createAnimal(t.api, shelter, { name: 'Ancienne', url_image: await landscape() });
    await asMigrated(animal.id);
    const [before] = (await db().query('SELECT width, height FROM animal_photos WHERE animal_id = ?', [
      animal.id,
    ])) as Array<{ width: number; height: number }>;
    expect([Number(before.width), Number(before.height)]).toEqual([0, 0]);

    const read = await detail(animal.id);
    expect(read.photos).toHaveLength(1);
    expect(read.photos![0]).toMatchObject({ url: animal.url_image, width: 48, height: 30 });
    const [kept] = (await db().query('SELECT width, height FROM animal_photos WHERE animal_id = ?', [
      animal.id,
    ])) as Array<{ width: number; height: number }>;
    expect([Number(kept.width), Number(kept.height)]).toEqual([48, 30]);
  });

  it('answers 200 with size 0 for a migrated cover whose file is gone', async () => {
    const animal = await createAnimal(t.api, shelter, { name: 'Perdue', url_image: await landscape() });
    await asMigrated(animal.id);
    await rm(uploadPath(t.uploadDir, animal.url_image!));
    const read = await detail(animal.id);
    expect(read.photos![0]).toMatchObject({ url: animal.url_image, width: 0, height: 0 });
    // And again on the next read: the page still opens.
    expect((await detail(animal.id)).photos![0]).toMatchObject({ width: 0, height: 0 });
  });

  /** A JSON body of exactly `bytes` bytes. */
  const bodyOf = (bytes: number) => {
    const head = '{"url_image":"';
    const tail = '"}';
    return `${head}${'A'.repeat(bytes - head.length - tail.length)}${tail}`;
  };

  it.each([
    ['a gallery photo', '/api/animals/1/photos'],
    ['a message', '/api/requests/1/messages'],
    ['news', '/api/placements/1/news'],
  ])(
    "reads a body of %s up to the front ends' limit (MAX_IMAGE_BODY_BYTES) and refuses one byte more with 413",
    async (_what, path) => {
      const within = await t.api.anon
        .post(path)
        .set('Content-Type', 'application/json')
        .send(bodyOf(MAX_IMAGE_BODY_BYTES));
      // Read and parsed: then refused for its missing token, not its size.
      expectStatus(within, 401);
      const over = await t.api.anon
        .post(path)
        .set('Content-Type', 'application/json')
        .send(bodyOf(MAX_IMAGE_BODY_BYTES + 1));
      expectStatus(over, 413);
      expect(over.body).toMatchObject({ code: 'payload_too_large' });
    },
  );
});
