/**
 * Expenses (docs/product.md#expenses) and private receipts (docs/product.md#private-documents): the family of an
 * active placement sends an expense with its receipt (a real photo or a real PDF, checked by its bytes, 5 MB at most);
 * the parties list them with totals per placement and per month; the association reimburses or refuses (the family is
 * mailed, unless it opted out) and exports its expenses as CSV. A receipt is served only by its link, to the account
 * the link was given to while it is still a party, never under /uploads/, `Cache-Control: private, no-store`; it goes
 * with the expense and with the account.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EXPENSE_MESSAGES, EXPENSES_CSV_COLUMNS, type Expense, type ExpenseList } from '@petfoster/contracts';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { startMailApp, TEST_PUBLIC_URL, waitForOutboxIdle } from '../mail/support/mail-app';
import { startSmtp, tokenOfLink, type TestSmtp } from '../mail/support/smtp';
import { activePlacement, fixToday, openPlacement } from '../placements/support';
import { asBytes, parseCsv, pdfPages } from '../placements-register/register-files';
import type { TestApp } from '../support/app';
import { registerAssociation, registerFamily, type AssociationAccount, type FamilyAccount } from '../support/fixtures';
import { expectFrenchError, expectStatus, messagesOf } from '../support/http';
import { jpegWithExifDataUrl, toDataUrl } from '../support/images';
import { addMember, type MemberAccount } from '../support/team-members';
import { inDays, pdfBytes } from './support';

describe('expenses and private receipts', () => {
  let smtp: TestSmtp;
  let t: TestApp;
  let association: AssociationAccount;
  let family: FamilyAccount;
  let otherFamily: FamilyAccount;
  let otherAssociation: AssociationAccount;
  let referent: MemberAccount;
  let benevole: MemberAccount;
  let placementId: number;
  let photoReceipt: string;
  let pdfReceipt: string;

  const submit = (token: string, id: number, body: Record<string, unknown>) =>
    t.api.as(token).post(`/api/placements/${id}/expenses`, body);
  const list = (token: string, id: number) => t.api.as(token).get(`/api/placements/${id}/expenses`);
  const fetchFile = (url: string) => asBytes(t.api.anon.get(url));
  /** Every file the private store holds, wherever the test app keeps it. */
  const privateFiles = () => {
    const dir = join(t.uploadDir, '..', 'private');
    return existsSync(dir) ? readdirSync(dir) : [];
  };
  const expense = (overrides: Record<string, unknown> = {}) => ({
    date: inDays(-3),
    category: 'veterinaire',
    amount_eur: 42.5,
    receipt: photoReceipt,
    note: 'Consultation et vaccin',
    ...overrides,
  });

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startMailApp(smtp);
    fixToday(t);
    association = await registerAssociation(t.api);
    family = await registerFamily(t.api);
    otherFamily = await registerFamily(t.api);
    otherAssociation = await registerAssociation(t.api);
    referent = await addMember(t, association.associationId, 'referent', { firstname: 'Inès' });
    benevole = await addMember(t, association.associationId, 'benevole', { firstname: 'Bastien' });
    placementId = (await activePlacement(t, association, family, 'Moka')).id;
    photoReceipt = await jpegWithExifDataUrl();
    pdfReceipt = toDataUrl(await pdfBytes('Facture Clinique du Parc : 42,50 EUR'), 'application/pdf');
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  describe('sending', () => {
    it('the family sends an expense with a photo: 201, its receipt a private link, the photo without its EXIF', async () => {
      const res = await submit(family.token, placementId, expense());
      expectStatus(res, 201);
      const sent = res.body as Expense;
      expect(sent).toMatchObject({
        placement_id: placementId,
        date: inDays(-3),
        category: 'veterinaire',
        amount_eur: 42.5,
        note: 'Consultation et vaccin',
        status: 'en_attente',
        reason: null,
        receipt_type: 'image',
      });
      expect(sent.receipt_url).toMatch(new RegExp(`^/api/expenses/${sent.id}/receipt\\?token=`));
      const file = await fetchFile(sent.receipt_url!);
      expectStatus(file, 200);
      expect(file.headers['content-type']).toBe('image/jpeg');
      expect(file.headers['cache-control']).toBe('private, no-store');
      const bytes = file.body as Buffer;
      expect((await sharp(bytes).metadata()).exif).toBeUndefined();
      expect(bytes.toString('latin1')).not.toContain('Secret Owner');
    });

    it('with a real PDF: kept as sent, served as a download', async () => {
      const res = await submit(family.token, placementId, expense({ receipt: pdfReceipt, category: 'alimentation' }));
      expectStatus(res, 201);
      const sent = res.body as Expense;
      expect(sent.receipt_type).toBe('pdf');
      const file = await fetchFile(sent.receipt_url!);
      expectStatus(file, 200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['content-disposition']).toBe(`attachment; filename="justificatif-${sent.id}.pdf"`);
      expect(file.headers['cache-control']).toBe('private, no-store');
      expect(pdfPages(file.body as Buffer).join(' ')).toContain('Facture Clinique du Parc');
    });

    it("a phone's HEIC photo is converted to a JPEG", async () => {
      const heic = readFileSync(join(__dirname, '..', 'fixtures', 'photo.heic'));
      const res = await submit(family.token, placementId, expense({ receipt: toDataUrl(heic, 'image/heic') }));
      expectStatus(res, 201);
      const file = await fetchFile((res.body as Expense).receipt_url!);
      expectStatus(file, 200);
      expect(file.headers['content-type']).toBe('image/jpeg');
      const metadata = await sharp(file.body as Buffer).metadata();
      expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({
        format: 'jpeg',
        width: 96,
        height: 64,
      });
    });

    it('a file that is neither an image nor a PDF, one over 5 MB, or none: 400 on receipt, nothing stored', async () => {
      const before = privateFiles().length;
      const text = toDataUrl(Buffer.from('%PDX pas un document\n'.repeat(50)), 'application/pdf');
      const big = toDataUrl(Buffer.concat([await pdfBytes('Gros'), Buffer.alloc(5 * 1024 * 1024)]), 'application/pdf');
      for (const receipt of [text, big, 'pas une data URL']) {
        const res = await submit(family.token, placementId, expense({ receipt }));
        expectStatus(res, 400);
        expect(res.body.fields).toEqual({ receipt: EXPENSE_MESSAGES.receiptInvalid });
      }
      const none = await submit(family.token, placementId, expense({ receipt: undefined }));
      expectStatus(none, 400);
      expect(messagesOf(none)).toContain(EXPENSE_MESSAGES.receiptRequired);
      expect(privateFiles()).toHaveLength(before);
    });

    it('refuses a future date, an unknown category, an amount out of range, in French', async () => {
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ date: inDays(1) }, EXPENSE_MESSAGES.dateInvalid],
        [{ category: 'jouets' }, EXPENSE_MESSAGES.categoryInvalid],
        [{ amount_eur: 0 }, EXPENSE_MESSAGES.amountInvalid],
        [{ amount_eur: -5 }, EXPENSE_MESSAGES.amountInvalid],
        [{ amount_eur: 10000.01 }, EXPENSE_MESSAGES.amountInvalid],
        [{ amount_eur: '3,999' }, EXPENSE_MESSAGES.amountInvalid],
      ];
      for (const [overrides, message] of cases) {
        const res = await submit(family.token, placementId, expense(overrides));
        expectStatus(res, 400);
        expect(messagesOf(res)).toContain(message);
      }
    });

    it('only the family, only while active: the association 403, another family 403, a prepared placement 409', async () => {
      expectFrenchError(await submit(association.token, placementId, expense()), 403);
      expectFrenchError(await submit(otherFamily.token, placementId, expense()), 403);
      expectStatus(await t.api.anon.post(`/api/placements/${placementId}/expenses`, expense()), 401);
      const draft = await openPlacement(t, association, family, 'Pas encore');
      const res = await submit(family.token, draft.id, expense());
      expectFrenchError(res, 409);
      expect(res.body.code).toBe('expense_placement_not_active');
    });
  });

  describe('reading, totals and private receipts', () => {
    let listed: ExpenseList;
    let placement: number;

    beforeAll(async () => {
      placement = (await activePlacement(t, association, family, 'Totaux')).id;
      const lastMonth = inDays(-35);
      for (const [date, amount] of [
        [inDays(-1), 10.1],
        [inDays(-1), 0.2],
        [lastMonth, 5],
      ] as const)
        expectStatus(await submit(family.token, placement, expense({ date, amount_eur: amount })), 201);
      listed = (await list(family.token, placement)).body as ExpenseList;
    });

    it('the list is newest first, with the totals of the placement and of each month', () => {
      expect(listed.expenses.map((one) => one.date)).toEqual([inDays(-1), inDays(-1), inDays(-35)]);
      expect(listed.totals).toEqual({ total_eur: 15.3, pending_eur: 15.3, reimbursed_eur: 0, refused_eur: 0 });
      // 34 days apart: always two months.
      expect(listed.months.map((one) => one.month)).toEqual([inDays(-1).slice(0, 7), inDays(-35).slice(0, 7)]);
      expect(listed.months.map((one) => one.total_eur)).toEqual([10.3, 5]);
    });

    it('the admin and the référent list them; a bénévole, another family, another association 403', async () => {
      for (const caller of [association, referent]) expectStatus(await list(caller.token, placement), 200);
      for (const caller of [benevole, otherFamily, otherAssociation])
        expectFrenchError(await list(caller.token, placement), 403);
      expectFrenchError(await list(family.token, 987654), 404);
    });

    it('a receipt link works for the account it was given to: each party gets its own', async () => {
      const asAssociation = ((await list(association.token, placement)).body as ExpenseList).expenses[0];
      const asFamily = listed.expenses[0];
      expect(asAssociation.receipt_url).not.toBe(asFamily.receipt_url);
      expectStatus(await fetchFile(asAssociation.receipt_url!), 200);
      expectStatus(await fetchFile(asFamily.receipt_url!), 200);
    });

    it('without the right token: 403, never the file', async () => {
      const { id, receipt_url } = listed.expenses[0];
      const token = new URL(receipt_url!, TEST_PUBLIC_URL).searchParams.get('token')!;
      const forged = `${token.slice(0, -4)}AAAA`;
      const other = listed.expenses[1];
      for (const url of [
        `/api/expenses/${id}/receipt`,
        `/api/expenses/${id}/receipt?token=`,
        `/api/expenses/${id}/receipt?token=${forged}`,
        // Another expense's link token does not open this one.
        `/api/expenses/${id}/receipt?token=${new URL(other.receipt_url!, TEST_PUBLIC_URL).searchParams.get('token')}`,
      ]) {
        const res = await fetchFile(url);
        expect(res.status).toBe(403);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(res.headers['cache-control']).toBe('private, no-store');
      }
      // The session's bearer token is not a link token either.
      expect((await asBytes(t.api.as(family.token).get(`/api/expenses/${id}/receipt`))).status).toBe(403);
      // An unknown expense: 403 too (the link names no such document).
      expect((await fetchFile(`/api/expenses/987654/receipt?token=${token}`)).status).toBe(403);
    });

    it('a link stops working after a logout of the account it was given to', async () => {
      const leaving = await addMember(t, association.associationId, 'referent', { firstname: 'Lou' });
      const [one] = ((await list(leaving.token, placement)).body as ExpenseList).expenses;
      expectStatus(await fetchFile(one.receipt_url!), 200);
      expectStatus(await t.api.as(leaving.token).post('/logout'), 204);
      expect((await fetchFile(one.receipt_url!)).status).toBe(403);
    });

    it('a référent made bénévole loses the receipts its links named', async () => {
      const member = await addMember(t, association.associationId, 'referent', { firstname: 'Noé' });
      const [one] = ((await list(member.token, placement)).body as ExpenseList).expenses;
      await t.app
        .get(DataSource)
        .query("UPDATE association_members SET role = 'benevole' WHERE user_id = ?", [member.userId]);
      expect((await fetchFile(one.receipt_url!)).status).toBe(403);
    });

    it('nothing of a receipt is under /uploads/, nor in the upload directory', async () => {
      const names = privateFiles();
      expect(names.length).toBeGreaterThan(0);
      for (const name of names) {
        expect((await t.api.anon.get(`/uploads/${name}`)).status).toBe(404);
        expect(existsSync(join(t.uploadDir, name))).toBe(false);
      }
    });
  });

  describe('deciding', () => {
    it('the référent reimburses: 200, the family mailed, the totals follow; a second decision 409', async () => {
      const placement = (await activePlacement(t, association, family, 'Remboursé')).id;
      const sent = (await submit(family.token, placement, expense({ amount_eur: 30 }))).body as Expense;
      const res = await t.api.as(referent.token).put(`/api/expenses/${sent.id}`, { status: 'remboursee' });
      expectStatus(res, 200);
      expect(res.body).toMatchObject({ id: sent.id, status: 'remboursee', reason: null });
      expect((res.body as Expense).decided_at).not.toBeNull();
      const mail = await smtp.waitFor(
        (one) =>
          one.to.includes(family.email.toLowerCase()) &&
          one.subject === EXPENSE_MESSAGES.mailSubject('Remboursé', 'remboursee'),
      );
      expect(mail.text).toContain('30,00 €');
      expect(mail.html).toContain(`${TEST_PUBLIC_URL}/families/dashboard/placements/${placement}`);
      const totals = ((await list(family.token, placement)).body as ExpenseList).totals;
      expect(totals).toEqual({ total_eur: 30, pending_eur: 0, reimbursed_eur: 30, refused_eur: 0 });
      const again = await t.api.as(association.token).put(`/api/expenses/${sent.id}`, { status: 'refusee' });
      expectFrenchError(again, 409);
      expect(again.body.code).toBe('expense_already_decided');
    });

    it('the admin refuses with a reason, escaped in the mail', async () => {
      const placement = (await activePlacement(t, association, family, 'Refusé')).id;
      const sent = (await submit(family.token, placement, expense({ category: 'materiel' }))).body as Expense;
      const reason = '<b>Hors contrat</b> & non prévu';
      const res = await t.api.as(association.token).put(`/api/expenses/${sent.id}`, { status: 'refusee', reason });
      expectStatus(res, 200);
      expect(res.body).toMatchObject({ status: 'refusee' });
      const mail = await smtp.waitFor(
        (one) =>
          one.to.includes(family.email.toLowerCase()) &&
          one.subject === EXPENSE_MESSAGES.mailSubject('Refusé', 'refusee'),
      );
      expect(mail.html).not.toContain('<b>Hors contrat</b>');
    });

    it('the family, a bénévole, another association: 403; an unknown status 400', async () => {
      const [one] = ((await list(family.token, placementId)).body as ExpenseList).expenses;
      for (const caller of [family, benevole, otherAssociation])
        expectFrenchError(await t.api.as(caller.token).put(`/api/expenses/${one.id}`, { status: 'remboursee' }), 403);
      const wrong = await t.api.as(association.token).put(`/api/expenses/${one.id}`, { status: 'payee' });
      expectStatus(wrong, 400);
      expect(messagesOf(wrong)).toContain(EXPENSE_MESSAGES.statusInvalid);
      expectFrenchError(await t.api.as(association.token).put('/api/expenses/987654', { status: 'refusee' }), 404);
    });

    it('no mail to a family that turned notifications off', async () => {
      const quiet = await registerFamily(t.api);
      const welcome = await smtp.waitFor(
        (one) => one.to.includes(quiet.email.toLowerCase()) && one.subject === 'Bienvenue sur PetFoster',
      );
      expectStatus(await t.api.anon.post('/api/unsubscribe', { token: tokenOfLink(welcome, '/unsubscribe') }), 204);
      const placement = (await activePlacement(t, association, quiet, 'Silence')).id;
      const sent = (await submit(quiet.token, placement, expense())).body as Expense;
      expectStatus(await t.api.as(association.token).put(`/api/expenses/${sent.id}`, { status: 'remboursee' }), 200);
      await waitForOutboxIdle(t);
      const [row] = await t.app
        .get(DataSource)
        .query("SELECT COUNT(*) AS n FROM mail_outbox WHERE kind = 'expense_decided' AND recipient = ?", [
          quiet.email.toLowerCase(),
        ]);
      expect(Number(row.n)).toBe(0);
    });
  });

  describe('deleting', () => {
    it('the family withdraws a waiting expense: 204, its receipt gone; a decided one 409; the association 403', async () => {
      const placement = (await activePlacement(t, association, family, 'Retrait')).id;
      const sent = (await submit(family.token, placement, expense())).body as Expense;
      const before = privateFiles().length;
      expectFrenchError(await t.api.as(association.token).delete(`/api/expenses/${sent.id}`), 403);
      expectFrenchError(await t.api.as(otherFamily.token).delete(`/api/expenses/${sent.id}`), 403);
      expectStatus(await t.api.as(family.token).delete(`/api/expenses/${sent.id}`), 204);
      expect(privateFiles()).toHaveLength(before - 1);
      expect((await fetchFile(sent.receipt_url!)).status).toBe(404);
      const decided = (await submit(family.token, placement, expense())).body as Expense;
      expectStatus(await t.api.as(association.token).put(`/api/expenses/${decided.id}`, { status: 'refusee' }), 200);
      const late = await t.api.as(family.token).delete(`/api/expenses/${decided.id}`);
      expectFrenchError(late, 409);
      expect(late.body.code).toBe('expense_already_decided');
    });

    it("the family's account deletion deletes its receipts and notes; the amounts stay for the association", async () => {
      const leaving = await registerFamily(t.api);
      const placement = (await activePlacement(t, association, leaving, 'Départ')).id;
      const sent = (await submit(leaving.token, placement, expense({ receipt: pdfReceipt }))).body as Expense;
      const url = ((await list(association.token, placement)).body as ExpenseList).expenses[0].receipt_url!;
      const before = privateFiles().length;
      expectStatus(
        await t.api
          .as(association.token)
          .post(`/api/placements/${placement}/end`, { date: '2030-04-30', outcome: 'retour_association' }),
        200,
      );
      expectStatus(await t.api.as(leaving.token).delete(`/api/families/${leaving.familyId}`), 204);
      expect(privateFiles()).toHaveLength(before - 1);
      const [kept] = ((await list(association.token, placement)).body as ExpenseList).expenses;
      expect(kept).toMatchObject({ id: sent.id, amount_eur: 42.5, note: null, receipt_url: null, receipt_type: null });
      expect((await fetchFile(url)).status).toBe(404);
    });

    it("the association's account deletion deletes its expenses' receipts", async () => {
      const shelter = await registerAssociation(t.api);
      const placement = (await activePlacement(t, shelter, family, 'Fermeture')).id;
      expectStatus(await submit(family.token, placement, expense()), 201);
      const before = privateFiles().length;
      expectStatus(
        await t.api
          .as(shelter.token)
          .post(`/api/placements/${placement}/end`, { date: '2030-04-30', outcome: 'retour_association' }),
        200,
      );
      // The association may go once its animals are no longer housed: the animal itself is deleted first.
      const [animal] = await t.app.get(DataSource).query("SELECT id FROM animals WHERE name = 'Fermeture'");
      expectStatus(await t.api.as(shelter.token).delete(`/api/animals/${animal.id}`), 204);
      expectStatus(await t.api.as(shelter.token).delete(`/api/associations/${shelter.associationId}`), 204);
      expect(privateFiles()).toHaveLength(before - 1);
    });
  });

  describe("the association's CSV", () => {
    it('lists the period with the register conventions; a bénévole, a family, another association 403', async () => {
      const placement = (await activePlacement(t, association, family, 'Compta')).id;
      const note = '=HYPERLINK("http://x")';
      expectStatus(await submit(family.token, placement, expense({ amount_eur: 1234.5, note, date: inDays(-2) })), 201);
      const from = inDays(-2);
      const to = inDays(-2);
      const res = await t.api
        .as(referent.token)
        .get(`/api/associations/${association.associationId}/expenses.csv?from=${from}&to=${to}`);
      expectStatus(res, 200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="depenses-${from}-${to}.csv"`);
      expect(res.text.startsWith('\ufeff')).toBe(true);
      const [header, ...rows] = parseCsv(res.text.slice(1));
      expect(header).toEqual([...EXPENSES_CSV_COLUMNS]);
      const row = rows.find((cells) => cells[2] === 'Compta');
      const [year, month, day] = from.split('-');
      expect(row).toEqual([
        `${day}/${month}/${year}`,
        String(placement),
        'Compta',
        'Martin Julie',
        'Vétérinaire',
        '1234,50',
        'En attente',
        '',
        '',
        `'${note}`,
      ]);
      expect(rows.every((cells) => cells[0] === `${day}/${month}/${year}`)).toBe(true);
      const url = `/api/associations/${association.associationId}/expenses.csv?from=${from}&to=${to}`;
      for (const caller of [benevole, family, otherAssociation])
        expectFrenchError(await t.api.as(caller.token).get(url), 403);
      const backwards = await t.api
        .as(association.token)
        .get(`/api/associations/${association.associationId}/expenses.csv?from=${to}&to=${inDays(-3)}`);
      expectStatus(backwards, 400);
      expect(messagesOf(backwards)).toContain(EXPENSE_MESSAGES.periodInvalid);
    });
  });
});
