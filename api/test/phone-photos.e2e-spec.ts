import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { INVALID_IMAGE_MESSAGE } from '@petfoster/contracts';
import sharp from 'sharp';
import { startApp, type TestApp } from './support/app';
import { animalPayload, createAnimal, registerAssociation, type AssociationAccount } from './support/fixtures';
import { expectFrenchError, expectStatus } from './support/http';
import { toDataUrl } from './support/images';

/*
 * The photos phones take: WebP (Android) and HEIC (iPhone) are accepted and stored converted, JPEG (PNG with
 * transparency), with the usual WebP thumbnail. test/fixtures/photo.heic is a 96 x 64 gradient encoded by libheif's
 * heif-enc (x265, quality 60); sharp cannot decode its HEVC pixels, heic-decode does.
 */

const HEIC = readFileSync(join(__dirname, 'fixtures', 'photo.heic'));

describe('phone photos', () => {
  let t: TestApp;
  let shelter: AssociationAccount;

  const fetchImage = (url: string) =>
    t.api.anon
      .get(url)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });

  /** The stored image's format and size, and whether its thumbnail is served. */
  async function stored(urlImage: string, urlThumbnail: string) {
    const image = await fetchImage(urlImage);
    expectStatus(image, 200);
    const thumbnail = await fetchImage(urlThumbnail);
    expectStatus(thumbnail, 200);
    const meta = await sharp(image.body as Buffer).metadata();
    return {
      format: meta.format,
      width: meta.width,
      height: meta.height,
      thumbnail: thumbnail.headers['content-type'],
    };
  }

  beforeAll(async () => {
    t = await startApp();
    shelter = await registerAssociation(t.api);
  });
  afterAll(async () => t?.close());

  it('stores a WebP photo as a JPEG', async () => {
    const webp = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#336699' } })
      .webp()
      .toBuffer();
    const animal = await createAnimal(t.api, shelter, { name: 'Webby', url_image: toDataUrl(webp, 'image/webp') });
    expect(animal.url_image).toMatch(/\.jpg$/);
    expect(await stored(animal.url_image!, animal.url_thumbnail!)).toEqual({
      format: 'jpeg',
      width: 120,
      height: 80,
      thumbnail: 'image/webp',
    });
  });

  it('keeps the transparency of a WebP as a PNG', async () => {
    const webp = await sharp({
      create: { width: 40, height: 40, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.5 } },
    })
      .webp()
      .toBuffer();
    const animal = await createAnimal(t.api, shelter, { name: 'Vitre', url_image: toDataUrl(webp, 'image/webp') });
    expect(animal.url_image).toMatch(/\.png$/);
  });

  it('stores a HEIC photo as a JPEG of the same size', async () => {
    const animal = await createAnimal(t.api, shelter, { name: 'Heic', url_image: toDataUrl(HEIC, 'image/heic') });
    expect(animal.url_image).toMatch(/\.jpg$/);
    expect(await stored(animal.url_image!, animal.url_thumbnail!)).toEqual({
      format: 'jpeg',
      width: 96,
      height: 64,
      thumbnail: 'image/webp',
    });
  });

  it('reads a HEIC sent without a type (as some systems give it) by its bytes', async () => {
    const animal = await createAnimal(t.api, shelter, {
      name: 'Sans type',
      url_image: toDataUrl(HEIC, 'application/octet-stream'),
    });
    expect(animal.url_image).toMatch(/\.jpg$/);
  });

  it.each([
    ['a text file named .heic', Buffer.concat([HEIC.subarray(0, 32), Buffer.from('pas une photo '.repeat(40))])],
    ['a text file named .webp', Buffer.concat([Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 '), Buffer.alloc(200, 65)])],
  ])('refuses %s with the image message under url_image', async (_case, bytes) => {
    const res = await t.api
      .as(shelter.token)
      .post('/api/animals', animalPayload(shelter, { name: 'Faux', url_image: toDataUrl(bytes, 'image/heic') }));
    expectFrenchError(res, 400);
    expect((res.body as { fields?: Record<string, string> }).fields?.url_image).toBe(INVALID_IMAGE_MESSAGE);
  });
});
