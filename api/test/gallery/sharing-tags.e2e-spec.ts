/**
 * Sharing (docs/product.md#animal-gallery): the HTML of an animal's page and of an association's page carries Open
 * Graph and Twitter card tags, with absolute addresses from PUBLIC_URL and every value escaped. Tested where the API
 * answers those pages with the deployed index.html (the renderer's builds are absent here; the rendered first view
 * gets the same tags from the same middleware): behind the gateway, and `npm start`.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Animal } from '@petfoster/contracts';
import { startApp, type TestApp } from '../support/app';
import { createAnimal, registerAssociation, type AssociationAccount } from '../support/fixtures';
import { expectStatus } from '../support/http';
import { imageDataUrl } from '../support/images';

const PUBLIC_URL = 'https://petfoster.exemple.fr';
const SHELL_INDEX =
  '<!doctype html><html><head><title>PetFoster</title></head><body><div id="root"></div><script defer src="/main.js"></script></body></html>';
/** Quotes, an ampersand and a '<' the text rules keep (they strip whole tags): each must come out as an entity. */
const HOSTILE = `Rex "le roi" & Cie <3 l'ami`;

/** The content of the meta tag with that property or name, as written (still escaped). */
const metaContent = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1];

describe('sharing tags of the animal and association pages', () => {
  const webRoot = mkdtempSync(path.join(tmpdir(), 'petfoster-share-'));
  let behindGateway: TestApp;
  let npmStart: TestApp;
  let shelter: AssociationAccount;
  let animal: Animal;

  beforeAll(async () => {
    mkdirSync(path.join(webRoot, 'shell', 'dist'), { recursive: true });
    writeFileSync(path.join(webRoot, 'shell', 'dist', 'index.html'), SHELL_INDEX);
    behindGateway = await startApp({
      webRoot: null,
      firstView: { root: webRoot, origin: null },
      publicUrl: PUBLIC_URL,
    });
    npmStart = await startApp({
      reuseDatabaseOf: behindGateway,
      webRoot,
      firstView: { root: webRoot, origin: null },
      publicUrl: PUBLIC_URL,
    });
    shelter = await registerAssociation(behindGateway.api, { description: `Refuge ${HOSTILE}` });
    animal = await createAnimal(behindGateway.api, shelter, {
      name: 'Rex "Max" & <3',
      description: HOSTILE,
      url_image: await imageDataUrl('png', 32),
    });
  });
  afterAll(async () => {
    await npmStart?.close();
    await behindGateway?.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it.each([
    ['behind the gateway', () => behindGateway],
    ['npm start', () => npmStart],
  ])("an animal's page carries its tags, escaped (%s)", async (_, app) => {
    const res = await app().api.anon.get(`/animals-details/${animal.id}`);
    expectStatus(res, 200);
    expect(metaContent(res.text, 'og:title')).toBe('Rex &#34;Max&#34; &#38; &#60;3 – PetFoster');
    expect(metaContent(res.text, 'og:description')).toBe('Rex &#34;le roi&#34; &#38; Cie &#60;3 l&#39;ami');
    expect(metaContent(res.text, 'og:image')).toBe(`${PUBLIC_URL}${animal.url_image}`);
    expect(metaContent(res.text, 'og:url')).toBe(`${PUBLIC_URL}/animals-details/${animal.id}`);
    expect(metaContent(res.text, 'twitter:card')).toBe('summary_large_image');
    expect(res.text).not.toContain('"Max"');
    expect(res.text.indexOf('og:title')).toBeLessThan(res.text.indexOf('</head>'));
  });

  it("an association's page carries its tags, escaped", async () => {
    const res = await behindGateway.api.anon.get(`/associationprofile/${shelter.associationId}`);
    expectStatus(res, 200);
    expect(metaContent(res.text, 'og:title')).toMatch(/ – PetFoster$/);
    expect(metaContent(res.text, 'og:description')).toBe('Refuge Rex &#34;le roi&#34; &#38; Cie &#60;3 l&#39;ami');
    expect(metaContent(res.text, 'og:url')).toBe(`${PUBLIC_URL}/associationprofile/${shelter.associationId}`);
    expect(metaContent(res.text, 'twitter:card')).toBe('summary');
    expect(res.text).not.toContain('"le roi"');
  });

  it('an unknown animal: 404 without tags', async () => {
    const res = await behindGateway.api.anon.get('/animals-details/987654');
    expectStatus(res, 404);
    expect(res.text).toBe(SHELL_INDEX);
  });
});
