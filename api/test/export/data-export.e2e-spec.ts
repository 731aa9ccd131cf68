/**
 * The data exports (docs/security.md#data-export): the person's own ZIP (right of access and portability) and the
 * association's, unzipped as a client would, and who may ask for each.
 */
import { CONSENT_SOURCES } from '@petfoster/contracts';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Response } from 'supertest';
import { startApp, type TestApp } from '../support/app';
import {
  createAnimal,
  createRequest,
  registerAssociation,
  registerFamily,
  uploadPath,
  type AssociationAccount,
  type FamilyAccount,
} from '../support/fixtures';
import { expectStatus } from '../support/http';
import { imageDataUrl } from '../support/images';
import { addMember, type MemberAccount } from '../support/team-members';
import { send, sent } from '../conversations/support';

const BOM = '\uFEFF';
const DAY = /^\d{4}-\d{2}-\d{2}$/;

describe('data export', () => {
  let t: TestApp;
  let family: FamilyAccount;
  let other: FamilyAccount;
  let shelter: AssociationAccount;
  let elsewhere: AssociationAccount;
  let referent: MemberAccount;
  let requestId: number;
  let imageUrl: string;
  let photoUrl: string;
  const work = mkdtempSync(join(tmpdir(), 'petfoster-export-'));
  let unzipped = 0;

  /** The answer's bytes (a ZIP is no JSON or text). */
  const download = (token: string | null, url: string): Promise<Response> => {
    const client = token ? t.api.as(token) : t.api.anon;
    return client
      .get(url)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
  };

  /** Unzips an answer with the `unzip` command, as a person would; answers the folder. */
  const unzip = (res: Response): string => {
    unzipped += 1;
    const zip = join(work, `export-${unzipped}.zip`);
    const dir = join(work, `export-${unzipped}`);
    writeFileSync(zip, res.body as Buffer);
    execFileSync('unzip', ['-q', zip, '-d', dir]);
    return dir;
  };
  const text = (dir: string, path: string) => readFileSync(join(dir, path), 'utf8');
  const json = <T = Array<Record<string, unknown>>>(dir: string, path: string) => JSON.parse(text(dir, path)) as T;
  const headerOf = (dir: string, path: string) => text(dir, path).split('\r\n')[0];

  beforeAll(async () => {
    t = await startApp();
    shelter = await registerAssociation(t.api);
    elsewhere = await registerAssociation(t.api);
    referent = await addMember(t, shelter.associationId, 'referent');
    family = await registerFamily(t.api, { firstname: 'Aurore' });
    other = await registerFamily(t.api, { firstname: 'Bertille' });
    const animal = await createAnimal(t.api, shelter, { name: 'Filou', url_image: await imageDataUrl('png', 64) });
    photoUrl = animal.url_image!;
    requestId = (await createRequest(t.api, family, animal)).id;
    const withImage = await send(t, family, requestId, { body: 'Voici notre jardin', images: [await imageDataUrl()] });
    expectStatus(withImage, 201);
    imageUrl = (withImage.body as { images: Array<{ url: string }> }).images[0].url;
    await sent(t, shelter, requestId, 'Merci, il est très beau');
    const otherRequest = await createRequest(t.api, other, animal);
    await sent(t, other, otherRequest.id, 'Message de Bertille, privé');
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    rmSync(work, { recursive: true, force: true });
  });

  describe('GET /api/me/export', () => {
    let res: Response;
    let dir: string;
    beforeAll(async () => {
      res = await download(family.token, '/api/me/export');
      dir = unzip(res);
    });

    it('answers a ZIP to download, dated, kept by no cache', () => {
      expectStatus(res, 200);
      expect(res.headers['content-type']).toBe('application/zip');
      const filename = /^attachment; filename="petfoster-mes-donnees-(.*)\.zip"$/.exec(
        String(res.headers['content-disposition']),
      );
      expect(filename?.[1]).toMatch(DAY);
      expect(res.headers['cache-control']).toBe('private, no-store');
    });

    it('has a README in French naming its files', () => {
      const readme = text(dir, 'README.txt');
      expect(readme).toContain('vos données personnelles');
      expect(readme).toContain('articles 15 et 20 du RGPD');
      expect(readme).toContain('csv/messages.csv');
    });

    it("holds the profile, without the password's hash", () => {
      const [profile] = json(dir, 'json/profil.json');
      expect(profile).toMatchObject({ id: family.userId, email: family.email, firstname: 'Aurore' });
      expect(profile.famille_id).toBe(family.familyId);
      expect(text(dir, 'json/profil.json')).not.toContain('password_hash');
      expect(text(dir, 'csv/profil.csv')).toContain(family.email);
    });

    it('holds the requests and the messages written and received, not another account', () => {
      expect(json(dir, 'json/demandes.json').map((row) => row.id)).toEqual([requestId]);
      const bodies = json(dir, 'json/messages.json').map((row) => row.body);
      expect(bodies).toEqual(['Voici notre jardin', 'Merci, il est très beau']);
      expect(
        readdirSync(join(dir, 'json'))
          .map((name) => text(dir, `json/${name}`))
          .join(''),
      ).not.toContain('Bertille');
    });

    it('holds the consent log', () => {
      expect(json(dir, 'json/consentements.json')).toEqual([
        expect.objectContaining({ choice: 'notifications', granted: true, source: CONSENT_SOURCES.registration }),
        expect.objectContaining({ choice: 'urgent_appeals', granted: true, source: CONSENT_SOURCES.registration }),
      ]);
    });

    it('writes each table as CSV with its header, the register conventions (BOM, ;, CRLF)', () => {
      const requests = text(dir, 'csv/demandes.csv');
      expect(requests.startsWith(`${BOM}id;animal_id;`)).toBe(true);
      expect(requests.split('\r\n')).toHaveLength(3);
      expect(headerOf(dir, 'csv/favoris.csv')).toContain('family_id');
      expect(headerOf(dir, 'csv/consentements.csv')).toBe(`${BOM}choice;granted;source;at;detail`);
    });

    it('holds the image the person uploaded, byte for byte', () => {
      const [file] = readdirSync(join(dir, 'fichiers/messages'));
      expect(file).toMatch(new RegExp(`-${imageUrl.slice(imageUrl.lastIndexOf('/') + 1)}$`));
      expect(
        readFileSync(join(dir, 'fichiers/messages', file)).equals(readFileSync(uploadPath(t.uploadDir, imageUrl))),
      ).toBe(true);
    });

    it("an association member's export holds its membership", async () => {
      const own = unzip(await download(referent.token, '/api/me/export'));
      const [profile] = json(own, 'json/profil.json');
      expect(profile).toMatchObject({ id: referent.userId, membre_role: 'referent' });
    });

    it('a visitor gets 401', async () => {
      expectStatus(await t.api.anon.get('/api/me/export'), 401);
    });
  });

  describe('GET /api/associations/:id/export', () => {
    const url = () => `/api/associations/${shelter.associationId}/export`;

    it("answers the association's data to its admin: README, tables, register, photos", async () => {
      const res = await download(shelter.token, url());
      expectStatus(res, 200);
      expect(res.headers['content-type']).toBe('application/zip');
      expect(res.headers['cache-control']).toBe('private, no-store');
      const dir = unzip(res);
      expect(text(dir, 'README.txt')).toContain("données de l'association");
      expect(json(dir, 'json/animaux.json').map((row) => row.name)).toEqual(['Filou']);
      expect(json(dir, 'json/demandes.json')).toHaveLength(2);
      const members = json(dir, 'json/membres.json');
      expect(members.map((row) => row.email)).toEqual(expect.arrayContaining([shelter.email, referent.email]));
      expect(text(dir, 'json/membres.json')).not.toContain('password_hash');
      expect(headerOf(dir, 'csv/sante.csv')).toContain('animal_id');
      expect(headerOf(dir, 'csv/journal.csv')).toContain('association_id');
      expect(existsSync(join(dir, 'registre.csv'))).toBe(true);
      const [photo] = json(dir, 'json/photos.json');
      expect(photo.url).toBe(photoUrl);
      const stored = readFileSync(
        join(dir, 'photos', `${String(photo.id)}-${photoUrl.slice(photoUrl.lastIndexOf('/') + 1)}`),
      );
      expect(stored.equals(readFileSync(uploadPath(t.uploadDir, photoUrl)))).toBe(true);
    });

    it('a member who is not an admin gets 403', async () => {
      expectStatus(await t.api.as(referent.token).get(url()), 403);
    });

    it("another association's admin gets 403", async () => {
      expectStatus(await t.api.as(elsewhere.token).get(url()), 403);
    });

    it('a family gets 403', async () => {
      expectStatus(await t.api.as(family.token).get(url()), 403);
    });

    it('a visitor gets 401', async () => {
      expectStatus(await t.api.anon.get(url()), 401);
    });
  });
});
