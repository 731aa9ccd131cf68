/**
 * Urgent appeals (docs/product.md#urgent-appeals): the animal's urgent fields and the list filter, who an appeal
 * reaches (each rule leaves one family out), once a week per animal, twice a week per family, who may send one, and
 * an answer that counts families without naming them. Each test works in its own town, so the families of one test
 * are out of the others' radius, and on its own fixed day.
 */
import {
  API_MESSAGES,
  URGENT_APPEAL_MAX_FAMILIES,
  URGENT_MESSAGES,
  URGENT_REASON_MAX_LENGTH,
  type Animal,
  type Family,
} from '@petfoster/contracts';
import { DataSource } from 'typeorm';
import { startApp, type TestApp } from '../support/app';
import {
  createAnimal,
  createRequest,
  decide,
  registerFamily,
  type AssociationAccount,
  type FamilyAccount,
} from '../support/fixtures';
import { expectFrenchError, expectStatus } from '../support/http';
import { addMember } from '../support/team-members';
import { placedAssociation, visibleFamily } from '../matching/setup';
import { UrgentAppealClock } from '../../src/urgent-appeals/urgent-appeal-clock';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Far enough ahead that every availability date the tests write is still to come on the real day. */
const START = new Date('2031-03-03T09:00:00Z');
const dayOf = (at: Date) => at.toISOString().slice(0, 10);

