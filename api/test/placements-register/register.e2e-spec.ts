/**
 * The register of placed animals (docs/product.md#placements-register): every placement of the association whose
 * period overlaps the one asked, read from the placement rows' own copy, as CSV (UTF-8 with BOM, ';', CRLF) or as
 * a printable PDF; only for the association's admins and référents.
 */
import { PLACEMENT_MESSAGES, PLACEMENT_OUTCOME_LABELS, PLACEMENTS_REGISTER_COLUMNS } from '@petfoster/contracts';
import { startApp, type TestApp } from '../support/app';
import { registerAssociation, registerFamily, type AssociationAccount, type FamilyAccount } from '../support/fixtures';
import { expectFrenchError, expectStatus } from '../support/http';
import { addMember, type MemberAccount } from '../support/team-members';
import { REGISTER_BATCH } from '../../src/placements-register/register-rows';
import { insertPlacement, insertPlacements } from './placement-rows';
import { asBytes, parseCsv, pdfPages } from './register-files';

const PERIOD = 'from=2026-01-01&to=2026-06-30';
const registerUrl = (associationId: number, query: string) =>
  `/api/associations/${associationId}/placements-register?${query}`;

describe('placements register', () => {
  let t: TestApp;
  let shelter: AssociationAccount;
  let other: AssociationAccount;
  let family: FamilyAccount;
  let referent: MemberAccount;
  let benevole: MemberAccount;

  beforeAll(async () => {
    t = await startApp();
    shelter = await registerAssociation(t.api, { name_association: 'Les Pattes de l’Espoir' });
    other = await registerAssociation(t.api);
    family = await registerFamily(t.api);
    referent = await addMember(t, shelter.associationId, 'referent');
    benevole = await addMember(t, shelter.associationId, 'benevole');
    const base = { associationId: shelter.associationId, familyId: family.familyId };
    // Ended on the period's first day: in.
    await insertPlacement(t, {
      ...base,
      status: 'ended',
      animal_name: 'Rex',
      species_id: 1,
      started_on: '2025-12-01',
      ended_on: '2026-01-01',
      outcome: 'retour_association',
    });
    // Ended the day before: out.
    await insertPlacement(t, {
      ...base,
      status: 'ended',
      animal_name: 'Avant',
      started_on: '2025-10-01',
      ended_on: '2025-12-31',
      outcome: 'deces',
    });
    // Started after: out.
    await insertPlacement(t, { ...base, animal_name: 'Après', started_on: '2026-07-01' });
    // Going on, with cells a CSV must quote.
    await insertPlacement(t, {
      ...base,
      animal_name: 'Grisé',
      identification: 'Puce électronique 250 268 712 345 678',
      family_lastname: 'Dupont; dit "le Grand"',
      family_firstname: 'Éloïse',
      family_address: '12, rue de l’Église\nBâtiment B',
      family_zip_code: '69003',
      family_city: 'Lyon',
      started_on: '2026-03-01',
    });
    // Adopted by the family within the period.
    await insertPlacement(t, {
      ...base,
      status: 'ended',
      animal_name: 'Câline',
      identification: 'Tatouage ABC123',
      started_on: '2026-04-01',
      ended_on: '2026-05-15',
      outcome: 'adopte_par_la_famille',
    });
    // Not started, planned for the period's last day: in.
    await insertPlacement(t, { ...base, status: 'to_sign', animal_name: 'Prévu', start_date: '2026-06-30' });
    // Being prepared, created within the period: in; created after it: out.
    await insertPlacement(t, {
      ...base,
      status: 'draft',
      animal_name: 'Brouillon',
      created_at: new Date('2026-02-10T12:00:00.000Z'),
    });
    await insertPlacement(t, {
      ...base,
      status: 'draft',
      animal_name: 'Tardif',
      created_at: new Date('2026-08-01T12:00:00.000Z'),
    });
    // A name a spreadsheet would run as a formula.
    await insertPlacement(t, { ...base, animal_name: '=HYPERLINK("http://x")', started_on: '2026-05-01' });
    // Another association's placement: never in this register.
    await insertPlacement(t, {
      associationId: other.associationId,
      familyId: family.familyId,
      animal_name: 'Ailleurs',
      started_on: '2026-03-01',
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers the period as a CSV file a French spreadsheet opens: BOM, ";", CRLF, quotes, accents', async () => {
    const res = await t.api.as(shelter.token).get(registerUrl(shelter.associationId, `${PERIOD}&format=csv`));
    expectStatus(res, 200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="registre-accueils-2026-01-01-2026-06-30.csv"',
    );
    expect(res.text.startsWith('\uFEFF')).toBe(true);
    expect(res.text.endsWith('\r\n')).toBe(true);
    const [header, ...rows] = parseCsv(res.text.slice(1));
    expect(header).toEqual([...PLACEMENTS_REGISTER_COLUMNS]);
    expect(rows).toEqual([
      [
        'Rex',
        'Chien',
        '',
        'Martin',
        'Léa',
        '1 rue des Lilas',
        '75011',
        'Paris',
        '01/12/2025',
        '01/01/2026',
        PLACEMENT_OUTCOME_LABELS.retour_association,
      ],
      ['Brouillon', 'Chat', '', 'Martin', 'Léa', '1 rue des Lilas', '75011', 'Paris', '', '', ''],
      [
        'Grisé',
        'Chat',
        'Puce électronique 250 268 712 345 678',
        'Dupont; dit "le Grand"',
        'Éloïse',
        '12, rue de l’Église\nBâtiment B',
        '69003',
        'Lyon',
        '01/03/2026',
        '',
        '',
      ],
      [
        'Câline',
        'Chat',
        'Tatouage ABC123',
        'Martin',
        'Léa',
        '1 rue des Lilas',
        '75011',
        'Paris',
        '01/04/2026',
        '15/05/2026',
        "Adopté par la famille d'accueil",
      ],
      [
        '\'=HYPERLINK("http://x")',
        'Chat',
        '',
        'Martin',
        'Léa',
        '1 rue des Lilas',
        '75011',
        'Paris',
        '01/05/2026',
        '',
        '',
      ],
      ['Prévu', 'Chat', '', 'Martin', 'Léa', '1 rue des Lilas', '75011', 'Paris', '', '', ''],
    ]);
  });

  it('answers CSV when no format is given, and only the header for a period without placements', async () => {
    const res = await t.api.as(shelter.token).get(registerUrl(shelter.associationId, 'from=2020-01-01&to=2020-12-31'));
    expectStatus(res, 200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(parseCsv(res.text.slice(1))).toEqual([[...PLACEMENTS_REGISTER_COLUMNS]]);
  });

  it('answers the period as a printable PDF table for a référent', async () => {
    const res = await asBytes(t.api.as(referent.token).get(registerUrl(shelter.associationId, `${PERIOD}&format=pdf`)));
    expectStatus(res, 200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="registre-accueils-2026-01-01-2026-06-30.pdf"',
    );
    const pages = pdfPages(res.body as Buffer);
    expect(pages).toHaveLength(1);
    const [page] = pages;
    expect(page).toContain('Registre des animaux placés');
    expect(page).toContain('Les Pattes de l’Espoir : du 01/01/2026 au 30/06/2026');
    for (const column of PLACEMENTS_REGISTER_COLUMNS) expect(page).toContain(column);
    for (const name of [
      'Rex',
      'Brouillon',
      'Grisé',
      'Câline',
      'Prévu',
      'Éloïse',
      'Puce électronique 250 268 712 345 678',
    ])
      expect(page).toContain(name);
    expect(page).toContain("Adopté par la famille d'accueil");
    for (const name of ['Avant', 'Après', 'Tardif', 'Ailleurs']) expect(page).not.toContain(name);
    expect(page).toContain('Page 1');
  });

  it('repeats the title and the column headers on every page of a long register', async () => {
    const big = await registerAssociation(t.api);
    for (let index = 1; index <= 90; index++)
      await insertPlacement(t, {
        associationId: big.associationId,
        familyId: family.familyId,
        animal_name: `Animal ${String(index).padStart(3, '0')}`,
        started_on: '2026-02-01',
      });
    const res = await asBytes(t.api.as(big.token).get(registerUrl(big.associationId, `${PERIOD}&format=pdf`)));
    expectStatus(res, 200);
    const pages = pdfPages(res.body as Buffer);
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, index) => {
      expect(page).toContain('Registre des animaux placés');
      expect(page).toContain('Nom de la famille');
      expect(page).toContain(`Page ${index + 1}`);
    });
    const text = pages.join(' ');
    for (const index of [1, 45, 90]) expect(text).toContain(`Animal ${String(index).padStart(3, '0')}`);
  });

  it("keeps WinAnsi's typographic characters and the PDF string's delimiters of a cell in the PDF", async () => {
    const own = await registerAssociation(t.api);
    const address = '3 (bis) cour \\ Œuvre – “cœur” 5 €';
    await insertPlacement(t, {
      associationId: own.associationId,
      familyId: family.familyId,
      family_address: address,
      started_on: '2026-02-01',
    });
    const res = await asBytes(t.api.as(own.token).get(registerUrl(own.associationId, `${PERIOD}&format=pdf`)));
    expectStatus(res, 200);
    expect(pdfPages(res.body as Buffer).join(' ')).toContain(address);
  });

  it('says so in the PDF when the period has no placement', async () => {
    const res = await asBytes(
      t.api.as(shelter.token).get(registerUrl(shelter.associationId, 'from=2020-01-01&to=2020-12-31&format=pdf')),
    );
    expectStatus(res, 200);
    expect(pdfPages(res.body as Buffer).join(' ')).toContain('Aucun accueil sur cette période.');
  });

  it('pages through the rows in batches without losing or repeating one, ties on the start day included', async () => {
    const many = await registerAssociation(t.api);
    const count = REGISTER_BATCH * 2 + 50;
    // Three days, each across a batch boundary.
    const day = (index: number) => `2026-02-0${1 + Math.floor((index * 3) / count)}`;
    await insertPlacements(t, { associationId: many.associationId, familyId: family.familyId }, count, (index) => ({
      animal_name: `Lot ${index}`,
      started_on: day(index),
    }));
    const res = await t.api.as(many.token).get(registerUrl(many.associationId, PERIOD));
    expectStatus(res, 200);
    const [, ...rows] = parseCsv(res.text.slice(1));
    expect(rows.map((row) => row[0])).toEqual(Array.from({ length: count }, (_, index) => `Lot ${index}`));
  });

  it('is refused to a bénévole, a family and another association (403), and without a token (401)', async () => {
    const url = registerUrl(shelter.associationId, PERIOD);
    expectStatus(await t.api.as(benevole.token).get(url), 403);
    expectStatus(await t.api.as(family.token).get(url), 403);
    expectStatus(await t.api.as(other.token).get(url), 403);
    expectStatus(await t.api.anon.get(url), 401);
  });

  it('refuses a missing, invalid or reversed period and an unknown format with a French message (400)', async () => {
    const ask = (query: string) => t.api.as(shelter.token).get(registerUrl(shelter.associationId, query));
    expect(expectFrenchError(await ask('to=2026-06-30'), 400)).toContain(PLACEMENT_MESSAGES.periodInvalid);
    expect(expectFrenchError(await ask('from=2026-02-30&to=2026-06-30'), 400)).toContain(
      PLACEMENT_MESSAGES.periodInvalid,
    );
    expect(expectFrenchError(await ask('from=2026-07-01&to=2026-06-30'), 400)).toContain(
      PLACEMENT_MESSAGES.periodInvalid,
    );
    expect(expectFrenchError(await ask(`${PERIOD}&format=xlsx`), 400)).toContain(PLACEMENT_MESSAGES.formatInvalid);
  });
});
