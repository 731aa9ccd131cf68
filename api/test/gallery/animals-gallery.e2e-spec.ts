import {
  ANIMAL_PHOTOS_MAX,
  GALLERY_MESSAGES,
  type AddedAnimalPhoto,
  type Animal,
  type AnimalPhoto,
} from '@petfoster/contracts';
import sharp from 'sharp';
import { startApp, type TestApp } from '../support/app';
import {
  createAnimal,
  fileExists,
  registerAssociation,
  registerFamily,
  uploadPath,
  type AssociationAccount,
  type FamilyAccount,
} from '../support/fixtures';
import { expectStatus, messagesOf } from '../support/http';
import { imageDataUrl, jpegWithExifDataUrl } from '../support/images';

/* The animal gallery (docs/product.md#animal-gallery): photos, cover, order, video. */
describe('animal gallery', () => {
  let t: TestApp;
  let shelter: AssociationAccount;
  let other: AssociationAccount;
  let family: FamilyAccount;

  const photosUrl = (animalId: number) => `/api/animals/${animalId}/photos`;
  const detail = async (animalId: number): Promise<Animal> => {
    const res = await t.api.anon.get(`/api/animals/${animalId}`);
    expectStatus(res, 200);
    return res.body as Animal;
  };
  const addPhoto = async (animalId: number, size = 24): Promise<AddedAnimalPhoto> => {
    const res = await t.api.as(shelter.token).post(photosUrl(animalId), { url_image: await imageDataUrl('png', size) });
    expectStatus(res, 201);
    return res.body as AddedAnimalPhoto;
  };
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
    other = await registerAssociation(t.api);
    family = await registerFamily(t.api);
  });
  afterAll(async () => t?.close());

  it('makes the image an animal is created with its first photo, the cover, with its size', async () => {
    const animal = await createAnimal(t.api, shelter, { name: 'Couverture', url_image: await imageDataUrl('png', 40) });
    const read = await detail(animal.id);
    expect(read.photos).toHaveLength(1);
    expect(read.photos![0]).toMatchObject({
      url: animal.url_image,
      thumbnail_url: animal.url_thumbnail,
      width: 40,
      height: 40,
    });
    expect(read.photos![0].medium_url).toMatch(/-800\.webp$/);
    expect(read.video_url).toBeNull();
  });

  it('adds photos after the cover, lists them in order, and keeps url_image the cover in the list and detail', async () => {
    const animal = await createAnimal(t.api, shelter, { name: 'Galerie', url_image: await imageDataUrl('png', 30) });
    const second = await addPhoto(animal.id);
    expect(second.url).toMatch(/^\/uploads\//);
    const third = await addPhoto(animal.id);
    const read = await detail(animal.id);
    expect(read.photos!.map((photo) => photo.id).slice(1)).toEqual([second.id, third.id]);
    expect(read.url_image).toBe(read.photos![0].url);
    const list = await t.api.anon.get('/api/animals');
    expectStatus(list, 200);
    const listed = (list.body as Animal[]).find((item) => item.id === animal.id)!;
    expect(listed.url_image).toBe(animal.url_image);
    expect(listed.photos).toBeUndefined();
  });

  it('orders the photos: the first named becomes the cover, in url_image of the list and the detail', async () => {
    const animal = await createAnimal(t.api, shelter, { name: 'Ordre', url_image: await imageDataUrl('png', 30) });
    const second = await addPhoto(animal.id);
    const before = await detail(animal.id);
    const ids = before.photos!.map((photo) => photo.id).reverse();
    const res = await t.api.as(shelter.token).put(`${photosUrl(animal.id)}/order`, { ids });
    expectStatus(res, 200);
    expect((res.body as AnimalPhoto[]).map((photo) => photo.id)).toEqual(ids);
    const after = await detail(animal.id);
    expect(after.url_image).toBe(second.url);
    expect(after.photos!.map((photo) => photo.id)).toEqual(ids);
    const list = await t.api.anon.get('/api/animals');
    expect((list.body as Animal[]).find((item) => item.id === animal.id)!.url_image).toBe(second.url);
  });

  it.each([
    ['a photo missing', (ids: number[]) => ids.slice(1)],
    ['a photo twice', (ids: number[]) => [ids[0], ids[0]]],
    ['a photo of no such id', (ids: number[]) => [ids[0], 999999]],
  ])('refuses an order with %s (400)', async (_, order) => {
    const animal = await createAnimal(t.api, shelter, { name: 'Désordre', url_image: await imageDataUrl('png') });
    await addPhoto(animal.id);
    const ids = (await detail(animal.id)).photos!.map((photo) => photo.id);
    const res = await t.api.as(shelter.token).put(`${photosUrl(animal.id)}/order`, { ids: order(ids) });
    expectStatus(res, 400);
    expect(messagesOf(res)).toContain(GALLERY_MESSAGES.orderInvalid);
  });

  it('deletes a photo and its stored files; deleting the cover makes the next one the cover', async () => {
    const animal = await createAnimal(t.api, shelter, { name: 'Retrait', url_image: await imageDataUrl('png') });
    const second = await addPhoto(animal.id);
    const cover = (await detail(animal.id)).photos![0];
    expect(fileExists(uploadPath(t.uploadDir, cover.url))).toBe(true);
    const res = await t.api.as(shelter.token).delete(`${photosUrl(animal.id)}/${cover.id}`);
    expectStatus(res, 204);
    expect(fileExists(uploadPath(t.uploadDir, cover.url))).toBe(false);
    expect(fileExists(uploadPath(t.uploadDir, cover.thumbnail_url!))).toBe(false);
    const after = await detail(animal.id);
    expect(after.photos!.map((photo) => photo.id)).toEqual([second.id]);
    expect(after.url_image).toBe(second.url);
    const last = await t.api.as(shelter.token).delete(`${photosUrl(animal.id)}/${second.id}`);
    expectStatus(last, 204);
    const empty = await detail(animal.id);
    expect(empty.photos).toEqual([]);
    expect(empty.url_image).toBeNull();
  });

  it(`refuses photo number ${ANIMAL_PHOTOS_MAX + 1} with 409 animal_photos_full`, async () => {
    const animal = await createAnimal(t.api, shelter, { name: 'Complet' });
    for (let i = 0; i < ANIMAL_PHOTOS_MAX; i += 1) await addPhoto(animal.id, 8);
    const res = await t.api.as(shelter.token).post(photosUrl(animal.id), { url_image: await imageDataUrl('png', 8) });
    expectStatus(res, 409);
    expect(res.body).toMatchObject({ code: 'animal_photos_full', message: GALLERY_MESSAGES.photosFull });
    expect((await detail(animal.id)).photos).toHaveLength(ANIMAL_PHOTOS_MAX);
  });

  it('replaces the cover photo when the animal is updated with a new url_image', async () => {
    const animal = await createAnimal(t.api, shelter, { name: 'Nouvelle tête', url_image: await imageDataUrl('png') });
    const second = await addPhoto(animal.id);
    const cover = (await detail(animal.id)).photos![0];
    const res = await t.api
      .as(shelter.token)
      .put(`/api/animals/${animal.id}`, { url_image: await imageDataUrl('png', 50) });
    expectStatus(res, 200);
    const updated = res.body as Animal;
    expect(updated.url_image).not.toBe(animal.url_image);
    expect(updated.photos!.map((photo) => photo.id)).toEqual([cover.id, second.id]);
    expect(updated.photos![0]).toMatchObject({ url: updated.url_image, width: 50, height: 50 });
    expect(fileExists(uploadPath(t.uploadDir, cover.url))).toBe(false);
  });

  it('removes EXIF from an added photo', async () => {
    const animal = await createAnimal(t.api, shelter, { name: 'Exif galerie' });
    const res = await t.api.as(shelter.token).post(photosUrl(animal.id), { url_image: await jpegWithExifDataUrl() });
    expectStatus(res, 201);
    const image = await fetchBytes((res.body as AddedAnimalPhoto).url);
    expectStatus(image, 200);
    expect((await sharp(image.body as Buffer).metadata()).exif).toBeUndefined();
    expect((image.body as Buffer).toString('latin1')).not.toContain('Secret Owner');
  });

  it('refuses a photo that is not an image (400) and a missing one (400)', async () => {
    const animal = await createAnimal(t.api, shelter, { name: 'Pas une image' });
    const text = await t.api
      .as(shelter.token)
      .post(photosUrl(animal.id), { url_image: 'data:image/png;base64,aGVsbG8=' });
    expectStatus(text, 400);
    const missing = await t.api.as(shelter.token).post(photosUrl(animal.id), {});
    expectStatus(missing, 400);
    expect(messagesOf(missing)).toContain(GALLERY_MESSAGES.photoRequired);
  });

  describe('only the owning association', () => {
    let animal: Animal;
    let photo: AddedAnimalPhoto;
    beforeAll(async () => {
      animal = await createAnimal(t.api, shelter, { name: 'Gardé', url_image: await imageDataUrl('png') });
      photo = await addPhoto(animal.id);
    });

    it('refuses another association (403) on every gallery write', async () => {
      const image = await imageDataUrl('png');
      expectStatus(await t.api.as(other.token).post(photosUrl(animal.id), { url_image: image }), 403);
      expectStatus(await t.api.as(other.token).delete(`${photosUrl(animal.id)}/${photo.id}`), 403);
      expectStatus(await t.api.as(other.token).put(`${photosUrl(animal.id)}/order`, { ids: [photo.id] }), 403);
    });

    it('refuses a family (403) and a visitor (401)', async () => {
      const image = await imageDataUrl('png');
      expectStatus(await t.api.as(family.token).post(photosUrl(animal.id), { url_image: image }), 403);
      expectStatus(await t.api.anon.delete(`${photosUrl(animal.id)}/${photo.id}`), 401);
    });

    it('answers 404 for an unknown animal or a photo of another animal', async () => {
      const image = await imageDataUrl('png');
      expectStatus(await t.api.as(shelter.token).post(photosUrl(987654), { url_image: image }), 404);
      const mine = await createAnimal(t.api, shelter, { name: 'Autre', url_image: image });
      expectStatus(await t.api.as(shelter.token).delete(`${photosUrl(mine.id)}/${photo.id}`), 404);
      expectStatus(await t.api.as(shelter.token).delete(`${photosUrl(animal.id)}/987654`), 404);
    });
  });

  describe('video_url', () => {
    it.each([
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://vimeo.com/123456789',
      'https://www.dailymotion.com/video/x8abcd1',
    ])('accepts %s on create and shows it on the detail', async (url) => {
      const animal = await createAnimal(t.api, shelter, { name: 'Vidéo', video_url: url });
      expect((await detail(animal.id)).video_url).toBe(url);
    });

    it.each(['https://example.com/video.mp4', 'http://www.youtube.com/watch?v=dQw4w9WgXcQ', 'javascript:alert(1)'])(
      'refuses %s with the French message (400)',
      async (url) => {
        const animal = await createAnimal(t.api, shelter, { name: 'Vidéo refusée' });
        const res = await t.api.as(shelter.token).put(`/api/animals/${animal.id}`, { video_url: url });
        expectStatus(res, 400);
        expect(messagesOf(res)).toContain(GALLERY_MESSAGES.videoInvalid);
      },
    );

    it('is set and cleared by an update', async () => {
      const animal = await createAnimal(t.api, shelter, { name: 'Vidéo modifiée' });
      const url = 'https://vimeo.com/987654321';
      expectStatus(await t.api.as(shelter.token).put(`/api/animals/${animal.id}`, { video_url: url }), 200);
      expect((await detail(animal.id)).video_url).toBe(url);
      expectStatus(await t.api.as(shelter.token).put(`/api/animals/${animal.id}`, { video_url: '' }), 200);
      expect((await detail(animal.id)).video_url).toBeNull();
    });
  });

  it('deletes every photo file with the animal', async () => {
    const animal = await createAnimal(t.api, shelter, { name: 'Parti', url_image: await imageDataUrl('png') });
    const second = await addPhoto(animal.id);
    expectStatus(await t.api.as(shelter.token).delete(`/api/animals/${animal.id}`), 204);
    expect(fileExists(uploadPath(t.uploadDir, animal.url_image!))).toBe(false);
    expect(fileExists(uploadPath(t.uploadDir, second.url))).toBe(false);
  });
});
