/*
 * The care of a placed animal (docs/product.md#health-record, #vet-authorisations, #expenses): the association records
 * a vaccination and issues a vet authorisation; the family, on a 360 px phone, opens the bon, records the weight and
 * submits a receipt; the association reimburses it. The phone screens are shot into e2e/artifacts/ and none of them
 * scrolls sideways.
 */
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const api = require('../support/api');
const { pngUpload } = require('../support/images');
const { launchBrowser, openPage, eventually, visible, hidden, toast, main } = require('../support/browser');

const PHONE = { width: 360, height: 800 };
const ARTIFACTS = path.join(__dirname, '..', 'artifacts');
const suffix = api.uniqueSuffix();

const { parisDay } = api;

/** 2026-12-08 -> 08/12/2026, as the screens write a day. */
const frenchDay = (day) => day.split('-').reverse().join('/');

let browser;
let association;
let animal;
let family;
let placement;

beforeAll(async () => {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  browser = await launchBrowser();
  association = await api.registerAssociation({ name_association: `Les Coussinets ${suffix}` });
  animal = await api.createAnimal(association, { name: `Caramel${suffix.replace(/[^a-z]/g, '')}` });
  family = await api.registerFamily({ lastname: 'Perrin', firstname: 'Léa' });
  placement = await api.activePlacement(association, family, animal, parisDay(0));
});
afterAll(async () => {
  await browser?.close();
});

/** A PDF's text, or null without pdftotext on this machine. */
function pdfText(file) {
  try {
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } catch (error) {
    if (error.code === 'ENOENT') return null;
    throw error;
  }
}

/** Nothing wider than the phone: the page never scrolls sideways. */
async function expectNoSidewaysScroll(page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
}

/** For the shots only: the sticky header stays at the top of the page instead of over the part shot. */
const STILL_HEADER = 'header { position: static !important; }';

/** A shot of `part` (a locator), kept as an artifact, after the sideways check of the page it is on. */
async function shoot(page, part, name) {
  await part.scrollIntoViewIfNeeded();
  await expectNoSidewaysScroll(page);
  await part.screenshot({ path: path.join(ARTIFACTS, `care-${name}-360.png`), style: STILL_HEADER });
}

const VACCINE = 'Typhus-Coryza';
const NEXT_DUE = parisDay(10);
const BON_REASON = 'Rappel de vaccin et examen';

