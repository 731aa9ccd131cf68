/**
 * Images on S3 (README, "Security and reliability", third pass): GET /uploads/<name> is anonymous, so what it
 * answers when the store fails must not depend on what a visitor types. A name that cannot be one of ours is a 404
 * before the store is asked; the store's refusals of a key (400, 403, 404) are a 404; only a store that cannot be
 * reached is a 503 (the gateway must not take an API instance out for it: scripts/lib/gateway.test.js).
 */
import { API_MESSAGES } from '@petfoster/contracts';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { startApp, type TestApp } from '../support/app';
import { createAnimal, registerAssociation, type AssociationAccount } from '../support/fixtures';
import { imageDataUrl } from '../support/images';
import { startS3, unreachableS3, type TestS3 } from '../support/s3';

describe('image store errors (STORAGE=s3)', () => {
  let s3: TestS3;
  let t: TestApp;
  let storeDown: TestApp;
  let shelter: AssociationAccount;

  beforeAll(async () => {
    // A bucket that answers a missing key with 403, as AWS S3 does for credentials without s3:ListBucket.
    s3 = await startS3({ missingKey: 403 });
    t = await startApp({ storage: s3.storage });
    shelter = await registerAssociation(t.api);
    storeDown = await startApp({ reuseDatabaseOf: t, storage: await unreachableS3() });
  });
  afterAll(async () => {
    await storeDown?.close();
    await t?.close();
    await s3?.stop();
  });

  /** Raw HTTP: the suite's client refuses any 5xx before the test can look at it. */
  const get = (app: TestApp, pathname: string) => {
    const { port } = (app.app.getHttpServer() as { address(): AddressInfo }).address();
    return fetch(`http://127.0.0.1:${port}${pathname}`);
  };
  const expectNotFound = async (response: Response) => {
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      statusCode: 404,
      code: 'not_found',
      message: API_MESSAGES.notFound,
      error: 'Not Found',
    });
  };

  it('serves a stored image from the bucket', async () => {
    const animal = await createAnimal(t.api, shelter, { name: 'Nuage', url_image: await imageDataUrl('png', 32) });
    const image = await get(t, animal.url_image!);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
  });

  it.each([
    ['300 characters', `${'a'.repeat(296)}.jpg`],
    ['a dot inside', 'a.b.jpg'],
    ['an accented letter', '%C3%A9t%C3%A9.jpg'],
    ['an encoded slash', '..%2Fsecret.jpg'],
  ])('answers a name with %s 404 without asking the store', async (_what, name) => {
    const before = s3.requests;
    await expectNotFound(await get(t, `/uploads/${name}`));
    await expectNotFound(await get(storeDown, `/uploads/${name}`));
    expect(s3.requests).toBe(before);
  });

  it('answers 404 when the store refuses a missing key with 403', async () => {
    const before = s3.requests;
    await expectNotFound(await get(t, `/uploads/${randomUUID()}.jpg`));
    await expectNotFound(await get(t, `/uploads/${randomUUID()}-800.webp`));
    expect(s3.requests).toBe(before + 2);
  });

  it('answers 503 when the store cannot be reached', async () => {
    const animal = await createAnimal(t.api, shelter, { name: 'Brume', url_image: await imageDataUrl('png', 32) });
    for (const pathname of [animal.url_image!, `/uploads/${randomUUID()}.jpg`]) {
      const response = await get(storeDown, pathname);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        statusCode: 503,
        code: 'image_unavailable',
        message: 'Image momentanément indisponible',
        error: 'Service Unavailable',
      });
    }
  });
});
