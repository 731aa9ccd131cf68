/*
 * On a 360 px phone: deleting an animal says how many requests wait and tells their families, whose
 * requests show 'Animal retiré'; 'Refuser' asks first and its reason reaches the family; 'Nos demandes' filters by
 * status and animal and gives the chosen family's contact; a family approved while other requests wait withdraws
 * them in one click; the family profile edit shows the photo and says a past availability at once; the foster
 * finder's 'Rayon' works before a search, its cards show photo and presentation, and Paris arrondissements differ.
 */
const path = require('node:path');
const api = require('../support/api');
const { makePng } = require('../support/images');
const { waitForMail } = require('../support/mailbox');
const { launchBrowser, openPage, visible, hidden, toast, main, waitForPath } = require('../support/browser');

const PHONE = { width: 360, height: 800 };

let browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function onPhone(session, journey) {
  const { page, context, problems } = await openPage(browser, { session, viewport: PHONE });
  try {
    await journey(page);
    expect(problems).toEqual([]);
  } catch (error) {
    // What the phone showed when it failed (e2e/artifacts is git-ignored, kept by CI).
    await page
      .screenshot({
        path: path.join(__dirname, '..', 'artifacts', 'failures', `${expect.getState().currentTestName}.png`),
      })
      .catch(() => undefined);
    throw error;
  } finally {
    await context.close();
  }
}

const pngDataUrl = async () =>
  `data:image/png;base64,${(await makePng({ width: 200, height: 200 })).toString('base64')}`;

test('deleting an animal says how many requests wait; their families are mailed and read "Animal retiré"', async () => {
  const association = await api.registerAssociation();
  const name = `Pixie${api.uniqueSuffix()}`;
  const animal = await api.createAnimal(association, { name, gender: 'femelle' });
  const first = await api.registerFamily({ lastname: 'Premiere' });
  const second = await api.registerFamily({ lastname: 'Seconde' });
  await api.createRequest(first, animal);
  await api.createRequest(second, animal);

  await onPhone(association, async (page) => {
    await page.goto(`/animals-details/${animal.id}`);
    await main(page).getByRole('button', { name: 'Supprimer', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Supprimer ${name}` });
    await visible(
      dialog.getByText(
        `2 demandes d'accueil sont en attente pour ${name}. Les familles seront prévenues par e-mail que ${name} n'est plus proposée, et leurs demandes resteront visibles avec la mention « Animal retiré ».`,
      ),
    );
    await dialog.getByRole('button', { name: 'Supprimer', exact: true }).click();
    await visible(toast(page, "L'animal a été supprimé."));
  });

  for (const family of [first, second]) {
    const mail = await waitForMail(family.payload.email, new RegExp(`^${name} n'est plus proposée à l'accueil$`));
    expect(mail.text).toContain('« Animal retiré »');
  }
  await onPhone(first, async (page) => {
    await page.goto(`/families/dashboard/${first.familyId}/requests-management`);
    const card = main(page).getByRole('article', { name: `Demande pour ${name}` });
    await visible(card.getByText('Animal retiré', { exact: true }));
    await visible(card.getByText('Refusée', { exact: true }));
    expect(await card.getByRole('link', { name, exact: true }).count()).toBe(0);
  });
});

test("'Refuser' asks first, takes a reason, and the family reads it on its card and in its mail", async () => {
  const association = await api.registerAssociation();
  const name = `Rubis${api.uniqueSuffix()}`;
  const animal = await api.createAnimal(association, { name });
  const family = await api.registerFamily({ lastname: 'Attente' });
  await api.createRequest(family, animal);
  const reason = 'Rubis a besoin d’un jardin clos. Merci pour votre proposition !';

  await onPhone(association, async (page) => {
    await page.goto(`/association/dashboard/${association.associationId}/requests-management`);
    const card = main(page).getByRole('article', { name: `Demande pour ${name}` });
    await card.getByRole('button', { name: 'Refuser', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Refuser la demande pour ${name}` });
    await visible(dialog.getByText('Refuser la demande de la famille Attente', { exact: false }));
    await dialog.getByLabel('Motif (facultatif), transmis à la famille').fill(reason);
    await dialog.getByRole('button', { name: 'Refuser', exact: true }).click();
    await visible(toast(page, `La demande por ${name} a été rejetée avec succès.`));
  });
  const mail = await waitForMail(family.payload.email, new RegExp(`^Votre demande d'accueil pour ${name}$`));
  expect(mail.text).toContain(reason);
  await onPhone(family, async (page) => {
    await page.goto(`/families/dashboard/${family.familyId}/requests-management`);
    const card = main(page).getByRole('article', { name: `Demande pour ${name}` });
    await visible(card.getByText(`Motif de l'association\u00a0: ${reason}`));
  });
});

