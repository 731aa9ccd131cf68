/**
 * Uploads (ASVS V5.2): url_image data URLs that lie about their content. Anything that is not a real JPEG, PNG or
 * GIF of at most 10 MB (MAX_IMAGE_BYTES) is refused with the validation message (docs/product.md#validation) and leaves UPLOAD_DIR untouched (the
 * directory is listed before and after). A real polyglot, i.e. a valid image that also carries a PHP or HTML
 * payload in a comment, text chunk or trailing bytes, is an image: it may be accepted, but then only as a
 * re-encoded image whose stored bytes (main file and thumbnail) contain no trace of the payload; refusing it is
 * also fine. Each outcome goes to results/uploads.<db>.md.
 */
import { readdir, readFile } from 'node:fs/promises';
import { INVALID_IMAGE_MESSAGE, MAX_IMAGE_BYTES, mediumImageUrl } from '@petfoster/contracts';
import type { Response } from 'supertest';
import { startApp, type TestApp } from '../support/app';
import {
  animalPayload,
  associationPayload,
  createAnimal,
  familyPayload,
  registerAssociation,
  registerFamily,
  uploadPath,
  type AssociationAccount,
  type FamilyAccount,
} from '../support/fixtures';
import { expectStatus, messagesOf } from '../support/http';
import { imageBytes, toDataUrl } from '../support/images';
import {
  gifDeclaring,
  gifWithComment,
  jpegWithComment,
  pngDeclaring,
  pngOfExactSize,
  withPngChunk,
} from './support/forged-images';
import { writeReport } from './support/report';

const PHP = Buffer.from('<?php system($_GET["cmd"]); ?>\n');
const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>\n');
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><rect width="10" height="10"/></svg>',
);
const PAYLOAD_MARKERS = ['<?php', 'system(', '<script', 'alert(', '<html'];

const png = (bytes: Buffer) => toDataUrl(bytes, 'image/png');

interface Rejected {
  name: string;
  dataUrl: () => Promise<string>;
}

const REJECTED: Rejected[] = [
  { name: 'PHP script named .png (image/png data URL)', dataUrl: async () => png(PHP) },
  { name: 'HTML page named .png', dataUrl: async () => png(HTML) },
  { name: 'SVG with script named .png', dataUrl: async () => png(SVG) },
  { name: 'SVG sent as image/svg+xml', dataUrl: async () => toDataUrl(SVG, 'image/svg+xml') },
  {
    name: 'GIF89a signature followed by PHP (header-only polyglot)',
    dataUrl: async () => toDataUrl(Buffer.concat([Buffer.from('GIF89a'), PHP]), 'image/gif'),
  },
  {
    name: 'JPEG signature followed by HTML (header-only polyglot)',
    dataUrl: async () => toDataUrl(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), HTML]), 'image/jpeg'),
  },
  {
    name: 'PNG signature followed by PHP (header-only polyglot)',
    dataUrl: async () => png(Buffer.concat([(await imageBytes('png')).subarray(0, 16), PHP])),
  },
  {
    name: `valid PNG of 10 MB + 1 byte (${MAX_IMAGE_BYTES + 1} bytes)`,
    dataUrl: async () => png(await pngOfExactSize(MAX_IMAGE_BYTES + 1)),
  },
  {
    name: 'decompression bomb: PNG declaring 50000 x 50000 pixels',
    dataUrl: async () => png(pngDeclaring(50_000, 50_000)),
  },
  {
    name: 'decompression bomb: PNG declaring 1 x 100000000 pixels',
    dataUrl: async () => png(pngDeclaring(1, 100_000_000)),
  },
  {
    name: 'decompression bomb: GIF declaring 65535 x 65535 pixels',
    dataUrl: async () => toDataUrl(gifDeclaring(65_535, 65_535), 'image/gif'),
  },
  {
    name: 'truncated PNG (first half of a real one)',
    dataUrl: async () => {
      const b = await imageBytes('png', 64);
      return png(b.subarray(0, b.length >> 1));
    },
  },
  { name: 'not base64 after the header', dataUrl: async () => 'data:image/png;base64,<?php echo 1; ?>' },
  { name: 'a URL instead of a data URL', dataUrl: async () => 'https://evil.example/shell.php' },
  { name: 'a path outside /uploads', dataUrl: async () => '/uploads/../../etc/passwd' },
];

const POLYGLOTS: Rejected[] = [
  {
    name: 'JPEG with PHP in a COM segment',
    dataUrl: async () => toDataUrl(jpegWithComment(await imageBytes('jpeg', 32), PHP), 'image/jpeg'),
  },
  {
    name: 'JPEG with an HTML page appended after EOI',
    dataUrl: async () => toDataUrl(Buffer.concat([await imageBytes('jpeg', 32), HTML]), 'image/jpeg'),
  },
  {
    name: 'GIF with HTML in a comment extension',
    dataUrl: async () => toDataUrl(gifWithComment(await imageBytes('gif', 32), HTML), 'image/gif'),
  },
  {
    name: 'PNG with PHP in a tEXt chunk',
    dataUrl: async () =>
      png(withPngChunk(await imageBytes('png', 32), 'tEXt', Buffer.concat([Buffer.from('Comment\0'), PHP]))),
  },
];

const listUploads = async (dir: string) => (await readdir(dir)).sort();

