/**
 * An animal's identification, sterilisation and adoption (docs/product.md#animal-identification): the formats the API
 * accepts and the messages of what it refuses, who reads them in GET /api/animals/{id}, and an adopted animal that
 * leaves the catalogue and cannot be asked for.
 */
import {
  ANIMAL_IDENTITY_MESSAGES as M,
  API_ERRORS,
  ASSOCIATION_ROLES,
  PLACEMENT_STATUSES,
  type Animal,
  type PlacementStatus,
} from '@petfoster/contracts';
import { DataSource } from 'typeorm';
import { Animal as AnimalRow } from '../src/data-model/animal.entity';
import { PlacementRow } from '../src/data-model/placement.entity';
import { startApp, type TestApp } from './support/app';
import {
  animalPayload,
  createAnimal,
  createRequest,
  registerAssociation,
  registerFamily,
  type AssociationAccount,
  type FamilyAccount,
} from './support/fixtures';
import { expectFrenchError, expectStatus, messagesOf } from './support/http';
import { addMember } from './support/team-members';

const PUCE_TYPED = '250 268 712 345 678';
const PUCE_STORED = '250268712345678';
const IDENTITY_KEYS = ['identification_type', 'identification_number', 'sterilised'];

describe('animal identification', () => {
  let t: TestApp;
  let shelter: AssociationAccount;
  let otherShelter: AssociationAccount;
  let fosterFamily: FamilyAccount;
  let otherFamily: FamilyAccount;

  beforeAll(async () => {
    t = await startApp();
    shelter = await registerAssociation(t.api);
    otherShelter = await registerAssociation(t.api, { RNA_code: 'W731234567' });
    fosterFamily = await registerFamily(t.api);
    otherFamily = await registerFamily(t.api);
  });
  afterAll(async () => t?.close());

  const create = (fields: Record<string, unknown>) =>
    t.api.as(shelter.token).post('/api/animals', animalPayload(shelter, fields));
  const readAs = (token: string | null, id: number) =>
    token ? t.api.as(token).get(`/api/animals/${id}`) : t.api.anon.get(`/api/animals/${id}`);

  describe('formats', () => {
    it('stores a puce typed with spaces as its 15 digits', async () => {
      const res = await create({ identification_type: 'puce', identification_number: PUCE_TYPED, sterilised: true });
      expectStatus(res, 201);
      expect(res.body).toMatchObject({
        identification_type: 'puce',
        identification_number: PUCE_STORED,
        sterilised: true,
      });
    });

    it.each([
      ['abc123', 'ABC123'],
      ['123xyz', '123XYZ'],
    ])('stores the tatouage %s upper-case (%s)', async (typed, stored) => {
      const res = await create({ identification_type: 'tatouage', identification_number: typed, sterilised: false });
      expectStatus(res, 201);
      expect(res.body).toMatchObject({
        identification_type: 'tatouage',
        identification_number: stored,
        sterilised: false,
      });
    });

    it('leaves all three unknown when the form does not give them', async () => {
      const res = await create({});
      expectStatus(res, 201);
      expect(res.body).toMatchObject({ identification_type: null, identification_number: null, sterilised: null });
    });

    it.each([
      [
        'a puce of 14 digits',
        { identification_type: 'puce', identification_number: '25026871234567' },
        'identification_number',
        M.numberInvalid,
      ],
      [
        'a puce number given as a tatouage',
        { identification_type: 'tatouage', identification_number: PUCE_STORED },
        'identification_number',
        M.numberFormat.tatouage,
      ],
      [
        'a tatouage number given as a puce',
        { identification_type: 'puce', identification_number: 'ABC123' },
        'identification_number',
        M.numberFormat.puce,
      ],
      [
        'a number of no known format',
        { identification_type: 'tatouage', identification_number: 'AB1234' },
        'identification_number',
        M.numberInvalid,
      ],
      ['a number without a type', { identification_number: PUCE_STORED }, 'identification_type', M.typeRequired],
      ['a type without a number', { identification_type: 'puce' }, 'identification_number', M.numberRequired],
      [
        'an unknown type',
        { identification_type: 'rfid', identification_number: PUCE_STORED },
        'identification_type',
        M.typeInvalid,
      ],
      [
        'a sterilisation that is not yes, no or unknown',
        { sterilised: 'peut-être' },
        'sterilised',
        M.sterilisedInvalid,
      ],
    ])('refuses %s: 400 naming the field', async (_case, fields, field, message) => {
      const res = await create(fields);
      expect(expectFrenchError(res, 400)).toEqual([message]);
      expect(res.body.fields).toEqual({ [field]: message });
    });

    it('an edit changes the identification, keeps it when not sent, and clears it with null', async () => {
      const animal = await createAnimal(t.api, shelter, {
        identification_type: 'tatouage',
        identification_number: 'ABC123',
      });
      const owner = t.api.as(shelter.token);

      const changed = await owner.put(`/api/animals/${animal.id}`, {
        identification_type: 'puce',
        identification_number: PUCE_TYPED,
      });
      expectStatus(changed, 200);
      expect(changed.body).toMatchObject({ identification_type: 'puce', identification_number: PUCE_STORED });

      const kept = await owner.put(`/api/animals/${animal.id}`, { sterilised: true });
      expectStatus(kept, 200);
      expect(kept.body).toMatchObject({
        identification_type: 'puce',
        identification_number: PUCE_STORED,
        sterilised: true,
      });

      const refused = await owner.put(`/api/animals/${animal.id}`, { identification_number: 'ABC123' });
      expect(expectFrenchError(refused, 400)).toEqual([M.typeRequired]);

      const cleared = await owner.put(`/api/animals/${animal.id}`, {
        identification_type: null,
        identification_number: null,
        sterilised: null,
      });
      expectStatus(cleared, 200);
      expect(cleared.body).toMatchObject({ identification_type: null, identification_number: null, sterilised: null });
    });
  });

  describe('who reads them in GET /api/animals/{id}', () => {
    let animal: Animal;
    let placementId: number;

    const setPlacementStatus = (status: PlacementStatus) =>
      t.app.get(DataSource).getRepository(PlacementRow).update({ id: placementId }, { status });

    beforeAll(async () => {
      animal = await createAnimal(t.api, shelter, {
        identification_type: 'puce',
        identification_number: PUCE_STORED,
        sterilised: true,
      });
      // A placement of the animal with the foster family, as an acceptance makes it (docs/product.md#placements).
      const request = await createRequest(t.api, fosterFamily, animal);
      const inserted = await t.app.get(DataSource).getRepository(PlacementRow).insert({
        request_id: request.id,
        association_id: shelter.associationId,
        family_id: fosterFamily.familyId,
        animal_id: animal.id,
        status: PLACEMENT_STATUSES.active,
        animal_name: animal.name,
        species_id: animal.species_id,
        created_at: new Date(),
        updated_at: new Date(),
      });
      placementId = inserted.identifiers[0].id as number;
    });

    const identity = { identification_type: 'puce', identification_number: PUCE_STORED, sterilised: true };

    it('the association that owns it: every member, a bénévole included', async () => {
      const benevole = await addMember(t, shelter.associationId, ASSOCIATION_ROLES.benevole);
      for (const token of [shelter.token, benevole.token]) {
        const res = await readAs(token, animal.id);
        expectStatus(res, 200);
        expect(res.body).toMatchObject(identity);
      }
    });

    it('the family during its placement, until the placement ends', async () => {
      for (const status of [PLACEMENT_STATUSES.draft, PLACEMENT_STATUSES.active]) {
        await setPlacementStatus(status);
        const res = await readAs(fosterFamily.token, animal.id);
        expectStatus(res, 200);
        expect(res.body).toMatchObject(identity);
      }
      await setPlacementStatus(PLACEMENT_STATUSES.ended);
      const ended = await readAs(fosterFamily.token, animal.id);
      expectStatus(ended, 200);
      for (const key of IDENTITY_KEYS) expect(ended.body).not.toHaveProperty(key);
      await setPlacementStatus(PLACEMENT_STATUSES.active);
    });

    it.each([
      ['a visitor', () => null],
      ['another family', () => otherFamily.token],
      ['another association', () => otherShelter.token],
    ])('never %s', async (_who, token) => {
      const res = await readAs(token(), animal.id);
      expectStatus(res, 200);
      expect(res.body).toMatchObject({ id: animal.id, adopted_at: null });
      for (const key of IDENTITY_KEYS) expect(res.body).not.toHaveProperty(key);
    });

    it('never in the catalogue list, whoever asks', async () => {
      const res = await t.api.as(shelter.token).get('/api/animals');
      expectStatus(res, 200);
      const listed = (res.body as Animal[]).find((a) => a.id === animal.id);
      expect(listed).toMatchObject({ id: animal.id, adopted_at: null });
      for (const key of IDENTITY_KEYS) expect(listed).not.toHaveProperty(key);
    });

    it('is never kept by a cache: the answer depends on who asks', async () => {
      const res = await readAs(null, animal.id);
      expectStatus(res, 200);
      expect(res.headers['cache-control']).toBe('no-store');
    });
  });

  describe('an adopted animal', () => {
    let adopted: Animal;
    let available: Animal;

    beforeAll(async () => {
      const other = await registerAssociation(t.api, { RNA_code: 'W691234567' });
      adopted = await createAnimal(t.api, other, { name: 'Adopté' });
      available = await createAnimal(t.api, other, { name: 'Disponible' });
      await t.app.get(DataSource).getRepository(AnimalRow).update({ id: adopted.id }, { adopted_at: new Date() });
    });

    const listedIds = async (query: string) => {
      const res = await t.api.anon.get(`/api/animals${query}`);
      expectStatus(res, 200);
      return (res.body as Animal[]).map((a) => a.id);
    };

    it('leaves the catalogue of available animals, and says when it was adopted', async () => {
      expect(await listedIds('?available=true')).toEqual(expect.arrayContaining([available.id]));
      expect(await listedIds('?available=true')).not.toContain(adopted.id);
      expect(await listedIds('?available=true&species=Chat&limit=24')).not.toContain(adopted.id);
      expect(await listedIds('')).toEqual(expect.arrayContaining([adopted.id, available.id]));
      const res = await readAs(null, adopted.id);
      expectStatus(res, 200);
      expect(res.body.adopted_at).toEqual(expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/));
    });

    it('cannot be asked for: 409 animal_adopted', async () => {
      const res = await t.api.as(otherFamily.token).post('/api/animals/requests', {
        animal_id: adopted.id,
        family_id: otherFamily.familyId,
        motivation: 'Un grand jardin.',
      });
      expectStatus(res, API_ERRORS.animal_adopted.status);
      expect(res.body.code).toBe('animal_adopted');
      expect(messagesOf(res)).toEqual(['Cet animal a été adopté.']);
    });
  });
});
