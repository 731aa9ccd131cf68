/*
 * The moderation area (docs/administration.md): a platform administrator made by the server's command signs in with
 * its password and a code of its authenticator app, verifies an association from the queue, and suspends the account
 * behind a reported animal; that account's session ends at once and its sign-in is refused with the way to contest.
 */
const PDFDocument = require('pdfkit');
const { TOTP, Secret } = require('otpauth');
const api = require('../support/api');
const { launchBrowser, openPage, visible, hidden, toast, waitForPath, header, main } = require('../support/browser');

const DESKTOP = { width: 1280, height: 900 };

/** The code the app shows `offset` 30-second steps from now; the API accepts a step once, and its neighbours. */
const codeAt = (secret, offset) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offset * 30_000,
  });

/** A one-page PDF, as an association's scanned statutes would be. */
const pdfDataUrl = (text) =>
  new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4' });
    const chunks = [];
    doc.on('data', (chunk) => chunks.push(chunk));
    doc.on('end', () => resolve(`data:application/pdf;base64,${Buffer.concat(chunks).toString('base64')}`));
    doc.on('error', reject);
    doc.text(text);
    doc.end();
  });

let browser;
let admin;
let applicant;
let reported;
let animal;

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await api.adminSession();
  const suffix = api.uniqueSuffix();
  // An association that is not verified yet asks for it, with its RNA number and statutes.
  applicant = await api.registerAssociation({ name_association: `Refuge à vérifier ${suffix}` }, { verified: false });
  await api.call('POST', `/api/associations/${applicant.associationId}/verification`, {
    token: applicant.token,
    body: { rna: 'W751234567', documents: [{ kind: 'statuts', data: await pdfDataUrl('Statuts') }] },
    expected: 201,
  });
  // Another association's animal, reported by a family.
  reported = await api.registerAssociation({ name_association: `Élevage douteux ${suffix}` });
  animal = await api.createAnimal(reported);
  const family = await api.registerFamily();
  await api.call('POST', `/api/animals/${animal.id}/report`, {
    token: family.token,
    body: { reason: 'Annonce de vente déguisée : un prix est demandé.' },
    expected: 201,
  });
});
afterAll(async () => {
  await browser?.close();
});

test('an administrator signs in with a code, verifies an association and suspends a reported account', async () => {
  const { context, page, problems } = await openPage(browser, { viewport: DESKTOP });
  try {
    await page.goto('/');
    await header(page).getByRole('button', { name: 'Se connecter', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Connexion' });
    await dialog.getByLabel('Email', { exact: true }).fill(admin.email);
    await dialog.getByLabel('Mot de passe', { exact: true }).fill(admin.password);
    await dialog.getByRole('button', { name: 'Se connecter', exact: true }).click();
    // The password alone opens nothing: the second factor is compulsory for an administrator.
    const step = page.getByRole('dialog', { name: 'Double authentification' });
    await visible(step);
    await step.getByLabel('Code de vérification', { exact: true }).fill(codeAt(admin.secret, 1));
    await step.getByRole('button', { name: 'Valider', exact: true }).click();
    await visible(toast(page, 'Connexion réussie !'));
    await hidden(step);

    await header(page).getByRole('link', { name: 'Administration' }).click();
    await waitForPath(page, '/admin');
    await main(page)
      .getByRole('link', { name: /Vérifications/ })
      .click();
    await waitForPath(page, '/admin/verifications');

    // The applicant's request, with its statutes behind a private link, approved.
    const request = main(page).getByRole('article', { name: applicant.payload.name_association });
    await visible(request);
    await visible(request.getByText('W751234567'));
    const statutes = request.getByRole('link', { name: /Statuts/ });
    expect(await statutes.getAttribute('href')).toMatch(/^\/api\/verification-documents\/\d+\?token=/);
    await request.getByRole('button', { name: 'Approuver' }).click();
    await visible(toast(page, `${applicant.payload.name_association} est vérifiée.`));
    await hidden(request);
    const { body: association } = await api.call('GET', `/api/associations/${applicant.associationId}`, {
      expected: 200,
    });
    expect(association.verified_at).not.toBeNull();

    // The reported animal, in context with its owner's account; the account is suspended with a reason.
    await page.goto('/admin/reports');
    const report = main(page)
      .getByRole('article')
      .filter({ hasText: 'Annonce de vente déguisée' })
      .filter({ hasText: animal.name });
    await visible(report);
    await report.getByRole('button', { name: 'Suspendre le compte' }).click();
    const suspend = page.getByRole('dialog', { name: /^Suspendre le compte de / });
    await suspend.getByLabel('Raison').fill('Vente d’animaux sous couvert d’adoption.');
    await suspend.getByRole('button', { name: 'Suspendre le compte' }).click();
    await visible(toast(page, 'Le compte est suspendu.'));
    await visible(report.getByRole('button', { name: 'Rétablir le compte' }));
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }

  // The suspended account's session has ended, and signing in again says why and how to contest.
  await api.call('GET', '/api/account', { token: reported.token, expected: 401 });
  const { body: refused } = await api.call('POST', '/login', {
    body: { email: reported.email, password: reported.password },
    expected: 403,
  });
  expect(refused.message).toMatch(/^Ce compte est suspendu\. /);
  // Its animal has left the public pages.
  await api.call('GET', `/api/animals/${animal.id}`, { expected: 404 });
});
