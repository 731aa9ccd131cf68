/**
 * The routes whose body carries photos read up to the image limit (docs/security.md#second-pass: 15 MB, a 10 MB image
 * as a base64 data URL), not the 32 KB of a form: a phone photo of a few megabytes is accepted on each of them.
 */
import { startApp, type TestApp } from '../support/app';
import {
  createAnimal,
  createRequest,
  registerAssociation,
  registerFamily,
  type AssociationAccount,
  type FamilyAccount,
} from '../support/fixtures';
import { expectStatus } from '../support/http';
import { largePngDataUrl } from '../support/images';

describe('bodies of the routes that carry photos', () => {
  let t: TestApp;
  let shelter: AssociationAccount;
  let family: FamilyAccount;
  let photo: string;

  beforeAll(async () => {
    t = await startApp();
    shelter = await registerAssociation(t.api);
    family = await registerFamily(t.api);
    photo = (await largePngDataUrl(3 * 1000 * 1000)).dataUrl;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('accepts a 3 MB photo in a message (POST /api/requests/{id}/messages)', async () => {
    const animal = await createAnimal(t.api, shelter);
    const request = await createRequest(t.api, family, animal);
    const res = await t.api
      .as(family.token)
      .post(`/api/requests/${request.id}/messages`, { body: 'Une photo du jardin.', images: [photo] });
    expectStatus(res, 201);
    expect((res.body as { images: unknown[] }).images).toHaveLength(1);
  }, 60_000);

  it("accepts a 3 MB photo in an animal's gallery (POST /api/animals/{id}/photos)", async () => {
    const animal = await createAnimal(t.api, shelter);
    const res = await t.api.as(shelter.token).post(`/api/animals/${animal.id}/photos`, { url_image: photo });
    expectStatus(res, 201);
  }, 60_000);
});
