/**
 * Private receipts with STORAGE=s3 (docs/product.md#private-documents): stored in the images' bucket under the
 * `private/` prefix, served by their checked link only; /uploads/ never reaches them, whatever the name asked.
 */
import { type Expense } from '@petfoster/contracts';
import { DataSource } from 'typeorm';
import { activePlacement, fixToday } from '../placements/support';
import { asBytes } from '../placements-register/register-files';
import { startApp, type TestApp } from '../support/app';
import { registerAssociation, registerFamily } from '../support/fixtures';
import { expectStatus } from '../support/http';
import { imageDataUrl } from '../support/images';
import { startS3, type TestS3 } from '../support/s3';
import { inDays } from './support';

describe('private receipts on S3', () => {
  let s3: TestS3;
  let t: TestApp;

  beforeAll(async () => {
    s3 = await startS3();
    t = await startApp({ storage: s3.storage });
    fixToday(t);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await s3?.stop();
  });

  it('a receipt is read back from the bucket by its link, and /uploads/ does not serve it', async () => {
    const association = await registerAssociation(t.api);
    const family = await registerFamily(t.api);
    const placement = await activePlacement(t, association, family, 'Nuage');
    const res = await t.api.as(family.token).post(`/api/placements/${placement.id}/expenses`, {
      date: inDays(0),
      category: 'alimentation',
      amount_eur: 12,
      receipt: await imageDataUrl('png', 40),
      note: null,
    });
    expectStatus(res, 201);
    const { receipt_url: url } = res.body as Expense;
    const file = await asBytes(t.api.anon.get(url!));
    expectStatus(file, 200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect((file.body as Buffer).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const [row] = await t.app.get(DataSource).query('SELECT receipt_key FROM expenses');
    for (const path of [
      `/uploads/${row.receipt_key}`,
      `/uploads/private/${row.receipt_key}`,
      `/uploads/private%2F${row.receipt_key}`,
    ])
      expect((await t.api.anon.get(path)).status).toBe(404);
  });
});
