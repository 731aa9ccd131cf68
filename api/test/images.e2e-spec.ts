import { INVALID_IMAGE_MESSAGE, type Animal } from '@petfoster/contracts';
import sharp from 'sharp';
import { startApp, type TestApp } from './support/app';
import {
  animalPayload,
  associationPayload,
  createAnimal,
  familyPayload,
  fileExists,
  login,
  registerAssociation,
  uploadPath,
  type AssociationAccount,
} from './support/fixtures';
import { expectStatus, messagesOf } from './support/http';
import { fakePngDataUrl, imageDataUrl, jpegWithExifDataUrl, largePngDataUrl, toDataUrl } from './support/images';

const UPLOAD_URL = /^\/uploads\/[A-Za-z0-9._/-]+\.(jpe?g|png|gif|webp)$/;
const THUMB_URL = /^\/uploads\/[A-Za-z0-9._/-]+\.webp$/;

describe('images', () => {
  let t: TestApp;
  let shelter: AssociationAccount;

  /** Fetches a stored image as bytes. */
  const fetchImage = (url: string) =>
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

  it.each(['png', 'jpeg', 'gif'] as const)(
    'stores a %s data URL under /uploads and serves it with a WebP thumbnail',
    async (format) => {
      const animal = await createAnimal(t.api, shelter, {
        name: `Photo ${format}`,
        url_image: await imageDataUrl(format, 64),
      });
      expect(animal.url_image).toMatch(UPLOAD_URL);
      expect(animal.url_thumbnail).toMatch(THUMB_URL);
      expect(animal.url_image).not.toBe(animal.url_thumbnail);
      const image = await fetchImage(animal.url_image!);
      expectStatus(image, 200);
      expect(image.headers['content-type']).toMatch(/^image\//);
      const meta = await sharp(image.body as Buffer).metadata();
      expect(meta.width).toBeGreaterThan(0);
      const thumb = await fetchImage(animal.url_thumbnail!);
      expectStatus(thumb, 200);
      expect(thumb.headers['content-type']).toMatch(/^image\/webp/);
      expect((await sharp(thumb.body as Buffer).metadata()).format).toBe('webp');
      expect(fileExists(uploadPath(t.uploadDir, animal.url_image!))).toBe(true);
      expect(fileExists(uploadPath(t.uploadDir, animal.url_thumbnail!))).toBe(true);
    },
  );

  it('gives every stored image a random name (two identical uploads, two files)', async () => {
    const dataUrl = await imageDataUrl('png', 20);
    const a = await createAnimal(t.api, shelter, { name: 'Jumeau A', url_image: dataUrl });
    const b = await createAnimal(t.api, shelter, { name: 'Jumeau B', url_image: dataUrl });
    expect(a.url_image).not.toBe(b.url_image);
  });

  it('strips metadata (EXIF) from stored images', async () => {
    const animal = await createAnimal(t.api, shelter, { name: 'Exif', url_image: await jpegWithExifDataUrl() });
    const image = await fetchImage(animal.url_image!);
    expectStatus(image, 200);
    const meta = await sharp(image.body as Buffer).metadata();
    expect(meta.exif).toBeUndefined();
    expect((image.body as Buffer).toString('latin1')).not.toContain('Secret Owner');
  });

  describe('rejections (400, the validation message (docs/product.md#validation))', () => {
    const expectInvalidImage = (res: { status: number; body: unknown; text: string }) => {
      expectStatus(res as never, 400);
      expect(messagesOf(res as never)).toContain(INVALID_IMAGE_MESSAGE);
    };

    it('a text file dressed up as a PNG data URL', async () => {
      const res = await t.api
        .as(shelter.token)
        .post('/api/animals', animalPayload(shelter, { url_image: fakePngDataUrl() }));
      expectInvalidImage(res);
    });

    it('a real image of a type that is not accepted (TIFF)', async () => {
      const tiff = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
        .tiff()
        .toBuffer();
      const res = await t.api
        .as(shelter.token)
        .post('/api/animals', animalPayload(shelter, { url_image: toDataUrl(tiff, 'image/tiff') }));
      expectInvalidImage(res);
    });

    it('a PNG declared as JPEG still passes on its bytes, garbage base64 does not', async () => {
      const png = Buffer.from((await imageDataUrl('png')).split(',')[1], 'base64');
      const misdeclared = await t.api
        .as(shelter.token)
        .post('/api/animals', animalPayload(shelter, { name: 'Mal déclaré', url_image: toDataUrl(png, 'image/jpeg') }));
      expectStatus(misdeclared, 201);
      const garbage = await t.api
        .as(shelter.token)
        .post('/api/animals', animalPayload(shelter, { url_image: 'data:image/png;base64,%%%not-base64%%%' }));
      expectInvalidImage(garbage);
      const notDataUrl = await t.api
        .as(shelter.token)
        .post('/api/animals', animalPayload(shelter, { url_image: 'https://example.com/cat.png' }));
      expectStatus(notDataUrl, 400);
    });

    it('an 11 MB image', async () => {
      const { dataUrl, bytes } = await largePngDataUrl();
      expect(bytes).toBeGreaterThan(10 * 1024 * 1024);
      const res = await t.api
        .as(shelter.token)
        .post('/api/animals', animalPayload(shelter, { name: 'Géant', url_image: dataUrl }));
      expectInvalidImage(res);
      const list = await t.api.anon.get(`/api/associations/${shelter.associationId}/animals`);
      expect(list.body.animals.map((a: Animal) => a.name)).not.toContain('Géant');
    });

    it('a bad image on a registration, and nothing is created', async () => {
      const payload = familyPayload({ url_image: fakePngDataUrl() });
      const res = await t.api.anon.post('/api/families', payload);
      expectInvalidImage(res);
      expectStatus(await t.api.anon.post('/login', { email: payload.email, password: payload.password }), 401);
    });
  });

  describe('edits', () => {
    let animal: Animal;
    beforeAll(async () => {
      animal = await createAnimal(t.api, shelter, { name: 'Portrait', url_image: await imageDataUrl('jpeg', 40) });
    });
    const edit = (url_image: unknown) => ({
      name: 'Portrait',
      date_of_birth: '2021-04-15',
      breed: 'Européen',
      gender: 'mâle',
      description: 'Un chat calme et câlin.',
      url_image,
      associationID: shelter.associationId,
    });

    it('url_image null keeps the current image', async () => {
      const res = await t.api.as(shelter.token).put(`/api/animals/${animal.id}`, edit(null));
      expectStatus(res, 200);
      expect(res.body.url_image).toBe(animal.url_image);
      expect(res.body.url_thumbnail).toBe(animal.url_thumbnail);
      expectStatus(await fetchImage(animal.url_image!), 200);
    });

    it('url_image equal to the current URL keeps the current image', async () => {
      const res = await t.api.as(shelter.token).put(`/api/animals/${animal.id}`, edit(animal.url_image));
      expectStatus(res, 200);
      expect(res.body.url_image).toBe(animal.url_image);
    });

    it('another animal’s /uploads URL is not adopted (keeps the current image)', async () => {
      const stranger = await createAnimal(t.api, shelter, { name: 'Voisin', url_image: await imageDataUrl('png', 18) });
      const res = await t.api.as(shelter.token).put(`/api/animals/${animal.id}`, edit(stranger.url_image));
      expectStatus(res, 200);
      const read = await t.api.anon.get(`/api/animals/${animal.id}`);
      expect(read.body.url_image).toBe(animal.url_image);
      // Deleting the stranger must not be affected, nor affect this animal's file.
      expectStatus(await t.api.as(shelter.token).delete(`/api/animals/${stranger.id}`), 204);
      expectStatus(await fetchImage(animal.url_image!), 200);
    });

    it('a new data URL replaces the image', async () => {
      const res = await t.api.as(shelter.token).put(`/api/animals/${animal.id}`, edit(await imageDataUrl('gif', 24)));
      expectStatus(res, 200);
      expect(res.body.url_image).toMatch(UPLOAD_URL);
      expect(res.body.url_image).not.toBe(animal.url_image);
      expectStatus(await fetchImage(res.body.url_image), 200);
    });

    it('an invalid image on edit is 400 and keeps the stored one', async () => {
      const before = await t.api.anon.get(`/api/animals/${animal.id}`);
      const res = await t.api.as(shelter.token).put(`/api/animals/${animal.id}`, edit(fakePngDataUrl()));
      expectStatus(res, 400);
      expect(messagesOf(res)).toContain(INVALID_IMAGE_MESSAGE);
      const after = await t.api.anon.get(`/api/animals/${animal.id}`);
      expect(after.body.url_image).toBe(before.body.url_image);
    });

    it('association and family profile images are stored the same way', async () => {
      const assoPayload = associationPayload({ url_image: await imageDataUrl('png', 30) });
      expectStatus(await t.api.anon.post('/api/associations', assoPayload), 201);
      const asso = await login(t.api, String(assoPayload.email), String(assoPayload.password));
      const readAsso = await t.api.anon.get(`/api/associations/${asso.associationId}`);
      expect(readAsso.body.url_image).toMatch(UPLOAD_URL);
      expect(readAsso.body.url_thumbnail).toMatch(THUMB_URL);
      expectStatus(await fetchImage(readAsso.body.url_image), 200);

      const famPayload = familyPayload({ url_image: await imageDataUrl('jpeg', 30) });
      expectStatus(await t.api.anon.post('/api/families', famPayload), 201);
      const fam = await login(t.api, String(famPayload.email), String(famPayload.password));
      const readFam = await t.api.anon.get(`/api/families/${fam.familyId}`);
      expect(readFam.body.url_image).toMatch(UPLOAD_URL);
      const newImage = await t.api
        .as(fam.token)
        .put(`/api/families/${fam.userId}`, { url_image: await imageDataUrl('png', 12) });
      expectStatus(newImage, 200);
      expect(newImage.body.url_image).toMatch(UPLOAD_URL);
      expect(newImage.body.url_image).not.toBe(readFam.body.url_image);
      const keep = await t.api
        .as(fam.token)
        .put(`/api/families/${fam.userId}`, { description: 'Sans photo', url_image: null });
      expect(keep.body.url_image).toBe(newImage.body.url_image);
    });
  });

  it('lists carry URLs, never image data', async () => {
    for (const url of ['/api/animals', '/api/associations', `/api/associations/${shelter.associationId}/animals`]) {
      const res = await t.api.anon.get(url);
      expectStatus(res, 200);
      expect(res.text).not.toContain('data:');
      expect(res.text).not.toContain('base64');
    }
    const requests = await t.api.as(shelter.token).get(`/api/associations/${shelter.associationId}/requests`);
    expect(requests.text).not.toContain('data:');
  });

  it('an unknown upload is 404 and the upload route does not escape its folder', async () => {
    expectStatus(await t.api.anon.get('/uploads/does-not-exist.png'), 404);
    const traversal = await t.api.anon.get('/uploads/..%2f..%2fpackage.json');
    expectStatus(traversal, 404);
  });
});
