/*
 * A conversation in real time (docs/product.md#conversations), on two 360 px phones through the gateway, whose two API
 * processes share Redis: the family writes to the association about its request, the association's open page shows
 * the message without a reload (the event stream, docs/architecture.md#event-stream) and answers, and the family's
 * page shows the answer in turn. Markup typed in a message stays text.
 */
const api = require('../support/api');
const { launchBrowser, openPage, visible, main } = require('../support/browser');

const PHONE = { width: 360, height: 800 };
const suffix = api.uniqueSuffix();

let browser;
let association;
let animal;
let family;
let request;

beforeAll(async () => {
  browser = await launchBrowser();
  association = await api.registerAssociation({ name_association: `Les Pattes ${suffix}` });
  animal = await api.createAnimal(association, { name: `Caramel${suffix.replace(/[^a-z]/g, '')}`, gender: 'mâle' });
  family = await api.registerFamily({ lastname: 'Lemoine', firstname: 'Inès' });
  request = await api.createRequest(family, animal);
});
afterAll(async () => {
  await browser?.close();
});

async function expectNoSidewaysScroll(page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
}

const messagesOf = (page) => main(page).getByRole('list', { name: 'Messages de la conversation' });

async function send(page, text) {
  await main(page).getByLabel('Votre message', { exact: true }).fill(text);
  await main(page).getByRole('button', { name: 'Envoyer', exact: true }).click();
}

test('a family and an association write to each other and each sees the other at once', async () => {
  const familySide = await openPage(browser, { session: family, viewport: PHONE });
  const associationSide = await openPage(browser, { session: association, viewport: PHONE });
  try {
    await familySide.page.goto(`/families/dashboard/messages/${request.id}`);
    await associationSide.page.goto(`/associations/dashboard/messages/${request.id}`);
    await visible(main(familySide.page).getByText('Aucun message pour le moment : écrivez le premier.'));
    await visible(main(associationSide.page).getByText('Aucun message pour le moment : écrivez le premier.'));

    const question = `Bonjour, Caramel supporte-t-il les chats ? <b>Merci</b> ${suffix}`;
    await send(familySide.page, question);
    await visible(messagesOf(familySide.page).getByText(question, { exact: false }));
    // The association's page was open before the message existed: it arrives through the event stream.
    await visible(messagesOf(associationSide.page).getByText(question, { exact: false }), 15_000);
    expect(await messagesOf(associationSide.page).locator('b').count()).toBe(0);

    const answer = `Oui, il vit déjà avec deux chats. ${suffix}`;
    await send(associationSide.page, answer);
    await visible(messagesOf(familySide.page).getByText(answer, { exact: false }), 15_000);

    await expectNoSidewaysScroll(familySide.page);
    await expectNoSidewaysScroll(associationSide.page);
    expect(familySide.problems).toEqual([]);
    expect(associationSide.problems).toEqual([]);
  } finally {
    await familySide.context.close();
    await associationSide.context.close();
  }
});

test("the family's 'Messages' list leads to the conversation, with the association's answer", async () => {
  const { context, page, problems } = await openPage(browser, { session: family, viewport: PHONE });
  try {
    await page.goto('/families/dashboard/messages');
    const conversation = main(page)
      .getByRole('link', { name: new RegExp(animal.name) })
      .first();
    await visible(conversation);
    await conversation.click();
    await visible(messagesOf(page).getByText(`Oui, il vit déjà avec deux chats. ${suffix}`, { exact: false }));
    await expectNoSidewaysScroll(page);
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});