test("'Nos demandes' filters by status and animal, and the approved card gives the family's contact", async () => {
  const association = await api.registerAssociation();
  const suffix = api.uniqueSuffix();
  const olive = await api.createAnimal(association, { name: `Olive${suffix}` });
  const tofu = await api.createAnimal(association, { name: `Tofu${suffix}` });
  const chosen = await api.registerFamily({ lastname: 'Choisie', phone_number: '0611223344' });
  const other = await api.registerFamily({ lastname: 'Autre' });
  const approved = await api.createRequest(chosen, olive);
  await api.createRequest(other, tofu);
  await api.createRequest(chosen, tofu);
  await api.decideRequest(association, approved.id, 'Approuvée');

  await onPhone(association, async (page) => {
    await page.goto(`/association/dashboard/${association.associationId}/requests-management`);
    const cards = main(page).getByRole('article');
    await visible(cards.first());
    expect(await cards.count()).toBe(3);
    await main(page).getByLabel('Statut', { exact: true }).selectOption('Approuvée');
    await waitForPath(
      page,
      `/association/dashboard/${association.associationId}/requests-management`,
      '?status=Approuv%C3%A9e',
    );
    const card = main(page).getByRole('article', { name: `Demande pour ${olive.name}` });
    await visible(card.getByRole('link', { name: chosen.payload.email.toLowerCase() }));
    await visible(card.getByRole('link', { name: '0611223344' }));
    expect(await cards.count()).toBe(1);

    await main(page).getByLabel('Statut', { exact: true }).selectOption('');
    await main(page).getByLabel('Animal', { exact: true }).selectOption({ label: tofu.name });
    await hidden(card);
    expect(await cards.count()).toBe(2);
    expect(await main(page).getByText('Contact de la famille', { exact: false }).count()).toBe(0);
  });
});

test('a family approved while other requests wait is told so, by mail and on its page, and withdraws them in one click', async () => {
  const association = await api.registerAssociation();
  const suffix = api.uniqueSuffix();
  const caramel = await api.createAnimal(association, { name: `Caramel${suffix}` });
  const milo = await api.createAnimal(association, { name: `Milo${suffix}` });
  const luna = await api.createAnimal(association, { name: `Luna${suffix}` });
  const family = await api.registerFamily({ lastname: 'Multiple' });
  const approved = await api.createRequest(family, caramel);
  await api.createRequest(family, milo);
  await api.createRequest(family, luna);
  await api.decideRequest(association, approved.id, 'Approuvée');

  const mail = await waitForMail(
    family.payload.email,
    new RegExp(`^Votre demande d'accueil pour ${caramel.name} est acceptée$`),
  );
  expect(mail.text).toContain(`Vos 2 autres demandes (${milo.name}, ${luna.name}) sont toujours en attente`);

  await onPhone(family, async (page) => {
    await page.goto(`/families/dashboard/${family.familyId}/requests-management`);
    await visible(main(page).getByText(`Votre demande pour ${caramel.name} a été acceptée.`, { exact: false }));
    await main(page).getByRole('button', { name: 'Retirer mes 2 demandes en attente' }).click();
    const dialog = page.getByRole('dialog', { name: 'Retirer mes demandes en attente' });
    await dialog.getByRole('button', { name: 'Retirer', exact: true }).click();
    await visible(toast(page, 'Vos 2 demandes en attente ont été retirées.'));
    await hidden(main(page).getByRole('article', { name: `Demande pour ${milo.name}` }));
    await hidden(main(page).getByRole('article', { name: `Demande pour ${luna.name}` }));
    await visible(main(page).getByRole('article', { name: `Demande pour ${caramel.name}` }));
  });
});

