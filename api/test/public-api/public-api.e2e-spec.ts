/**
 * The public API for other sites (docs/public-api.md): public fields only, its filters, never an adopted animal,
 * a housed one only without available=true, open to any origin on its routes only, cached and revalidated, and
 * limited per client address.
 */
import type { PublicAnimal, PublicAssociation } from '@petfoster/contracts';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { startApp, TEST_THROTTLE, type TestApp } from '../support/app';
import {
  createAnimal,
  createRequest,
  decide,
  registerAssociation,
  registerFamily,
  type AssociationAccount,
} from '../support/fixtures';
import { expectFrenchError, expectStatus } from '../support/http';

const ANIMAL_KEYS = [
  'association',
  'association_id',
  'breed',
  'date_of_birth',
  'description',
  'gender',
  'good_with_cats',
  'good_with_children',
  'good_with_dogs',
  'id',
  'name',
  'size',
  'species',
  'species_id',
  'status',
  'urgent',
  'urgent_reason',
  'url',
  'url_image',
  'url_thumbnail',
];
const ASSOCIATION_KEYS = [
  'city',
  'department',
  'description',
  'id',
  'name_association',
  'url',
  'url_image',
  'url_thumbnail',
];

const PUCE = '250268712345678';
const names = (animals: PublicAnimal[]) => animals.map((animal) => animal.name);