describe('uploads', () => {
  let t: TestApp;
  let shelter: AssociationAccount;
  let family: FamilyAccount;
  let animalId: number;
  const outcomes: string[] = [];

  beforeAll(async () => {
    t = await startApp();
    shelter = await registerAssociation(t.api);
    family = await registerFamily(t.api);
    animalId = (await createAnimal(t.api, shelter)).id;
  }, 60_000);

  afterAll(async () => {
    if (outcomes.length)
      writeReport('uploads', 'Uploads', [
        `Cases run: ${outcomes.length}; failures: ${outcomes.filter((o) => o.includes('FAILED')).length}.`,
        '',
        ...outcomes.map((o) => `- ${o}`),
      ]);
    await t?.close();
  });

  function expectInvalidImage(res: Response) {
    expectStatus(res, 400);
    expect(messagesOf(res)).toContain(INVALID_IMAGE_MESSAGE);
  }

  test.each(REJECTED.map((c) => [c.name, c] as const))(
    'refuses %s on POST /api/animals, writing nothing',
    async (name, c) => {
      const before = await listUploads(t.uploadDir);
      const res = await t.api
        .as(shelter.token)
        .post('/api/animals', animalPayload(shelter, { name: 'Upload', url_image: await c.dataUrl() }));
      outcomes.push(`${name}: ${res.status}${res.status === 400 ? '' : ' FAILED'}`);
      expectInvalidImage(res);
      expect(await listUploads(t.uploadDir)).toEqual(before);
    },
  );

  it('accepts a valid PNG of exactly 10 MB (the limit is exact)', async () => {
    const res = await t.api
      .as(shelter.token)
      .post(
        '/api/animals',
        animalPayload(shelter, { name: 'Limite', url_image: png(await pngOfExactSize(MAX_IMAGE_BYTES)) }),
      );
    outcomes.push(`valid PNG of exactly ${MAX_IMAGE_BYTES} bytes: ${res.status}${res.status === 201 ? '' : ' FAILED'}`);
    expectStatus(res, 201);
    expect(res.body.url_image).toMatch(/^\/uploads\/[\w-]+\.png$/);
  }, 60_000);

  test.each(POLYGLOTS.map((c) => [c.name, c] as const))(
    'stores %s only as a clean re-encoded image (or refuses it)',
    async (name, c) => {
      const before = await listUploads(t.uploadDir);
      const res = await t.api
        .as(shelter.token)
        .post('/api/animals', animalPayload(shelter, { name: 'Polyglotte', url_image: await c.dataUrl() }));
      if (res.status === 400) {
        expectInvalidImage(res);
        expect(await listUploads(t.uploadDir)).toEqual(before);
        outcomes.push(`${name}: refused (400), nothing written`);
        return;
      }
      expectStatus(res, 201);
      // The image, its thumbnail and its medium variant, all made at upload (docs/decisions/images-on-s3.md).
      const urls = [res.body.url_image, res.body.url_thumbnail, mediumImageUrl(res.body.url_image) as string];
      const files = urls.map((url: string) => uploadPath(t.uploadDir, url));
      expect(await listUploads(t.uploadDir)).toEqual(
        [...before, ...files.map((f) => f.split('/').pop() as string)].sort(),
      );
      for (const file of files) {
        const stored = (await readFile(file)).toString('latin1');
        for (const marker of PAYLOAD_MARKERS) expect(stored.includes(marker)).toBe(false);
      }
      outcomes.push(
        `${name}: accepted (201), stored as ${res.body.url_image.split('.').pop()} + 2 webp re-encoded, payload absent from all 3 files`,
      );
    },
  );

  describe('every endpoint that takes url_image applies the same check', () => {
    const php = png(PHP);
    const endpoints: [string, () => Promise<Response>][] = [
      [
        'POST /api/animals',
        () => t.api.as(shelter.token).post('/api/animals', animalPayload(shelter, { url_image: php })),
      ],
      ['PUT /api/animals/{id}', () => t.api.as(shelter.token).put(`/api/animals/${animalId}`, { url_image: php })],
      ['POST /api/families', () => t.api.anon.post('/api/families', familyPayload({ url_image: php }))],
      ['POST /api/associations', () => t.api.anon.post('/api/associations', associationPayload({ url_image: php }))],
      [
        'PUT /api/families/{userId}',
        () => t.api.as(family.token).put(`/api/families/${family.userId}`, { url_image: php }),
      ],
      [
        'PUT /api/associations/{userId}',
        () => t.api.as(shelter.token).put(`/api/associations/${shelter.userId}`, { url_image: php }),
      ],
    ];
    test.each(endpoints)('%s refuses a PHP file named .png and writes nothing', async (endpoint, call) => {
      const before = await listUploads(t.uploadDir);
      const associationsBefore = (await t.api.anon.get('/api/associations')).body.length;
      const res = await call();
      outcomes.push(`PHP named .png on ${endpoint}: ${res.status}${res.status === 400 ? '' : ' FAILED'}`);
      expectInvalidImage(res);
      expect(await listUploads(t.uploadDir)).toEqual(before);
      // A refused registration creates no account either.
      expect((await t.api.anon.get('/api/associations')).body.length).toBe(associationsBefore);
    });
  });

  it('serves stored files as inert images (nosniff, image content type)', async () => {
    const res = await t.api
      .as(shelter.token)
      .post('/api/animals', animalPayload(shelter, { url_image: png(await imageBytes('png', 32)) }));
    expectStatus(res, 201);
    const file = await t.api.anon.get(res.body.url_image);
    expectStatus(file, 200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
  });
});
