/**
 * The second security pass (docs/security.md#second-pass): images whose declared size is far beyond what a picture of that file size holds are refused from
 * their header, before any pixel is decoded (above 4 megapixels at least 0.005 byte per pixel), while real-size camera
 * photos under 10 MB (12 and 48 megapixels) are still accepted. Timings are reported, not asserted.
 */
import { INVALID_IMAGE_MESSAGE } from '@petfoster/contracts';
import sharp from 'sharp';
import { startApp, type TestApp } from '../support/app';
import { animalPayload, registerAssociation, type AssociationAccount } from '../support/fixtures';
import { expectStatus } from '../support/http';
import { writeReport } from './support/report';

const dataUrl = (bytes: Buffer, type: string) => `data:${type};base64,${bytes.toString('base64')}`;

/** A camera-like photo: smooth detail (upscaled noise), JPEG quality 85, as a phone writes it. */
async function cameraJpeg(width: number, height: number): Promise<Buffer> {
  const seed = Buffer.alloc(400 * 300 * 3);
  let state = width;
  for (let i = 0; i < seed.length; i++) {
    state = (state * 1103515245 + 12345) % 2147483648;
    seed[i] = state % 256;
  }
  return sharp(seed, { raw: { width: 400, height: 300, channels: 3 } })
    .resize(width, height, { kernel: 'cubic' })
    .jpeg({ quality: 85 })
    .toBuffer();
}

describe('decompression bombs', () => {
  let t: TestApp;
  let association: AssociationAccount;
  const figures: string[] = [];

  beforeAll(async () => {
    t = await startApp();
    association = await registerAssociation(t.api);
  });
  afterAll(async () => {
    writeReport('image-bombs', 'Decompression bombs', figures);
    await t?.close();
  });

  const upload = async (bytes: Buffer, type: string) => {
    const started = performance.now();
    const res = await t.api
      .as(association.token)
      .post('/api/animals', animalPayload(association, { url_image: dataUrl(bytes, type) }));
    return { res, ms: performance.now() - started };
  };

  it('a flat PNG declaring 7999 x 7999 pixels (about 0.003 byte per pixel) is refused with the image message (docs/product.md#other-forms)', async () => {
    const bomb = await sharp({
      create: { width: 7999, height: 7999, channels: 3, background: { r: 240, g: 240, b: 240 } },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const { res, ms } = await upload(bomb, 'image/png');
    expectStatus(res, 400);
    expect(res.body.message).toEqual([INVALID_IMAGE_MESSAGE]);
    figures.push(
      `- PNG 7999 x 7999, ${(bomb.length / 1024).toFixed(0)} KB (${(bomb.length / (7999 * 7999)).toFixed(4)} byte/pixel): 400 in ${ms.toFixed(0)} ms`,
    );
  }, 60_000);

  it.each([
    [4000, 3000],
    [8000, 6000],
  ])(
    'a %d x %d camera JPEG under 10 MB is accepted',
    async (width, height) => {
      const photo = await cameraJpeg(width, height);
      expect(photo.length).toBeLessThan(10 * 1024 * 1024);
      const { res, ms } = await upload(photo, 'image/jpeg');
      expectStatus(res, 201);
      expect(res.body.url_image).toMatch(/^\/uploads\//);
      figures.push(
        `- JPEG ${width} x ${height} (${((width * height) / 1e6).toFixed(0)} MP), ${(photo.length / 1024 / 1024).toFixed(1)} MB ` +
          `(${(photo.length / (width * height)).toFixed(3)} byte/pixel): 201 in ${ms.toFixed(0)} ms`,
      );
    },
    120_000,
  );
});