describe('public API v1', () => {
  let t: TestApp;
  let shelter: AssociationAccount;
  let other: AssociationAccount;
  let housedId: number;
  let adoptedId: number;
  beforeAll(async () => {
    t = await startApp({ publicUrl: 'https://petfoster.example' });
    shelter = await registerAssociation(t.api);
    other = await registerAssociation(t.api);
    const family = await registerFamily(t.api);
    await createAnimal(t.api, shelter, { name: 'Réglisse', species_id: 2 });
    // Identified: the number is the association's and the fostering family's, never the public API's.
    await createAnimal(t.api, shelter, {
      name: 'Caramel',
      species_id: 1,
      identification_type: 'puce',
      identification_number: PUCE,
    });
    const housed = await createAnimal(t.api, shelter, { name: 'Pistache', species_id: 2 });
    const adopted = await createAnimal(t.api, shelter, { name: 'Noisette', species_id: 2 });
    await createAnimal(t.api, other, { name: 'Ailleurs', species_id: 2 });
    housedId = housed.id;
    adoptedId = adopted.id;
    const caramel = (await list('&species=Chien')).body[0];
    const marked = await t.api
      .as(shelter.token)
      .put(`/api/animals/${caramel.id}`, { urgent: true, urgent_reason: 'Son refuge ferme ce soir.' });
    expectStatus(marked, 200);
    const requested = await createRequest(t.api, family, housed);
    expectStatus(await decide(t.api, shelter, requested.id, 'Approuvée'), 200);
    await t.app
      .get(DataSource)
      .query('UPDATE animals SET adopted_at = ? WHERE id = ?', ['2026-01-02 10:00:00', adopted.id]);
    // A fresh MariaDB database and eight accounts and animals: more than the default 30 s on a busy machine.
  }, 120_000);
  afterAll(async () => t?.close());

  const list = (query: string) =>
    t.api.anon.get(`/api/public/v1/animals?association_id=${shelter.associationId}${query}`);

  it('an animal has the public fields only, with addresses another site can follow', async () => {
    const res = await list('');
    expectStatus(res, 200);
    const animals = res.body as PublicAnimal[];
    expect(animals.length).toBeGreaterThan(0);
    for (const animal of animals) expect(Object.keys(animal).sort()).toEqual(ANIMAL_KEYS);
    const reglisse = animals.find((animal) => animal.name === 'Réglisse') as PublicAnimal;
    expect(reglisse.url).toBe(`https://petfoster.example/animals-details/${reglisse.id}`);
    expect(Object.keys(reglisse.association).sort()).toEqual(['city', 'id', 'name_association']);
    expect(reglisse.status).toBe('available');

    const one = await t.api.anon.get(`/api/public/v1/animals/${reglisse.id}`);
    expectStatus(one, 200);
    expect(Object.keys(one.body).sort()).toEqual(ANIMAL_KEYS);
    // Signed in or not, the same public answer: the association's own token adds no identification.
    const asOwner = await t.api.as(shelter.token).get(`/api/public/v1/animals/${reglisse.id}`);
    expect(Object.keys(asOwner.body).sort()).toEqual(ANIMAL_KEYS);
    expect(res.text).not.toContain(PUCE);
  });

  it('an association has its public fields only: no address, phone, RNA, account or member', async () => {
    const res = await t.api.anon.get(`/api/public/v1/associations/${shelter.associationId}`);
    expectStatus(res, 200);
    const association = res.body as PublicAssociation;
    expect(Object.keys(association).sort()).toEqual(ASSOCIATION_KEYS);
    expect(association.url).toBe(`https://petfoster.example/associationprofile/${shelter.associationId}`);
    expect(JSON.stringify(association)).not.toContain(shelter.email);
    expectFrenchError(await t.api.anon.get('/api/public/v1/associations/999999'), 404);
  });

  it('never lists an adopted animal; a housed one only without available=true', async () => {
    const all = await list('');
    expect(names(all.body).sort()).toEqual(['Caramel', 'Pistache', 'Réglisse']);
    expect(all.headers['x-total-count']).toBe('3');
    expect((all.body as PublicAnimal[]).find((animal) => animal.id === housedId)?.status).toBe('housed');

    const available = await list('&available=true');
    expect(names(available.body).sort()).toEqual(['Caramel', 'Réglisse']);
    expect(available.headers['x-total-count']).toBe('2');

    expectFrenchError(await t.api.anon.get(`/api/public/v1/animals/${adoptedId}`), 404);
    expectStatus(await t.api.anon.get(`/api/public/v1/animals/${housedId}`), 200);
  });

  it('filters by association and species, pages with limit (at most 100) and offset', async () => {
    const everyone = await t.api.anon.get('/api/public/v1/animals?limit=100');
    expect(names(everyone.body)).toEqual(expect.arrayContaining(['Ailleurs', 'Réglisse']));
    const theirs = await t.api.anon.get(`/api/public/v1/animals?association_id=${other.associationId}`);
    expect(names(theirs.body)).toEqual(['Ailleurs']);

    expect(names((await list('&species=Chien')).body)).toEqual(['Caramel']);
    expect(names((await list('&species=chats')).body).sort()).toEqual(['Pistache', 'Réglisse']);

    const first = await list('&limit=2');
    const second = await list('&limit=2&offset=2');
    expect(first.body).toHaveLength(2);
    expect(second.body).toHaveLength(1);
    expect(first.headers['x-total-count']).toBe('3');
    expect([...names(first.body), ...names(second.body)].sort()).toEqual(['Caramel', 'Pistache', 'Réglisse']);

    expectFrenchError(await list('&limit=101'), 400);
    expectFrenchError(await list('&species=Poisson'), 400);
    expectFrenchError(await list('&urgent=peut-être'), 400);
    const urgent = await list('&urgent=true');
    expect(names(urgent.body)).toEqual(['Caramel']);
    expect(urgent.body[0]).toMatchObject({ urgent: true, urgent_reason: 'Son refuge ferme ce soir.' });
    expect(names((await list('&urgent=false')).body).sort()).toEqual(['Pistache', 'Réglisse']);
  });

  it('is open to any origin on its routes only', async () => {
    const res = await list('').set('Origin', 'https://refuge-des-lilas.example');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-expose-headers']).toContain('X-Total-Count');
    const error = await t.api.anon.get('/api/public/v1/animals/999999').set('Origin', 'https://autre.example');
    expect(error.headers['access-control-allow-origin']).toBe('*');

    // A preflight (a client adding headers of its own) is answered too, for GET only.
    const preflight = await request(t.app.getHttpServer())
      .options('/api/public/v1/animals')
      .set('Origin', 'https://refuge-des-lilas.example')
      .set('Access-Control-Request-Method', 'GET');
    expectStatus(preflight, 204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(preflight.headers['access-control-allow-methods']).toBe('GET, HEAD, OPTIONS');

    const site = await t.api.anon.get('/api/animals').set('Origin', 'https://refuge-des-lilas.example');
    expectStatus(site, 200);
    expect(site.headers['access-control-allow-origin']).toBeUndefined();
    const profile = await t.api.anon
      .get(`/api/associations/${shelter.associationId}`)
      .set('Origin', 'https://refuge-des-lilas.example');
    expect(profile.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('is cached 5 minutes by anyone and revalidated with its ETag (304)', async () => {
    const paths = [
      `/api/public/v1/animals?association_id=${shelter.associationId}`,
      `/api/public/v1/animals/${housedId}`,
      `/api/public/v1/associations/${shelter.associationId}`,
    ];
    for (const path of paths) {
      const first = await t.api.anon.get(path);
      expectStatus(first, 200);
      expect(first.headers['cache-control']).toBe('public, max-age=300');
      const etag = first.headers.etag;
      expect(etag).toEqual(expect.any(String));
      const again = await t.api.anon.get(path).set('If-None-Match', etag);
      expectStatus(again, 304);
      expect(again.text).toBeFalsy();
    }
    // A change gives a new ETag: the old one no longer answers 304.
    const path = `/api/public/v1/animals/${housedId}`;
    const before = await t.api.anon.get(path);
    expectStatus(await t.api.as(shelter.token).put(`/api/animals/${housedId}`, { name: 'Pistache II' }), 200);
    const after = await t.api.anon.get(path).set('If-None-Match', before.headers.etag);
    expectStatus(after, 200);
    expect((after.body as PublicAnimal).name).toBe('Pistache II');
  });
});

describe('public API v1 rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp({ throttle: { ...TEST_THROTTLE, publicApiPerIp: 3 } });
  });
  afterAll(async () => t?.close());

  it('answers 429 with Retry-After past the reads allowed per client address, the site itself unaffected', async () => {
    const server = t.app.getHttpServer();
    const statuses: number[] = [];
    let last: request.Response | undefined;
    for (let i = 0; i < 4; i += 1) {
      last = await request(server).get(i % 2 ? '/api/public/v1/animals' : '/api/public/v1/associations/1');
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 3).every((status) => status !== 429)).toBe(true);
    expect(statuses[3]).toBe(429);
    expectFrenchError(last as request.Response, 429);
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
    // A blocked widget can still read why: the 429 is open to any origin too.
    expect(last?.headers['access-control-allow-origin']).toBe('*');
    expectStatus(await t.api.anon.get('/api/animals'), 200);
  });
});