describe('urgent appeals', () => {
  let t: TestApp;

  const fixClock = (at: Date) => t.app.get(UrgentAppealClock).fix(at);
  const markUrgent = (association: { token: string }, animalId: number, reason = 'Sa famille part demain.') =>
    t.api.as(association.token).put(`/api/animals/${animalId}`, { urgent: true, urgent_reason: reason });
  const appeal = (association: { token: string }, animalId: number, radius_km: unknown = 30) =>
    t.api.as(association.token).post(`/api/animals/${animalId}/urgent-appeal`, { radius_km });
  const urgentAnimal = async (association: AssociationAccount, overrides: Record<string, unknown> = {}) => {
    const animal = await createAnimal(t.api, association, overrides);
    expectStatus(await markUrgent(association, animal.id), 200);
    return animal;
  };
  /** The families an appeal was mailed to, as the mails' recipients show them. */
  const mailedFamilies = async (...families: FamilyAccount[]): Promise<string[]> => {
    const rows: { recipient: string }[] = await t.app
      .get(DataSource)
      .query(`SELECT recipient FROM mail_outbox WHERE kind = 'urgent_appeal'`);
    const mailed = new Set(rows.map((row) => row.recipient.toLowerCase()));
    return families.filter((family) => mailed.has(family.email.toLowerCase())).map((family) => family.email);
  };

  beforeAll(async () => {
    t = await startApp();
  });
  afterEach(() => t.app.get(UrgentAppealClock).fix(null));
  afterAll(async () => {
    await t.close();
  });

  describe('the urgent fields', () => {
    let association: AssociationAccount;
    beforeAll(async () => {
      association = await placedAssociation(t, '31000', 'Toulouse', 'Refuge de Toulouse');
    });

    it('an admin marks an animal urgent with a reason; the animal shows both, and unmarking clears the reason', async () => {
      const animal = await createAnimal(t.api, association, { name: 'Pressé' });
      expect(animal).toMatchObject({ urgent: false, urgent_reason: null });
      const marked = await markUrgent(association, animal.id, 'Sa famille déménage samedi.');
      expectStatus(marked, 200);
      expect(marked.body).toMatchObject({ urgent: true, urgent_reason: 'Sa famille déménage samedi.' });
      const read = await t.api.anon.get(`/api/animals/${animal.id}`);
      expect(read.body).toMatchObject({ urgent: true, urgent_reason: 'Sa famille déménage samedi.' });
      const unmarked = await t.api.as(association.token).put(`/api/animals/${animal.id}`, { urgent: false });
      expectStatus(unmarked, 200);
      expect(unmarked.body).toMatchObject({ urgent: false, urgent_reason: null });
    });

    it(`a reason of ${URGENT_REASON_MAX_LENGTH} characters is kept, one more is a 400; urgent must be a boolean`, async () => {
      const animal = await createAnimal(t.api, association, { name: 'Limite' });
      const longest = 'a'.repeat(URGENT_REASON_MAX_LENGTH);
      expectStatus(await markUrgent(association, animal.id, longest), 200);
      const tooLong = await markUrgent(association, animal.id, `${longest}b`);
      expect(expectFrenchError(tooLong, 400)).toContain(
        `Le champ urgent_reason ne doit pas dépasser ${URGENT_REASON_MAX_LENGTH} caractères`,
      );
      const notBoolean = await t.api.as(association.token).put(`/api/animals/${animal.id}`, { urgent: 'bientôt' });
      expect(expectFrenchError(notBoolean, 400)).toContain(API_MESSAGES.invalidField('urgent'));
      // The reason is escaped text: tags are removed on the way in.
      const tagged = await markUrgent(association, animal.id, '<b>Vite</b> svp');
      expect(tagged.body).toMatchObject({ urgent_reason: 'Vite svp' });
    });

    it('GET /api/animals?urgent=true lists the urgent animals only; false is no filter; anything else a 400', async () => {
      const calm = await createAnimal(t.api, association, { name: 'Calme' });
      const urgent = await urgentAnimal(association, { name: 'Urgent' });
      const only = await t.api.anon.get('/api/animals?urgent=true');
      expectStatus(only, 200);
      const ids = (only.body as Animal[]).map((animal) => animal.id);
      expect(ids).toContain(urgent.id);
      expect(ids).not.toContain(calm.id);
      expect((only.body as Animal[]).every((animal) => animal.urgent)).toBe(true);
      expect(Number(only.headers['x-total-count'])).toBe(ids.length);
      const all = await t.api.anon.get('/api/animals?urgent=false');
      expect((all.body as Animal[]).map((animal) => animal.id)).toEqual(expect.arrayContaining([calm.id, urgent.id]));
      expect(expectFrenchError(await t.api.anon.get('/api/animals?urgent=oui'), 400)).toContain(
        URGENT_MESSAGES.urgentFilter,
      );
    });

    it('sort=urgent puts the urgent animals first (the home page)', async () => {
      await createAnimal(t.api, association, { name: 'Après', species_id: 3 });
      const first = await urgentAnimal(association, { name: 'Avant', species_id: 3 });
      const res = await t.api.anon.get('/api/animals?species=Lapin&sort=urgent&limit=3');
      expectStatus(res, 200);
      expect((res.body as Animal[])[0].id).toBe(first.id);
    });

    it('a bénévole edits the animal but may not mark it urgent; a référent may', async () => {
      const animal = await createAnimal(t.api, association, { name: 'Équipe' });
      const benevole = await addMember(t, association.associationId, 'benevole');
      const referent = await addMember(t, association.associationId, 'referent');
      expectStatus(await t.api.as(benevole.token).put(`/api/animals/${animal.id}`, { name: 'Équipe 2' }), 200);
      expectStatus(await markUrgent(benevole, animal.id), 403);
      expectStatus(await markUrgent(referent, animal.id), 200);
    });
  });

  describe('who an appeal reaches', () => {
    let association: AssociationAccount;
    beforeAll(async () => {
      association = await placedAssociation(t, '35000', 'Rennes', 'Refuge de Rennes');
    });

    it('the visible families near by that take the species, are available today, have room and take appeals', async () => {
      fixClock(START);
      const near = { zip_code: '35000', city: 'Rennes' };
      const eligible = await visibleFamily(t, { ...near, firstname: 'Élue' }, { foster_species: ['Chat'] });
      const notVisible = await registerFamily(t.api, { ...near, firstname: 'Cachée' });
      expectStatus(
        await t.api.as(notVisible.token).put(`/api/families/${notVisible.userId}`, { foster_species: ['Chat'] }),
        200,
      );
      const otherSpecies = await visibleFamily(t, { ...near, firstname: 'Chiens' }, { foster_species: ['Chien'] });
      const later = await visibleFamily(
        t,
        { ...near, firstname: 'Plus tard' },
        { available_from: dayOf(new Date(START.getTime() + 10 * DAY_MS)) },
      );
      const over = await visibleFamily(
        t,
        { ...near, firstname: 'Finie' },
        { available_until: dayOf(new Date(START.getTime() - 5 * DAY_MS)) },
      );
      const optedOut = await visibleFamily(t, { ...near, firstname: 'Sans appels' }, { accepts_urgent_appeals: false });
      const far = await visibleFamily(t, { zip_code: '13001', city: 'Marseille', firstname: 'Loin' });
      const silent = await visibleFamily(t, { ...near, firstname: 'Muette' });
      expectStatus(
        await t.api.as(silent.token).put(`/api/families/${silent.userId}`, { notifications_enabled: false }),
        200,
      );
      // Full: one animal with it (an approved request) and a capacity of one.
      const full = await visibleFamily(t, { ...near, firstname: 'Complète' }, { capacity: 1 });
      const housed = await createAnimal(t.api, association, { name: 'Hébergé' });
      const request = await createRequest(t.api, full, housed);
      expectStatus(await decide(t.api, association, request.id, 'Approuvée'), 200);

      const animal = await urgentAnimal(association, { name: 'Appel', species_id: 2 });
      const res = await appeal(association, animal.id, 30);
      expectStatus(res, 200);
      expect(res.body).toEqual({ reached: 1 });
      expect(
        await mailedFamilies(eligible, notVisible, otherSpecies, later, over, optedOut, far, silent, full),
      ).toEqual([eligible.email]);
    });

    it(`at most ${URGENT_APPEAL_MAX_FAMILIES} families, the nearest first`, async () => {
      fixClock(new Date(START.getTime() + 90 * DAY_MS));
      const lille = await placedAssociation(t, '59000', 'Lille', 'Refuge de Lille');
      // Within the radius, but farther than the fifty: the one left out, though it signed up first.
      const farther = await visibleFamily(t, { zip_code: '59100', city: 'Roubaix', firstname: 'Roubaisienne' });
      const inTown: FamilyAccount[] = [];
      for (let index = 0; index < URGENT_APPEAL_MAX_FAMILIES; index += 1)
        inTown.push(await visibleFamily(t, { zip_code: '59000', city: 'Lille', firstname: `Lilloise ${index}` }));
      const animal = await urgentAnimal(lille, { name: 'Cinquante' });
      const res = await appeal(lille, animal.id, 30);
      expectStatus(res, 200);
      expect(res.body).toEqual({ reached: URGENT_APPEAL_MAX_FAMILIES });
      expect(await mailedFamilies(farther)).toEqual([]);
      expect(await mailedFamilies(...inTown)).toHaveLength(URGENT_APPEAL_MAX_FAMILIES);
    }, 120_000);

    it('the radius is a whole number of km from 1 to 100, else a 400', async () => {
      fixClock(new Date(START.getTime() + 30 * DAY_MS));
      const animal = await urgentAnimal(association, { name: 'Rayon' });
      for (const radius of [0, 101, 'loin', null])
        expect(expectFrenchError(await appeal(association, animal.id, radius), 400)).toContain(URGENT_MESSAGES.radius);
    });

    it('the answer counts the families and never names them', async () => {
      fixClock(new Date(START.getTime() + 60 * DAY_MS));
      const family = await visibleFamily(t, { zip_code: '35000', city: 'Rennes', firstname: 'Discrète' });
      const animal = await urgentAnimal(association, { name: 'Secret' });
      const res = await appeal(association, animal.id, 10);
      expectStatus(res, 200);
      expect(Object.keys(res.body as object)).toEqual(['reached']);
      expect((res.body as { reached: number }).reached).toBeGreaterThanOrEqual(1);
      expect(res.text).not.toContain('Discrète');
      expect(res.text).not.toContain(family.email);
      expect(res.text).not.toContain(String(family.familyId));
    });
  });

  describe('how often', () => {
    let association: AssociationAccount;
    let family: FamilyAccount;
    beforeAll(async () => {
      association = await placedAssociation(t, '44000', 'Nantes', 'Refuge de Nantes');
      family = await visibleFamily(t, { zip_code: '44000', city: 'Nantes', firstname: 'Fidèle' }, { capacity: 5 });
    });

    it('one appeal per animal within 7 days (409), another one after', async () => {
      fixClock(START);
      const animal = await urgentAnimal(association, { name: 'Semaine' });
      expect((await appeal(association, animal.id)).body).toEqual({ reached: 1 });
      fixClock(new Date(START.getTime() + 6 * DAY_MS));
      expect(expectFrenchError(await appeal(association, animal.id), 409)).toContain(URGENT_MESSAGES.tooSoon);
      fixClock(new Date(START.getTime() + 7 * DAY_MS + 60_000));
      expect((await appeal(association, animal.id)).body).toEqual({ reached: 1 });
    });

    it('a family receives at most 2 appeals a week, whatever the animals', async () => {
      const monday = new Date(START.getTime() + 21 * DAY_MS);
      fixClock(monday);
      const [first, second, third] = [
        await urgentAnimal(association, { name: 'Un' }),
        await urgentAnimal(association, { name: 'Deux' }),
        await urgentAnimal(association, { name: 'Trois' }),
      ];
      expect((await appeal(association, first.id)).body).toEqual({ reached: 1 });
      fixClock(new Date(monday.getTime() + DAY_MS));
      expect((await appeal(association, second.id)).body).toEqual({ reached: 1 });
      fixClock(new Date(monday.getTime() + 2 * DAY_MS));
      expect((await appeal(association, third.id)).body).toEqual({ reached: 0 });
      // A week after the first, the family may hear of another one.
      const fourth = await urgentAnimal(association, { name: 'Quatre' });
      fixClock(new Date(monday.getTime() + 7 * DAY_MS + 60_000));
      expect((await appeal(association, fourth.id)).body).toEqual({ reached: 1 });
    });

    it('an animal that is not urgent, or already housed, is a 409', async () => {
      fixClock(new Date(START.getTime() + 90 * DAY_MS));
      const calm = await createAnimal(t.api, association, { name: 'Pas urgent' });
      expect(expectFrenchError(await appeal(association, calm.id), 409)).toContain(URGENT_MESSAGES.notUrgent);
      const housed = await urgentAnimal(association, { name: 'Déjà parti' });
      const request = await createRequest(t.api, family, housed);
      expectStatus(await decide(t.api, association, request.id, 'Approuvée'), 200);
      expect(expectFrenchError(await appeal(association, housed.id), 409)).toContain(API_MESSAGES.animalHoused);
    });
  });

  describe('who may send one', () => {
    it('admins and référents of the animal only: a bénévole, another association, a family get 403, a visitor 401', async () => {
      fixClock(new Date(START.getTime() + 120 * DAY_MS));
      const association = await placedAssociation(t, '67000', 'Strasbourg', 'Refuge de Strasbourg');
      const other = await placedAssociation(t, '33000', 'Bordeaux', 'Refuge de Bordeaux');
      const family = await registerFamily(t.api);
      const benevole = await addMember(t, association.associationId, 'benevole');
      const referent = await addMember(t, association.associationId, 'referent');
      const animal = await urgentAnimal(association, { name: 'Gardé' });
      expectStatus(await appeal(benevole, animal.id), 403);
      expectStatus(await appeal(other, animal.id), 403);
      expectStatus(await appeal(family, animal.id), 403);
      expectStatus(await t.api.anon.post(`/api/animals/${animal.id}/urgent-appeal`, { radius_km: 30 }), 401);
      expectStatus(await appeal(referent, 999_999), 404);
      expectStatus(await appeal(referent, animal.id), 200);
    });
  });

  it("the family's foster profile says whether it takes appeals: on by default, and the family may turn it off", async () => {
    const family = await visibleFamily(t, { firstname: 'Choix' });
    const read = async () =>
      ((await t.api.as(family.token).get(`/api/families/${family.familyId}`)).body as Family).foster;
    expect(await read()).toMatchObject({ accepts_urgent_appeals: true });
    expectStatus(
      await t.api.as(family.token).put(`/api/families/${family.userId}`, { accepts_urgent_appeals: false }),
      200,
    );
    expect(await read()).toMatchObject({ accepts_urgent_appeals: false });
  });
});