test('family profile edit: the current photo is shown, an availability already ended is said at once and refused', async () => {
  const family = await api.registerFamily({ lastname: 'Photo', url_image: await pngDataUrl() });
  await onPhone(family, async (page) => {
    await page.goto(`/families/dashboard/edit-profile/${family.userId}`);
    const photo = main(page).getByRole('img', { name: 'Photo actuelle de la famille' });
    await visible(photo);
    // decode() waits for the image to arrive (the element shows before its bytes) and fails on a broken one.
    expect(
      await photo.evaluate((img) =>
        img.decode().then(
          () => img.naturalWidth > 0,
          () => false,
        ),
      ),
    ).toBe(true);
    const until = main(page).getByLabel("Disponible jusqu'au", { exact: true });
    await until.fill('2020-06-30');
    const past = main(page).getByText('Cette période de disponibilité est déjà passée', { exact: false });
    await visible(past);
    await main(page).getByRole('button', { name: 'Valider', exact: true }).click();
    await visible(toast(page, 'Un problème est survenu lors de la tentative de modification de la famille.'));
    expect(await past.count()).toBe(1);
    await until.fill('2099-06-30');
    await hidden(past);
  });
});

test("the foster finder: 'Rayon' before any search, photo and presentation on cards, two Paris arrondissements apart", async () => {
  const association = await api.registerAssociation({ zip_code: '75001', city: 'Paris' });
  const suffix = api.uniqueSuffix();
  const make = async (firstname, zip_code, description) => {
    const family = await api.registerFamily({
      firstname,
      zip_code,
      city: 'Paris',
      description,
      url_image: await pngDataUrl(),
    });
    await api.call('PUT', `/api/families/${family.userId}`, {
      token: family.token,
      expected: 200,
      body: { foster_species: ['Chat'], visible: true },
    });
    return family;
  };
  await make(`Louvre${suffix}`, '75001', 'Un appartement lumineux au cœur de Paris, avec un chat très sociable.');
  await make(`Popincourt${suffix}`, '75011', 'Une famille de quatre personnes, habituée aux chats timides.');

  await onPhone(association, async (page) => {
    await page.goto('/associations/dashboard/find-family');
    const radius = main(page).getByRole('combobox', { name: /^Rayon/ });
    expect(await radius.isEnabled()).toBe(true);
    await radius.selectOption('10');
    await main(page).getByLabel('Près de (code postal)', { exact: true }).fill('75001');
    await main(page).getByRole('button', { name: 'Rechercher' }).click();
    await waitForPath(page, '/associations/dashboard/find-family', '?near=75001&radius_km=10');
    const card = (firstname) =>
      main(page)
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: firstname }) });
    const east = card(`Popincourt${suffix}`);
    await visible(east.getByText('Une famille de quatre personnes, habituée aux chats timides.'));
    await visible(east.getByRole('img', { name: `Photo de la famille de Popincourt${suffix}` }));
    await visible(card(`Louvre${suffix}`).getByText('à 0 km', { exact: false }));
    const eastText = await east.innerText();
    expect(eastText).not.toContain('à 0 km');
    expect(eastText).toMatch(/à [23](\.\d)? km/);
  });
});
