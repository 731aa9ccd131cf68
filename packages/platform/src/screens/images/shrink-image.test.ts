import { MAX_IMAGE_BODY_BYTES } from '@petfoster/contracts';
import { fakeImageCodec, phonePhoto } from '@petfoster/platform/test-utils';
import { BODY_TOO_LARGE_MESSAGE, imageBodyProblem, jsonBodyBytes } from './body-size';
import { planShrink, shrinkImage, SHRINK_RULES } from './shrink-image';

const KB = 1024;
const MB = 1024 * KB;

describe('planShrink', () => {
  it('draws a phone photo again at 2000 px on its longest side, as a JPEG of quality 0.85', () => {
    expect(planShrink({ type: 'image/jpeg', bytes: 6 * MB, width: 4032, height: 3024 })).toEqual({
      kind: 'encode',
      width: 2000,
      height: 1500,
      type: 'image/jpeg',
      quality: 0.85,
    });
    // Portrait: the height is the longest side.
    expect(planShrink({ type: 'image/webp', bytes: 3 * MB, width: 3024, height: 4032 })).toMatchObject({
      width: 1500,
      height: 2000,
      type: 'image/jpeg',
    });
  });

  it('re-encodes a heavy photo already within 2000 px, at its own size', () => {
    expect(planShrink({ type: 'image/jpeg', bytes: 2 * MB, width: 1800, height: 1200 })).toEqual({
      kind: 'encode',
      width: 1800,
      height: 1200,
      type: 'image/jpeg',
      quality: SHRINK_RULES.jpegQuality,
    });
  });

  it('sends a light photo within 2000 px as chosen', () => {
    expect(planShrink({ type: 'image/jpeg', bytes: 250 * KB, width: 1200, height: 900 })).toEqual({ kind: 'keep' });
  });

  it('keeps a small PNG a PNG (resized when too large), and makes a heavy PNG a JPEG', () => {
    expect(planShrink({ type: 'image/png', bytes: 900 * KB, width: 1600, height: 1000 })).toEqual({ kind: 'keep' });
    expect(planShrink({ type: 'image/png', bytes: 900 * KB, width: 4000, height: 1000 })).toEqual({
      kind: 'encode',
      width: 2000,
      height: 500,
      type: 'image/png',
    });
    expect(planShrink({ type: 'image/png', bytes: 5 * MB, width: 1600, height: 1000 })).toMatchObject({
      kind: 'encode',
      type: 'image/jpeg',
    });
  });

  it('sends a GIF as chosen: a canvas would keep only its first frame', () => {
    expect(planShrink({ type: 'image/gif', bytes: 8 * MB, width: 3000, height: 3000 })).toEqual({ kind: 'keep' });
  });
});

describe('shrinkImage', () => {
  let codec: ReturnType<typeof fakeImageCodec> | undefined;
  afterEach(() => codec?.restore());

  it("answers the browser's smaller JPEG for a phone photo", async () => {
    codec = fakeImageCodec({ width: 4032, height: 3024, encodedBytes: 700 * KB });
    const shrunk = await shrinkImage(phonePhoto('IMG_0001.jpg', 6 * MB));
    expect(shrunk.size).toBe(700 * KB);
    expect(shrunk.type).toBe('image/jpeg');
    expect(codec.encodings).toEqual([{ width: 2000, height: 1500, type: 'image/jpeg', quality: 0.85 }]);
  });

  it('keeps the file when re-encoding it at its own size would make it heavier', async () => {
    codec = fakeImageCodec({ width: 1600, height: 1200, encodedBytes: 900 * KB });
    const photo = phonePhoto('deja-compresse.jpg', 600 * KB);
    expect(await shrinkImage(photo)).toBe(photo);
  });

  it('keeps the file when the browser cannot decode it (a HEIC the API converts) or has no decoder', async () => {
    const heic = phonePhoto('IMG_0002.HEIC', 3 * MB, 'image/heic');
    expect(await shrinkImage(heic)).toBe(heic);
    Object.defineProperty(globalThis, 'createImageBitmap', {
      configurable: true,
      value: () => Promise.reject(new DOMException('The source image could not be decoded.', 'InvalidStateError')),
    });
    try {
      expect(await shrinkImage(heic)).toBe(heic);
    } finally {
      delete (globalThis as { createImageBitmap?: unknown }).createImageBitmap;
    }
  });
});

describe('imageBodyProblem', () => {
  /** A body of `bytes` bytes once sent as JSON. */
  const bodyOf = (bytes: number) => {
    const empty = jsonBodyBytes({ body: '', images: [] });
    return { body: '', images: ['x'.repeat(bytes - empty - 2)] };
  };

  it("lets through a body of exactly the API's limit for images, and refuses one byte more in French", () => {
    expect(MAX_IMAGE_BODY_BYTES).toBe(15 * MB);
    expect(jsonBodyBytes(bodyOf(MAX_IMAGE_BODY_BYTES))).toBe(MAX_IMAGE_BODY_BYTES);
    expect(imageBodyProblem(bodyOf(MAX_IMAGE_BODY_BYTES))).toBeNull();
    expect(imageBodyProblem(bodyOf(MAX_IMAGE_BODY_BYTES + 1))).toBe(BODY_TOO_LARGE_MESSAGE);
    expect(BODY_TOO_LARGE_MESSAGE).toBe(
      'Les photos choisies sont trop lourdes pour être envoyées ensemble (15 Mo au plus). ' +
        'Retirez-en une ou choisissez des photos plus légères.',
    );
  });

  it('counts the bytes of accented text as UTF-8, as the API does', () => {
    expect(jsonBodyBytes({ body: 'é' })).toBe('{"body":""}'.length + 2);
  });
});