test('the association records a vaccination on the animal page and issues a vet authorisation', async () => {
  const { context, page, problems } = await openPage(browser, { session: association, viewport: PHONE });
  try {
    await page.goto(`/animals-details/${animal.id}`);
    const record = main(page).getByRole('region', { name: 'Carnet de santé', exact: true });
    await record.getByRole('button', { name: 'Ajouter une entrée' }).click();
    await record.getByLabel('Type', { exact: true }).selectOption('vaccination');
    await record.getByLabel('Date', { exact: true }).fill(parisDay(0));
    await record.getByLabel('Vaccin', { exact: false }).fill(VACCINE);
    await record.getByLabel('Prochaine échéance', { exact: false }).fill(NEXT_DUE);
    await record.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await visible(toast(page, 'Entrée ajoutée au carnet de santé.'));
    await visible(record.getByRole('heading', { name: `Vaccination : ${VACCINE}` }));

    await page.goto(`/associations/dashboard/placements/${placement.id}`);
    const bons = main(page).getByRole('region', { name: 'Bon vétérinaire', exact: true });
    await bons.getByLabel('Motif', { exact: false }).fill(BON_REASON);
    await bons.getByLabel('Plafond (€)', { exact: false }).fill('80');
    await bons.getByLabel("Valable jusqu'au", { exact: false }).fill(parisDay(30));
    await bons.getByLabel('Vétérinaire (facultatif)').fill('Clinique des Lilas');
    await bons.getByRole('button', { name: 'Délivrer le bon' }).click();
    await visible(toast(page, 'Bon vétérinaire délivré.'));
    await visible(bons.getByText(`${BON_REASON} : jusqu'à 80,00 €`, { exact: false }));
    await expectNoSidewaysScroll(page);

    // The dashboard's care cards: the booster is due within 14 days.
    await page.goto('/associations/dashboard');
    const cards = main(page).getByRole('list', { name: 'Soins à prévoir' });
    const vaccinate = cards.getByRole('listitem', { name: /À vacciner sous 14 jours/ });
    await visible(vaccinate.getByRole('link', { name: new RegExp(`^${animal.name} — .*${frenchDay(NEXT_DUE)}$`) }));
    await shoot(page, cards, 'association-care-due');
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});

test('the family, on a phone, reads the record, records the weight, downloads the bon and submits a receipt', async () => {
  const { context, page, problems } = await openPage(browser, { session: family, viewport: PHONE, touch: true });
  try {
    await page.goto(`/families/dashboard/placements/${placement.id}`);
    await visible(page.getByRole('heading', { level: 1, name: `Accueil de ${animal.name}` }));

    // The health record the association keeps, and the family's own weighing in it.
    const record = main(page).getByRole('region', { name: 'Carnet de santé', exact: true });
    await visible(record.getByRole('heading', { name: `Vaccination : ${VACCINE}` }));
    await record.getByRole('button', { name: 'Ajouter une entrée' }).click();
    await record.getByLabel('Type', { exact: true }).selectOption('poids');
    await record.getByLabel('Date', { exact: true }).fill(parisDay(0));
    await record.getByLabel('Poids (kg)', { exact: false }).fill('3,4');
    await record.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await visible(toast(page, 'Entrée ajoutée au carnet de santé.'));
    await visible(record.getByRole('heading', { name: 'Poids : 3,4 kg' }));
    await visible(record.getByText('Ajouté par la famille').first());
    // The shots show the page, not a toast laid over it.
    await hidden(toast(page, 'Entrée ajoutée au carnet de santé.'));
    await shoot(page, record, 'family-health-record');

    // The bon, as a PDF to show at the vet's.
    const bons = main(page).getByRole('region', { name: 'Bons vétérinaires', exact: true });
    await visible(bons.getByText(`${BON_REASON} : jusqu'à 80,00 €`, { exact: false }));
    await visible(bons.getByText('Clinique des Lilas'));
    await shoot(page, bons, 'family-bons');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      bons.getByRole('button', { name: 'Télécharger le bon (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const saved = path.join(ARTIFACTS, `care-bon-${placement.id}.pdf`);
    await download.saveAs(saved);
    expect(fs.readFileSync(saved).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // Its words, where poppler's pdftotext is installed (Debian: poppler-utils).
    const text = pdfText(saved);
    if (text !== null) {
      expect(text).toContain(animal.name);
      expect(text).toContain(BON_REASON);
    }

    // A receipt photographed with the phone.
    const expenses = main(page).getByRole('region', { name: 'Dépenses', exact: true });
    await expenses.getByLabel('Montant (€)', { exact: false }).fill('42,50');
    await expenses.getByLabel('Justificatif (photo ou PDF)').setInputFiles(await pngUpload('facture-clinique.png'));
    // The picker speaks French whatever the browser, and names the chosen file.
    await visible(expenses.getByText('Choisir un justificatif'));
    await visible(expenses.getByText('facture-clinique.png'));
    await expenses.getByLabel('Note (facultative)').fill('Rappel Typhus-Coryza');
    await shoot(page, expenses, 'family-expense-form');
    await expenses.getByRole('button', { name: 'Envoyer la dépense' }).click();
    await visible(toast(page, "Dépense envoyée à l'association."));
    await visible(expenses.getByText('En attente', { exact: false }).first());
    await visible(expenses.getByRole('link', { name: 'Voir le justificatif' }));
    await expectNoSidewaysScroll(page);
    await hidden(toast(page, "Dépense envoyée à l'association."));
    await page.screenshot({
      path: path.join(ARTIFACTS, 'care-family-placement-360.png'),
      fullPage: true,
      style: STILL_HEADER,
    });
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});

test('the association reimburses the expense, and the family reads it reimbursed', async () => {
  const associationView = await openPage(browser, { session: association, viewport: PHONE });
  try {
    const { page, problems } = associationView;
    await page.goto(`/associations/dashboard/placements/${placement.id}`);
    const expenses = main(page).getByRole('region', { name: 'Dépenses', exact: true });
    await visible(expenses.getByText('Vétérinaire : 42,50 €', { exact: false }));
    await visible(expenses.getByText('Rappel Typhus-Coryza'));
    await expenses.getByRole('button', { name: 'Rembourser' }).click();
    await visible(toast(page, 'Dépense remboursée.'));
    await visible(expenses.getByText('Remboursée', { exact: false }).first());
    await eventually(async () => expect(await expenses.getByRole('button', { name: 'Rembourser' }).count()).toBe(0));
    await expectNoSidewaysScroll(page);
    expect(problems).toEqual([]);
  } finally {
    await associationView.context.close();
  }

  const familyView = await openPage(browser, { session: family, viewport: PHONE });
  try {
    const { page, problems } = familyView;
    await page.goto(`/families/dashboard/placements/${placement.id}`);
    const expenses = main(page).getByRole('region', { name: 'Dépenses', exact: true });
    await visible(expenses.getByText('Remboursée', { exact: false }).first());
    expect(await expenses.getByRole('button', { name: 'Retirer' }).count()).toBe(0);
    expect(problems).toEqual([]);
  } finally {
    await familyView.context.close();
  }
});
