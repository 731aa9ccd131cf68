/*
 * A placement from the yes to the adoption by its foster family (docs/product.md#placements), on a 360 px phone: the
 * association accepts the request in 'Nos demandes', sets the terms in 'Nos accueils' and signs; the family finds the
 * contract in 'Mes accueils', reads it and signs; the association starts the placement; the family says it wishes to
 * adopt; the association records the adoption 7 days after the certificate, and the animal reads 'Adopté'.
 */
const api = require('../support/api');
const { waitForMail } = require('../support/mailbox');
const { launchBrowser, openPage, visible, toast, waitForPath, main } = require('../support/browser');

const PHONE = { width: 360, height: 800 };
const suffix = api.uniqueSuffix();

/** A day in Europe/Paris, YYYY-MM-DD, `offset` days from today (the API's 'today'). */
function parisDay(offset = 0) {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

let browser;
let association;
let animal;
let family;
let placementId;

beforeAll(async () => {
  browser = await launchBrowser();
  association = await api.registerAssociation({ name_association: `Les Moustaches ${suffix}` });
  animal = await api.createAnimal(association, { name: `Pistache${suffix.replace(/[^a-z]/g, '')}`, gender: 'mâle' });
  family = await api.registerFamily({ lastname: 'Garnier', firstname: 'Élodie' });
  await api.createRequest(family, animal);
});
afterAll(async () => {
  await browser?.close();
});

async function expectNoSidewaysScroll(page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
}

test('the association accepts the request, sets the terms and signs the contract', async () => {
  const { context, page, problems } = await openPage(browser, { session: association, viewport: PHONE });
  try {
    await page.goto('/associations/dashboard');
    await main(page).getByRole('link', { name: 'Nos demandes', exact: true }).click();
    const card = main(page).getByRole('article', { name: `Demande pour ${animal.name}` });
    await card.getByRole('button', { name: 'Accepter', exact: true }).click();
    await visible(toast(page, `La demande por ${animal.name} a été acceptée`));

    await page.goto('/associations/dashboard');
    await main(page).getByRole('link', { name: 'Nos accueils', exact: true }).first().click();
    await waitForPath(page, '/associations/dashboard/placements');
    await main(page).getByRole('link', { name: animal.name }).first().click();
    await visible(page.getByRole('heading', { level: 1, name: `Accueil de ${animal.name}` }));
    placementId = Number(/placements\/(\d+)/.exec(page.url())[1]);

    await main(page).getByLabel('Date de début', { exact: true }).fill(parisDay(3));
    await main(page).getByLabel('Durée indéterminée').check();
    await main(page).getByLabel('Préavis (en jours)').fill('15');
    await main(page).getByLabel('Conditions particulières (facultatives)').fill('Pas de sortie sans laisse.');
    await main(page).getByRole('button', { name: 'Enregistrer les conditions' }).click();
    await visible(toast(page, 'Les conditions sont enregistrées : le contrat est à signer.'));

    // The contract is on the page, word for word the PDF's sections.
    await visible(main(page).getByText("1. L'association reste propriétaire de l'animal", { exact: false }));
    await visible(main(page).getByText('Pas de sortie sans laisse.'));
    await main(page).getByLabel("J'ai lu et j'accepte le contrat d'accueil").check();
    await main(page).getByLabel('Votre prénom et votre nom').fill('hugo moreau');
    await main(page).getByRole('button', { name: 'Signer', exact: true }).click();
    await visible(toast(page, 'Votre signature est enregistrée.'));
    await expectNoSidewaysScroll(page);
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
  const mail = await waitForMail(family.payload.email, /à signer$/);
  expect(mail.subject).toBe(`Contrat d'accueil de ${animal.name} à signer`);
});

test('the family finds the contract in Mes accueils and signs it; the association starts the placement', async () => {
  const familyView = await openPage(browser, { session: family, viewport: PHONE });
  try {
    const { page, problems } = familyView;
    await page.goto('/families/dashboard');
    await visible(main(page).getByRole('heading', { name: 'Mes accueils' }));
    await visible(main(page).getByText('Contrat à signer').first());
    await page.goto(`/families/dashboard/placements/${placementId}`);
    await visible(page.getByRole('heading', { level: 1, name: `Accueil de ${animal.name}` }));
    await visible(main(page).getByText("6. L'association déclare la famille d'accueil", { exact: false }));
    await main(page).getByLabel("J'ai lu et j'accepte le contrat d'accueil").check();
    await main(page).getByLabel('Votre prénom et votre nom').fill('Elodie Garnier');
    await main(page).getByRole('button', { name: 'Signer', exact: true }).click();
    await visible(toast(page, 'Votre signature est enregistrée.'));
    await visible(main(page).getByText('Signé', { exact: true }).first());
    await expectNoSidewaysScroll(page);
    expect(problems).toEqual([]);
  } finally {
    await familyView.context.close();
  }
  // Both parties get the signed contract, its PDF attached.
  const signedMail = await waitForMail(family.payload.email, / signé$/);
  expect(signedMail.attachments.map((file) => file.contentType)).toContain('application/pdf');

  const associationView = await openPage(browser, { session: association, viewport: PHONE });
  try {
    const { page, problems } = associationView;
    await page.goto(`/associations/dashboard/placements/${placementId}`);
    await main(page).getByLabel("Date d'arrivée").fill(parisDay(0));
    await main(page).getByRole('button', { name: "Commencer l'accueil" }).click();
    await visible(toast(page, "L'accueil a commencé."));
    await visible(main(page).getByText('En cours', { exact: true }).first());
    await expectNoSidewaysScroll(page);
    expect(problems).toEqual([]);
  } finally {
    await associationView.context.close();
  }
});

test('the family wishes to adopt; the association records the adoption 7 days after the certificate', async () => {
  const familyView = await openPage(browser, { session: family, viewport: PHONE });
  try {
    const { page, problems } = familyView;
    await page.goto(`/families/dashboard/placements/${placementId}`);
    await main(page)
      .getByRole('button', { name: `Je souhaite adopter ${animal.name}` })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: "Prévenir l'association" }).click();
    await visible(main(page).getByText(`a été prévenue de votre souhait d'adopter ${animal.name}`, { exact: false }));
    expect(problems).toEqual([]);
  } finally {
    await familyView.context.close();
  }

  const associationView = await openPage(browser, { session: association, viewport: PHONE });
  try {
    const { page, problems } = associationView;
    await page.goto(`/associations/dashboard/placements/${placementId}`);
    await visible(main(page).getByText(`La famille souhaite adopter ${animal.name}`, { exact: false }));
    const certificate = main(page).getByLabel("Date de délivrance du certificat d'engagement et de connaissance");
    // Too soon first: the law's 7 days are said before anything is sent.
    await certificate.fill(parisDay(-3));
    await main(page).getByLabel('Certificat délivré par').fill('Hugo Moreau');
    await main(page).getByLabel('Date de la cession').fill(parisDay(0));
    await main(page).getByRole('button', { name: "Enregistrer l'adoption" }).click();
    await visible(
      main(page).getByText(
        "La cession ne peut avoir lieu moins de 7 jours après la délivrance du certificat d'engagement et de connaissance.",
      ),
    );
    await certificate.fill(parisDay(-7));
    await main(page).getByRole('button', { name: "Enregistrer l'adoption" }).click();
    await visible(main(page).getByText('Terminé', { exact: true }).first());
    await visible(main(page).getByText("Adopté par la famille d'accueil").first());
    await expectNoSidewaysScroll(page);
    expect(problems).toEqual([]);
  } finally {
    await associationView.context.close();
  }

  // The animal has left the catalogue: not among the newest available animals (the list runs by id), and its page
  // says so.
  const total = Number(
    (await fetch(`${api.baseUrl()}/api/animals?available=true&limit=1`)).headers.get('X-Total-Count'),
  );
  const { body: newest } = await api.call(
    'GET',
    `/api/animals?available=true&limit=100&offset=${Math.max(0, total - 100)}`,
    { expected: 200 },
  );
  expect(newest.map((candidate) => candidate.id)).not.toContain(animal.id);
  const visitor = await openPage(browser, { viewport: PHONE });
  try {
    await visitor.page.goto(`/animals-details/${animal.id}`);
    await visible(main(visitor.page).getByText('Adopté', { exact: true }));
  } finally {
    await visitor.context.close();
  }
});
