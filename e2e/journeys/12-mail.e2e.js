/*
 * The mail work (docs/mail.md): mail closes the loop. A person who forgot the password gets a link by mail (read here from the real
 * SMTP server the API instances send to), sets a new password on the linked page and logs in with it; a family
 * sees the count beside 'Mes demandes' go up when an association decides its request.
 */
const api = require('../support/api');
const { waitForMail } = require('../support/mailbox');
const { eventually, freshPagePerTest, visible, header, main, waitForPath } = require('../support/browser');

let page;
let context;
freshPagePerTest((opened) => ({ page, context } = opened));

test('forgotten password: the mailed link leads to a new password, the old session ends, the new password logs in', async () => {
  const family = await api.registerFamily({ lastname: 'Oublieuse' });
  const email = family.payload.email;

  // From the login modal, 'Mot de passe oublié ?' leads to the request form.
  await page.goto('/');
  await header(page).getByRole('button', { name: 'Se connecter', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Connexion' });
  await dialog.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  await waitForPath(page, '/forgot-password');
  await main(page).getByLabel('Email', { exact: true }).fill(email);
  await main(page).getByRole('button', { name: 'Envoyer le lien' }).click();
  await visible(main(page).getByText('Si un compte existe avec cette adresse', { exact: false }));

  // The mail arrives at the SMTP server, in French, with a link under PUBLIC_URL whose token is in the fragment.
  const mail = await waitForMail(email, /Réinitialisation de votre mot de passe/);
  const link = /https?:\/\/[^\s"<>]+\/reset-password#token=[\w-]+/.exec(mail.text || '')?.[0];
  expect(link).toBeTruthy();
  expect(new URL(link).origin).toBe(new URL(api.baseUrl()).origin);

  await page.goto(link);
  const newPassword = 'Nouveau7Refuge';
  await main(page).getByLabel('Nouveau mot de passe', { exact: true }).fill(newPassword);
  await main(page).getByLabel('Confirmation du nouveau mot de passe', { exact: true }).fill(newPassword);
  await main(page).getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await visible(main(page).getByText('Votre mot de passe a été modifié. Connectez-vous', { exact: false }));

  // The token issued before the reset no longer opens anything; the old password is refused, the new one works.
  const before = await api.call('GET', '/api/account', { token: family.token });
  expect(before.status).toBe(401);
  expect((await api.call('POST', '/login', { body: { email, password: family.payload.password } })).status).toBe(401);
  await main(page).getByRole('button', { name: 'Se connecter', exact: true }).click();
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByLabel('Mot de passe', { exact: true }).fill(newPassword);
  await dialog.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await visible(header(page).getByRole('button', { name: 'Se déconnecter', exact: true }));

  // And the notice of the change reached the same address.
  await waitForMail(email, /Votre mot de passe PetFoster a été modifié/);
});

test("an association's decision raises the count beside the family's 'Mes demandes', and the mail tells it", async () => {
  const association = await api.registerAssociation();
  const animal = await api.createAnimal(association, { name: `Comète${api.uniqueSuffix()}` });
  const family = await api.registerFamily({ lastname: 'Attentive' });
  const request = await api.createRequest(family, animal);

  await context.addInitScript((token) => window.localStorage.setItem('token', token), family.token);
  await page.goto('/families/dashboard');
  const requestsLink = header(page).getByRole('link', { name: 'Mes demandes', exact: true });
  await visible(requestsLink);
  expect(await requestsLink.getAttribute('aria-describedby')).toBeNull();

  await api.decideRequest(association, request.id, 'Approuvée');
  // The count is read on page load (and every minute): the next page shows it.
  await page.reload();
  await eventually(async () => expect(await requestsLink.getAttribute('aria-describedby')).toBeTruthy());
  await visible(requestsLink.getByText('1', { exact: true }));
  expect(await header(page).getByText('1 nouvelle réponse', { exact: true }).count()).toBe(1);

  // Opening 'Mes demandes' shows the decision, and the count goes back to none.
  await requestsLink.click();
  await visible(
    main(page)
      .getByRole('article', { name: `Demande pour ${animal.name}` })
      .getByText('Approuvée'),
  );
  await eventually(async () => expect(await requestsLink.getAttribute('aria-describedby')).toBeNull());

  const mail = await waitForMail(family.payload.email, new RegExp(animal.name));
  expect(mail.html).toContain(association.payload.name_association);
  // Every notification can be turned off from the mail itself (mailparser groups List-* headers under 'list').
  expect(mail.headerLines.map((line) => line.key)).toContain('list-unsubscribe');
});
