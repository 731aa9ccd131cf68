/*
 * Keyboard only (docs/accessibility.md#how-it-is-checked): a family requests an animal, signs its placement contract
 * and writes to the association with Tab, Shift+Tab, Enter, Space and typed text, never the mouse. At each control it
 * uses, the focus is on screen and nothing covers it. What the association does in between goes through the API.
 */
const api = require('../support/api');
const { launchBrowser, openPage, visible, toast, main } = require('../support/browser');
const { focusedControl } = require('../support/screen-checks');

const TAB_LIMIT = 80;
const suffix = api.uniqueSuffix();

let browser;
let association;
let family;
let animal;

beforeAll(async () => {
  browser = await launchBrowser();
  association = await api.registerAssociation({ name_association: `Les Coussinets ${suffix}` });
  family = await api.registerFamily({ lastname: 'Renaud', firstname: 'Chloé' });
  animal = await api.createAnimal(association, { name: `Praline${suffix.replace(/[^a-z]/g, '')}` });
});
afterAll(async () => {
  await browser?.close();
});

/** The accessible name of the focused element, as a screen reader would announce it (label, aria-label or text). */
const focusedName = (page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return '';
    const labelled = element.getAttribute('aria-labelledby');
    const byId = labelled
      ? labelled
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' ')
      : '';
    return (element.getAttribute('aria-label') || byId || element.labels?.[0]?.textContent || element.textContent || '')
      .trim()
      .replace(/\s+/g, ' ');
  });

/**
 * Presses Tab until the focused control's name matches `name`, as a keyboard user walks a page; fails when it never
 * comes, or when the control it reaches is off screen or covered.
 */
async function tabTo(page, name) {
  const matches = (text) => (name instanceof RegExp ? name.test(text) : text === name);
  for (let presses = 0; presses < TAB_LIMIT; presses += 1) {
    await page.keyboard.press('Tab');
    if (matches(await focusedName(page))) {
      const focused = await focusedControl(page);
      expect({ name: String(name), onScreen: focused.onScreen, uncovered: focused.uncovered }).toEqual({
        name: String(name),
        onScreen: true,
        uncovered: true,
      });
      return;
    }
  }
  throw new Error(`"${name}" never got the focus in ${TAB_LIMIT} presses of Tab`);
}

test('a family requests an animal, signs its contract and sends a message without a mouse', async () => {
  const { context, page, problems } = await openPage(browser, { session: family });
  try {
    // Requesting: the detail page's button opens the dialog, whose first field takes the focus.
    await page.goto(`/animals-details/${animal.id}`);
    await visible(page.getByRole('heading', { level: 1, name: animal.name }));
    await tabTo(page, 'Faire une demande');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Demande d'accueil pour ${animal.name}` });
    await visible(dialog);
    await tabTo(page, /^Motivation/);
    await page.keyboard.type('Nous avons un jardin clos et du temps.');
    await tabTo(page, 'Envoyer la demande');
    await page.keyboard.press('Enter');
    await visible(toast(page, `Demande d'accueil pour ${animal.name} réussie`));

    // The association says yes and sets the terms (not what this journey is about).
    const {
      body: { requests },
    } = await api.call('GET', `/api/families/${family.familyId}/requests`, {
      token: family.token,
      expected: 200,
    });
    const request = requests.find((item) => item.animal_id === animal.id);
    await api.decideRequest(association, request.id, 'Approuvée');
    const { body: placements } = await api.call('GET', '/api/placements', { token: association.token, expected: 200 });
    const placement = placements.find((item) => item.request_id === request.id) ?? placements[0];
    const start = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    await api.call('PUT', `/api/placements/${placement.id}/terms`, {
      token: association.token,
      expected: 200,
      body: { start_date: start, end_date: null, notice_days: 15, special_conditions: null },
    });

    // Signing: the checkbox with Space, the name typed, the button with Enter.
    await page.goto(`/families/dashboard/placements/${placement.id}`);
    await visible(page.getByRole('heading', { level: 1, name: `Accueil de ${animal.name}` }));
    await tabTo(page, "J'ai lu et j'accepte le contrat d'accueil");
    await page.keyboard.press('Space');
    await tabTo(page, 'Votre prénom et votre nom');
    await page.keyboard.type('Chloé Renaud');
    await tabTo(page, 'Signer');
    await page.keyboard.press('Enter');
    await visible(toast(page, 'Votre signature est enregistrée.'));

    // Writing: the conversation's field, then its send button.
    await page.goto(`/families/dashboard/messages/${request.id}`);
    await visible(main(page).getByText('Aucun message pour le moment : écrivez le premier.'));
    await tabTo(page, 'Votre message');
    const message = `Bonjour, à quelle heure pouvons-nous venir chercher ${animal.name} ?`;
    await page.keyboard.type(message);
    await tabTo(page, 'Envoyer');
    await page.keyboard.press('Enter');
    await visible(main(page).getByRole('list', { name: 'Messages de la conversation' }).getByText(message));
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});
