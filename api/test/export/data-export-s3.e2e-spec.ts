/**
 * The person's data export with STORAGE=s3 (docs/security.md#data-export): the images and the private documents the
 * person uploaded are read from the bucket into the ZIP, byte for byte what the site serves.
 */
import { type Expense } from '@petfoster/contracts';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { send } from '../conversations/support';
import { activePlacement, fixToday } from '../placements/support';
import { asBytes } from '../placements-register/register-files';
import { startApp, type TestApp } from '../support/app';
import { registerAssociation, registerFamily } from '../support/fixtures';
import { expectStatus } from '../support/http';
import { imageDataUrl } from '../support/images';
import { startS3, type TestS3 } from '../support/s3';
import { inDays } from '../vet-care/support';

describe('data export on S3', () => {
  let s3: TestS3;
  let t: TestApp;
  const work = mkdtempSync(join(tmpdir(), 'petfoster-export-s3-'));

  beforeAll(async () => {
    s3 = await startS3();
    t = await startApp({ storage: s3.storage });
    fixToday(t);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await s3?.stop();
    rmSync(work, { recursive: true, force: true });
  });

  it('holds the message image and the receipt from the bucket, byte for byte', async () => {
    const association = await registerAssociation(t.api);
    const family = await registerFamily(t.api);
    const placement = await activePlacement(t, association, family, 'Nuage');
    const expense = await t.api.as(family.token).post(`/api/placements/${placement.id}/expenses`, {
      date: inDays(0),
      category: 'alimentation',
      amount_eur: 12,
      receipt: await imageDataUrl('png', 40),
      note: null,
    });
    expectStatus(expense, 201);
    const receipt = await asBytes(t.api.anon.get((expense.body as Expense).receipt_url!));
    expectStatus(receipt, 200);
    const message = await send(t, family, placement.request_id, { body: 'Photo', images: [await imageDataUrl()] });
    expectStatus(message, 201);
    const imageUrl = (message.body as { images: Array<{ url: string }> }).images[0].url;
    const image = await asBytes(t.api.anon.get(imageUrl));
    expectStatus(image, 200);

    const res = await asBytes(t.api.as(family.token).get('/api/me/export'));
    expectStatus(res, 200);
    writeFileSync(join(work, 'export.zip'), res.body as Buffer);
    execFileSync('unzip', ['-q', join(work, 'export.zip'), '-d', join(work, 'export')]);
    const folder = (name: string) => join(work, 'export', 'fichiers', name);
    const [receiptFile] = readdirSync(folder('justificatifs'));
    expect(readFileSync(join(folder('justificatifs'), receiptFile)).equals(receipt.body as Buffer)).toBe(true);
    const [imageFile] = readdirSync(folder('messages'));
    expect(readFileSync(join(folder('messages'), imageFile)).equals(image.body as Buffer)).toBe(true);
  });
});
