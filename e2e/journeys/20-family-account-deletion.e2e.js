/*
 * A family hosting an animal deletes its account, on a 360 px phone: the confirmation says what is kept and why (the
 * approved request, anonymised, for the association's records) and who is told; each association with a pending or
 * approved request of the family receives a mail; the association's lists then name the family 'Famille supprimée'
 * with a real state, never an empty name or a request that no longer exists.
 */
const api = require('../support/api');
const { waitForMail } = require('../support/mailbox');
const { launchBrowser, openPage, visible, waitForPath, main } = require('../support/browser');

const PHONE = { width: 360, height: 780 };
const SUBJECT = /Une famille d’accueil a supprimé son compte/;

let browser;
const contexts = [];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close();
});
afterAll(async () => {
  await browser?.close();
});

async function open(session, viewport) {
  const opened = await openPage(browser, { session, viewport });
  contexts.push(opened.context);
  return opened;
}

test('a family hosting an animal deletes its account: told what stays, the associations told, their lists named', async () => {
  const suffix = api.uniqueSuffix();
  const hosting = await api.registerAssociation({ name_association: `Refuge Accueil ${suffix}` });
  const waiting = await api.registerAssociation({ name_association: `Refuge Attente ${suffix}` });
  const family = await api.registerFamily({ lastname: 'Départ' });
  // The family opted in, so that the association could propose the animal it now hosts.
  await api.call('PUT', `/api/families/${family.userId}`, {
    token: family.token,
    body: { visible: true, foster_species: ['Chien', 'Chat'], capacity: 1 },
    expected: 200,
  });
  const housed = await api.createAnimal(hosting, { name: `Réglisse${suffix}` });
  await api.call('POST', '/api/invitations', {
    token: hosting.token,
    body: { family_id: family.familyId, animal_id: housed.id, message: 'Elle vous irait bien.' },
    expected: 201,
  });
  const placement = await api.createRequest(family, housed);
  await api.decideRequest(hosting, placement.id, 'Approuvée');
  const pendingAnimal = await api.createAnimal(waiting, { name: `Olive${suffix}` });
  await api.createRequest(family, pendingAnimal);

  // On the family's phone: the dialog says what stays, why, and who is told, before anything happens.
  const { page, problems } = await open(family, PHONE);
  page.on('dialog', (alert) => alert.accept());
  await page.goto('/families/dashboard');
  await main(page).getByRole('button', { name: 'Supprimer mon compte', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Supprimer mon compte' });
  await visible(
    dialog.getByText('Votre compte, votre profil et vos autres demandes seront supprimés.', { exact: true }),
  );
  const kept = dialog.getByText(
    `Votre demande acceptée pour ${housed.name} sera conservée, sans votre nom ni vos coordonnées (« Famille supprimée ») : l'association garde ainsi la trace de l'accueil de son animal. Elle en sera informée par e-mail.`,
    { exact: true },
  );
  await visible(kept);
  await visible(
    dialog.getByText("L'association qui étudie votre demande en attente en sera informée par e-mail.", { exact: true }),
  );
  await expect(dialog.getByText('vos demandes seront supprimés', { exact: false }).count()).resolves.toBe(0);
  // Readable on the phone: the text and the button lie inside the screen, the button can be pressed.
  const box = await kept.boundingBox();
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  await dialog.getByRole('button', { name: 'Supprimer définitivement', exact: true }).click();
  await waitForPath(page, '/');
  expect(problems).toEqual([]);

  // Both associations hear of it, each about its own animal.
  const toHosting = await waitForMail(hosting.payload.email, SUBJECT);
  expect(toHosting.text).toContain(`La famille ${family.payload.firstname} Départ a supprimé son compte PetFoster.`);
  expect(toHosting.text).toContain(housed.name);
  const toWaiting = await waitForMail(waiting.payload.email, SUBJECT);
  expect(toWaiting.text).toContain(`Sa demande d'accueil en attente pour ${pendingAnimal.name} est retirée.`);

  // The hosting association's lists: the placement and its proposal, named, with their state.
  const association = await open(hosting);
  await association.page.goto(`/association/dashboard/${hosting.associationId}/requests-management`);
  const card = main(association.page).getByRole('article', { name: `Demande pour ${housed.name}` });
  await visible(card.getByText('Famille supprimée', { exact: true }));
  await visible(card.getByText('Approuvée', { exact: true }));
  await card.getByRole('button', { name: 'Voir la demande' }).click();
  const detail = association.page.getByRole('dialog', { name: 'Détail de la demande' });
  await visible(detail.getByText('Famille supprimée', { exact: true }));
  await detail.getByRole('button', { name: 'Fermer' }).first().click();

  await association.page.goto('/associations/dashboard/find-family');
  const sent = main(association.page).getByRole('listitem').filter({ hasText: housed.name });
  await visible(sent);
  await expect(sent.textContent()).resolves.toMatch(
    new RegExp(`${housed.name}\\s*→\\s*Famille supprimée : Demande faite`),
  );
  await expect(main(association.page).getByText('() :', { exact: false }).count()).resolves.toBe(0);

  // The other association's list no longer holds the withdrawn request.
  const other = await open(waiting);
  await other.page.goto(`/association/dashboard/${waiting.associationId}/requests-management`);
  await visible(main(other.page).getByText('Aucune demande pour le moment.', { exact: true }));
  expect(association.problems).toEqual([]);
  expect(other.problems).toEqual([]);
});
