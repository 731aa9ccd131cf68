/*
 * Two-factor sign-in (docs/security.md#two-factor-sign-in) on a 360 px phone: an association's member turns it on
 * in 'Mon compte'
 * (QR code, the secret as text, the first code, the recovery codes once), then signs in with its password and a code
 * of the app, computed here with the API's own TOTP library; a recovery code works once in place of a code.
 */
const { TOTP, Secret } = require('otpauth');
const api = require('../support/api');
const { launchBrowser, openPage, visible, hidden, toast, waitForPath, header, main } = require('../support/browser');

const PHONE = { width: 360, height: 800 };

/** The code the app shows `offset` 30-second steps from now; the API accepts a step once, and its neighbours. */
const codeAt = (secret, offset) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: Date.now() + offset * 30_000,
  });

let browser;
let member;

beforeAll(async () => {
  browser = await launchBrowser();
  // The association's first account: a member of its team, role admin (docs/product.md#association-team).
  member = await api.registerAssociation();
});
afterAll(async () => {
  await browser?.close();
});

/** On a phone 'Se déconnecter' and 'Se connecter' are in the header's menu. */
async function signOut(page) {
  await header(page).getByRole('button', { name: 'Ouvrir le menu' }).click();
  const nav = header(page).getByRole('navigation', { name: 'Navigation principale' });
  await nav.getByRole('button', { name: 'Se déconnecter' }).click();
  await visible(toast(page, 'La session est terminée'));
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
}

async function signInWithPassword(page) {
  await header(page).getByRole('button', { name: 'Ouvrir le menu' }).click();
  await header(page).getByRole('button', { name: 'Se connecter', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Connexion' });
  await visible(dialog);
  await dialog.getByLabel('Email', { exact: true }).fill(member.email);
  await dialog.getByLabel('Mot de passe', { exact: true }).fill(member.password);
  await dialog.getByRole('button', { name: 'Se connecter', exact: true }).click();
  const step = page.getByRole('dialog', { name: 'Double authentification' });
  await visible(step);
  return step;
}

test('a member turns 2FA on in Mon compte, then signs in with a code, and once with a recovery code', async () => {
  const opened = await openPage(browser, { session: member, viewport: PHONE });
  const { page } = opened;
  try {
    await page.goto('/account');
    const section = main(page).getByRole('region', { name: 'Double authentification' });
    await section.getByRole('button', { name: 'Activer la double authentification' }).click();
    await visible(section.getByRole('img', { name: /QR code/ }));
    const secret = (await section.locator('code').textContent()).trim();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const codeField = section.getByLabel('Code à 6 chiffres', { exact: true });
    expect(await codeField.getAttribute('autocomplete')).toBe('one-time-code');
    expect(await codeField.getAttribute('inputmode')).toBe('numeric');
    await codeField.fill(codeAt(secret, -1));
    await codeField.press('Enter');

    const list = section.getByRole('list', { name: 'Codes de secours' });
    await visible(list);
    const recoveryCodes = (await list.getByRole('listitem').allTextContents()).map((code) => code.trim());
    expect(recoveryCodes).toHaveLength(10);
    // Nothing of the section goes beyond the phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await section.getByRole('button', { name: "J'ai conservé mes codes" }).click();
    await visible(section.getByRole('button', { name: 'Désactiver la double authentification' }));

    await signOut(page);

    // The password alone opens no session: the modal asks for the code.
    let step = await signInWithPassword(page);
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
    const field = step.getByLabel('Code de vérification', { exact: true });
    await field.fill(codeAt(secret, 0));
    await step.getByRole('button', { name: 'Valider', exact: true }).click();
    await visible(toast(page, 'Connexion réussie !'));
    await waitForPath(page, '/associations/dashboard/');
    await hidden(step);

    await signOut(page);

    // A recovery code, through the link, by keyboard.
    step = await signInWithPassword(page);
    await step.getByRole('button', { name: 'Utiliser un code de secours' }).click();
    await step.getByLabel('Code de secours', { exact: true }).fill(recoveryCodes[0]);
    await step.getByLabel('Code de secours', { exact: true }).press('Enter');
    await visible(toast(page, 'Connexion réussie !'));
    await waitForPath(page, '/associations/dashboard/');
    expect(opened.problems).toEqual([]);
  } finally {
    await opened.context.close();
  }
});
