/*
 * Saved searches (docs/product.md#saved-searches) on a phone (360 px, touch): a family chooses its filters on
 * /animals, saves them with 'Enregistrer cette recherche' and instant alerts, finds the search in 'Mes recherches',
 * and when an association posts a matching animal the alert mail (read from the run's SMTP server) arrives within
 * the minute, naming the search and linking the animal.
 */
const api = require('../support/api');
const { waitForMail } = require('../support/mailbox');
const { launchBrowser, openPage, visible, main, toast, waitForPath } = require('../support/browser');

const PHONE = { width: 360, height: 800 };

let browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

test('a family saves a search on its phone and is mailed when a matching animal is posted', async () => {
  // Marvejols (48100): rabbits near it are only this run's association's (Mende, 48000).
  const association = await api.registerAssociation({ city: 'Mende', zip_code: '48000' });
  const family = await api.registerFamily({ lastname: 'Vigilante' });
  const searchName = `Lapins de Lozère ${api.uniqueSuffix()}`;
  const { page, context, problems } = await openPage(browser, { session: family, viewport: PHONE, touch: true });
  try {
    await page.goto('/animals?species=Lapin&near=48100&radius_km=30');
    await main(page).getByRole('button', { name: 'Enregistrer cette recherche' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enregistrer cette recherche' });
    await dialog.getByLabel('Nom de la recherche').fill(searchName);
    await dialog.getByLabel('Alertes par e-mail').selectOption({ label: 'Dès qu’un animal correspond' });
    await dialog.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await visible(toast(page, 'Recherche enregistrée'));

    // 'Mes recherches' lists it, with the catalogue's filters behind 'Voir les animaux'.
    await page.goto('/families/dashboard/saved-searches');
    const item = main(page).getByRole('form', { name: searchName });
    await visible(item);
    expect(await item.getByRole('link', { name: 'Voir les animaux' }).getAttribute('href')).toBe(
      '/animals?species=Lapin&near=48100&radius_km=30',
    );

    // An association posts a rabbit: the alert comes within the minute.
    const rabbit = await api.createAnimal(association, { name: `Pompon${api.uniqueSuffix()}`, species_id: 3 });
    const mail = await waitForMail(
      family.payload.email,
      new RegExp(`Un nouvel animal pour votre recherche « ${searchName} »`),
      75_000,
    );
    expect(mail.text).toContain(rabbit.name);
    expect(mail.html).toContain(`/animals-details/${rabbit.id}`);
    // One click unsubscribes from this search (RFC 8058); mailparser keeps the raw header lines.
    const oneClick = mail.headerLines.find((line) => line.key === 'list-unsubscribe-post');
    expect(oneClick?.line).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    // The mail's link opens the animal's page.
    await page.goto(`/animals-details/${rabbit.id}`);
    await waitForPath(page, `/animals-details/${rabbit.id}`);
    await visible(main(page).getByText(rabbit.name).first());
  } finally {
    await context.close();
  }
  expect(problems).toEqual([]);
}, 180_000);
