/*
 * An association is a team (docs/product.md#association-team), on a 360 px phone: its admin invites a référent from
 * 'Équipe'; the référent opens the mailed link, joins under 'Rejoindre {association}' and lands signed in on the
 * association's dashboard; in 'Nos demandes' it takes a family's request ('Suivre cette demande') and accepts it.
 * The family then sees who follows its request, and the admin's team lists the new member.
 */
const api = require('../support/api');
const { waitForMail } = require('../support/mailbox');
const { launchBrowser, openPage, visible, toast, waitForPath, main } = require('../support/browser');

const PHONE = { width: 360, height: 800 };
const suffix = api.uniqueSuffix();
// Letters only (a first name), unique to this run: the cards and the team list are found by it.
const firstname = `Inès${suffix.replace(/[^a-z]/g, '')}`;
// Long on purpose: a phone's team list must wrap an address rather than scroll sideways.
const email = `ines.martin-delacroix.${suffix}@example.com`;
const password = 'Lanterne42Ocelot';

let browser;
let association;
let animal;
let family;
let request;

beforeAll(async () => {
  browser = await launchBrowser();
  association = await api.registerAssociation({ name_association: `Les Pattes ${suffix}` });
  animal = await api.createAnimal(association, { name: `Caramel${suffix}` });
  family = await api.registerFamily({ lastname: 'Garnier' });
  request = await api.createRequest(family, animal);
});
afterAll(async () => {
  await browser?.close();
});

async function expectNoSidewaysScroll(page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
}

test('the admin invites a référent from Équipe; the invitation is mailed with its link', async () => {
  const { context, page, problems } = await openPage(browser, { session: association, viewport: PHONE });
  try {
    await page.goto('/associations/dashboard');
    await main(page).getByRole('link', { name: 'Équipe', exact: true }).click();
    await waitForPath(page, `/association/dashboard/${association.associationId}/team`);
    await visible(page.getByRole('heading', { level: 1, name: 'Équipe' }));
    await main(page).getByLabel('E-mail', { exact: true }).fill(email);
    await main(page).getByLabel('Rôle', { exact: true }).selectOption({ label: 'Référent' });
    await main(page).getByRole('button', { name: "Envoyer l'invitation" }).click();
    await visible(toast(page, `Invitation envoyée à ${email}.`));
    await visible(main(page).getByText(email));
    await expectNoSidewaysScroll(page);
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
  const mail = await waitForMail(email, /Rejoindre l'équipe de/);
  expect(mail.text).toContain('comme Référent');
});

test('the référent joins from the mail on its phone, takes the request and accepts it', async () => {
  const mail = await waitForMail(email, /Rejoindre l'équipe de/);
  const link = /https?:\/\/[^\s"<>]+(\/rejoindre#token=[A-Za-z0-9_-]+)/.exec(mail.html || mail.text || '')?.[1];
  expect(link).toMatch(/^\/rejoindre#token=/);

  const { context, page, problems } = await openPage(browser, { viewport: PHONE });
  try {
    await page.goto(link);
    await visible(page.getByRole('heading', { level: 1, name: `Rejoindre ${association.payload.name_association}` }));
    await main(page).getByLabel('Nom', { exact: true }).fill('Martin');
    await main(page).getByLabel('Prénom', { exact: true }).fill(firstname);
    await main(page).getByLabel('Nouveau mot de passe', { exact: true }).fill(password);
    await main(page).getByLabel('Confirmation du nouveau mot de passe', { exact: true }).fill(password);
    await main(page).getByRole('button', { name: "Créer mon compte et rejoindre l'équipe" }).click();
    await visible(toast(page, `Bienvenue dans l'équipe de ${association.payload.name_association}.`));
    await waitForPath(page, '/associations/dashboard');
    // The token never leaves the fragment for a server: the page's address no longer carries it.
    expect(page.url()).not.toContain('token=');

    await main(page).getByRole('link', { name: 'Nos demandes', exact: true }).click();
    await visible(page.getByRole('heading', { level: 1, name: 'Nos demandes' }));
    const card = main(page).getByRole('article', { name: `Demande pour ${animal.name}` });
    await visible(card.getByText('Sans référent'));
    await card.getByRole('button', { name: 'Suivre cette demande' }).click();
    await visible(card.getByText(`Référent : ${firstname}`));
    await card.getByRole('button', { name: 'Accepter', exact: true }).click();
    await visible(toast(page, `La demande por ${animal.name} a été acceptée`));
    await expectNoSidewaysScroll(page);
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }

  // The family sees who follows its request, by first name only.
  const { body: familyRequests } = await api.call('GET', `/api/families/${family.familyId}/requests`, {
    token: family.token,
    expected: 200,
  });
  const followed = familyRequests.requests.find((candidate) => candidate.id === request.id);
  expect(followed.status).toBe('Approuvée');
  expect(followed.referent).toEqual({ user_id: expect.any(Number), firstname });

  // The admin's team lists the new member with its role.
  const { body: team } = await api.call('GET', `/api/associations/${association.associationId}/members`, {
    token: association.token,
    expected: 200,
  });
  expect(team.members.map((member) => [member.firstname, member.role])).toContainEqual([firstname, 'referent']);
  expect(team.invitations).toEqual([]);
});
