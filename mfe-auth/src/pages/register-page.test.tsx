import { ENDPOINTS } from '@petfoster/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@petfoster/platform';
import RegisterPage from './register-page';
import { makeAssociation, makeFamily, renderRoute } from '@petfoster/platform/test-utils';
import { heldAnswer, onEndpoint, type Received, refuse, type Resolver } from '@petfoster/platform/test-utils/network';
import { associationToken, familyToken } from '@petfoster/platform/test-utils/tokens';

let registerFamily: Received<typeof ENDPOINTS.registerFamily>;
const answerRegisterFamily = (answer: Resolver<typeof ENDPOINTS.registerFamily>) =>
  (registerFamily = onEndpoint(ENDPOINTS.registerFamily, answer));
let registerAssociation: Received<typeof ENDPOINTS.registerAssociation>;
const answerRegisterAssociation = (answer: Resolver<typeof ENDPOINTS.registerAssociation>) =>
  (registerAssociation = onEndpoint(ENDPOINTS.registerAssociation, answer));
let login: Received<typeof ENDPOINTS.login>;
const answerLogin = (answer: Resolver<typeof ENDPOINTS.login>) => (login = onEndpoint(ENDPOINTS.login, answer));

/** The communes the address form offers for a postal code. */
const COMMUNES: Record<string, string[]> = { '75001': ['Paris'] };
const answerCommunes = () =>
  onEndpoint(ENDPOINTS.communes, ({ query }) => ({
    postal_code: query.postal_code,
    communes: COMMUNES[query.postal_code] ?? [],
  }));

type User = ReturnType<typeof userEvent.setup>;

function renderPage() {
  const user = userEvent.setup({ delay: null });
  renderRoute(<RegisterPage />, { path: '/register' });
  return user;
}

const field = (label: string) => screen.getByLabelText(label);
const submitButton = () => screen.getByRole('button', { name: "S'inscrire" });
const acknowledgement = () => screen.getByRole('checkbox', { name: /Je certifie avoir pris connaissance/ });
const location = () => screen.getByTestId('location').textContent;

async function chooseAssociation(user: User) {
  await user.click(screen.getByRole('button', { name: 'Association' }));
}

/** Focuses the field, types (if anything) and leaves it, which is what "touched" means. */
async function touch(user: User, label: string, value = '') {
  await user.click(field(label));
  if (value) await user.type(field(label), value);
  await user.tab();
}

const IDENTITY = {
  Nom: 'Dupont',
  Prénom: 'Anna',
  Email: 'anna@example.org',
  'Mot de passe': 'Abri7Chaton',
  'Confirmation du mot de passe': 'Abri7Chaton',
  Adresse: '1 rue de la Paix',
  Ville: 'Paris',
  'Code postal': '75001',
  Téléphone: '0612345678',
  Description: 'Nous aimons les animaux.',
};

/** What IDENTITY becomes in the registration payload. */
const SENT_IDENTITY = {
  lastname: 'Dupont',
  firstname: 'Anna',
  email: 'anna@example.org',
  password: 'Abri7Chaton',
  confirmPassword: 'Abri7Chaton',
  address: '1 rue de la Paix',
  city: 'Paris',
  zip_code: '75001',
  phone_number: '0612345678',
};

async function fill(user: User, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await user.clear(field(label));
    await user.type(field(label), value);
  }
}

async function acknowledgeAndSubmit(user: User) {
  await user.click(acknowledgement());
  await user.click(submitButton());
}

async function chooseImage(user: User) {
  await user.upload(field('Image'), new File(['abc'], 'chat.png', { type: 'image/png' }));
  await screen.findByRole('img', { name: "Aperçu de l'image choisie" });
}

// [label, value typed, message expected under the field] for every validation rule (docs/product.md#validation) that a user can break.
const IDENTITY_RULES: Array<[string, string, string]> = [
  ['Nom', '', 'Le nom est requis'],
  ['Nom', 'A', 'Le nom doit contenir au moins 2 caractères'],
  ['Prénom', '', 'Le prénom est requis'],
  ['Prénom', 'B', 'Le prénom doit contenir au moins 2 caractères'],
  ['Email', '', "L'email est requis"],
  ['Email', 'anna@exemple', 'Email invalide'],
  ['Mot de passe', '', 'Le mot de passe est requis'],
  [
    'Mot de passe',
    'secret1',
    "Le mot de passe doit contenir au moins 6 caractères, une majuscule, une minuscule, un chiffre et pas d'espace",
  ],
  [
    'Mot de passe',
    'Sec 12',
    "Le mot de passe doit contenir au moins 6 caractères, une majuscule, une minuscule, un chiffre et pas d'espace",
  ],
  ['Confirmation du mot de passe', '', 'La confirmation du mot de passe est requise'],
  ['Adresse', '', "L'adresse est requise"],
  ['Ville', '', 'La ville est requise'],
  ['Code postal', '', 'Le code postal est requis'],
  ['Code postal', '7500', 'Le code postal doit contenir exactement 5 chiffres'],
  ['Code postal', '7500A', 'Le code postal doit contenir exactement 5 chiffres'],
  ['Téléphone', '', 'Le numéro de téléphone est requis'],
  ['Téléphone', '061234567', 'Le numéro de téléphone doit contenir exactement 10 chiffres'],
];

const ASSOCIATION_RULES: Array<[string, string, string]> = [
  ["Nom de l'association", '', "Le nom d'association est requis"],
  ['Numéro RNA', '', 'Le code RNA est requis'],
  ['Numéro RNA', 'w123456789', "Le code RNA doit être composé d'une lettre majuscule suivie de 9 chiffres"],
  ['Numéro RNA', 'W12345678', "Le code RNA doit être composé d'une lettre majuscule suivie de 9 chiffres"],
];

describe('RegisterPage', () => {
  // Failures are logged to the console (docs/product.md#messages); keep the test output readable.
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  beforeEach(() => {
    answerLogin({ token: familyToken({ familyId: 12 }) });
    // Routes a test expects untouched are there to count requests.
    answerRegisterFamily(refuse(500));
    answerRegisterAssociation(refuse(500));
    answerCommunes();
  });
  afterEach(() => act(() => sessionStore.getState().logout()));

  describe('signed in by registering', () => {
    it('a family is signed in with the e-mail and password it chose, then lands on / with the success message', async () => {
      answerRegisterFamily(makeFamily({ id: 12 }));
      const user = renderPage();
      await fill(user, IDENTITY);
      await acknowledgeAndSubmit(user);
      expect(await screen.findByText('Compte créé avec succès.')).toBeInTheDocument();
      expect(login.bodies).toContainEqual({ email: 'anna@example.org', password: 'Abri7Chaton' });
      expect(sessionStore.getState()).toMatchObject({ isLoggedIn: true, role: 'family', familyId: 12 });
      await waitFor(() => expect(location()).toBe('/'));
    });

    it('an association too', async () => {
      answerRegisterAssociation(makeAssociation({ id: 4 }));
      answerLogin({ token: associationToken({ associationId: 4 }) });
      const user = renderPage();
      await chooseAssociation(user);
      await fill(user, { ...IDENTITY, "Nom de l'association": 'Refuge des Lilas', 'Numéro RNA': 'W123456789' });
      await acknowledgeAndSubmit(user);
      expect(await screen.findByText('Compte créé avec succès.')).toBeInTheDocument();
      expect(sessionStore.getState()).toMatchObject({ isLoggedIn: true, role: 'association', associationId: 4 });
      await waitFor(() => expect(location()).toBe('/'));
    });

    it('if signing in fails, the account still exists: the success message and /, signed out', async () => {
      answerRegisterFamily(makeFamily({ id: 12 }));
      // A 500, as a 503 would be sent once more by the client itself.
      answerLogin(refuse(500));
      const user = renderPage();
      await fill(user, IDENTITY);
      await acknowledgeAndSubmit(user);
      await waitFor(() => expect(location()).toBe('/'));
      expect(screen.getByText('Compte créé avec succès.')).toBeInTheDocument();
      expect(login.count).toBe(1);
      expect(sessionStore.getState().isLoggedIn).toBe(false);
    });

    it('a refused registration signs nobody in', async () => {
      answerRegisterFamily(refuse(409, { message: 'Cet email est déjà utilisé.' }));
      const user = renderPage();
      await fill(user, IDENTITY);
      await acknowledgeAndSubmit(user);
      expect(await screen.findByText('Cet email est déjà utilisé.')).toBeInTheDocument();
      expect(login.count).toBe(0);
      expect(sessionStore.getState().isLoggedIn).toBe(false);
    });
  });

  describe('toggle', () => {
    it('defaults to the family form and switches to the association form', async () => {
      const user = renderPage();
      expect(screen.getByRole('button', { name: 'Famille' })).toHaveAttribute('aria-pressed', 'true');
      expect(screen.getByRole('button', { name: 'Association' })).toHaveAttribute('aria-pressed', 'false');
      expect(field("Type d'habitation")).toBeInTheDocument();
      expect(screen.queryByLabelText("Nom de l'association")).not.toBeInTheDocument();

      await chooseAssociation(user);
      expect(screen.getByRole('button', { name: 'Association' })).toHaveAttribute('aria-pressed', 'true');
      expect(field("Nom de l'association")).toBeInTheDocument();
      expect(screen.queryByLabelText("Type d'habitation")).not.toBeInTheDocument();
    });
  });

  describe('family form', () => {
    it('starts with housing type Maison, no garden and 0 animals, and offers every option', () => {
      renderPage();
      expect(field("Type d'habitation")).toHaveValue('1');
      expect(screen.getByRole('option', { name: 'Maison' })).toHaveProperty('selected', true);
      expect(
        Array.from((field("Type d'habitation") as HTMLSelectElement).options).map((o) => [o.value, o.textContent]),
      ).toEqual([
        ['1', 'Maison'],
        ['2', 'Appartement'],
        ['3', 'Ferme'],
        ['4', 'Studio'],
      ]);
      expect(field('Jardin')).not.toBeChecked();
      expect(field("Nombre d'animaux")).toHaveValue('0');
      expect(Array.from((field("Nombre d'animaux") as HTMLSelectElement).options).map((o) => o.value)).toEqual([
        '0',
        '1',
        '2',
        '3',
        '4',
        '5+',
      ]);
    });

    it.each(IDENTITY_RULES)('%s = "%s" shows "%s" under the field once touched', async (label, value, message) => {
      const user = renderPage();
      if (label === 'Confirmation du mot de passe') await fill(user, { 'Mot de passe': 'Abri7Chaton' });
      expect(screen.queryByText(message)).not.toBeInTheDocument();
      await touch(user, label, value);
      expect(field(label)).toHaveAccessibleDescription(expect.stringContaining(message));
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    });

    it.each(['06 12 34 56 78', '06.12.34.56.78', '+33 6 12 34 56 78'])(
      'accepts the phone typed as %s (nothing cut, no error)',
      async (typed) => {
        const user = renderPage();
        await touch(user, 'Téléphone', typed);
        expect(field('Téléphone')).toHaveValue(typed);
        expect(field('Téléphone')).not.toHaveAttribute('aria-invalid');
      },
    );

    it('says when the description is over 5000 characters instead of cutting it', async () => {
      const user = renderPage();
      await touch(user, 'Description', 'a');
      await user.clear(field('Description'));
      await user.click(field('Description'));
      await user.paste('a'.repeat(5001));
      await user.tab();
      expect(field('Description')).toHaveValue('a'.repeat(5001));
      expect(field('Description')).toHaveAccessibleDescription(
        expect.stringContaining('Le champ description ne doit pas dépasser 5000 caractères'),
      );
    });

    it('refuses a common password under the field, whatever its case', async () => {
      const user = renderPage();
      await touch(user, 'Mot de passe', 'AzErTy123');
      await waitFor(() =>
        expect(field('Mot de passe')).toHaveAccessibleDescription(
          expect.stringContaining('Ce mot de passe est trop courant, choisissez-en un autre.'),
        ),
      );
    });

    it('does not send a common password, even submitted at once', async () => {
      const user = renderPage();
      await fill(user, { ...IDENTITY, 'Mot de passe': 'Password1', 'Confirmation du mot de passe': 'Password1' });
      await acknowledgeAndSubmit(user);
      expect(await screen.findByText('Ce mot de passe est trop courant, choisissez-en un autre.')).toBeInTheDocument();
      expect(registerFamily.count).toBe(0);
    });

    it('shows a mismatch under the confirmation', async () => {
      const user = renderPage();
      await fill(user, { 'Mot de passe': 'Abri7Chaton' });
      await touch(user, 'Confirmation du mot de passe', 'Secret2');
      expect(field('Confirmation du mot de passe')).toHaveAccessibleDescription(
        expect.stringContaining('Les mots de passe doivent correspondre'),
      );
    });

    it('shows no error under an untouched field, and none for valid values', async () => {
      const user = renderPage();
      expect(screen.queryByText('Le nom est requis')).not.toBeInTheDocument();
      await touch(user, 'Nom', 'Dupont');
      expect(field('Nom')).not.toHaveAttribute('aria-invalid');
      expect(screen.queryByText(/Le nom/)).not.toBeInTheDocument();
    });

    it('says the description is required under the field, and does not send without one', async () => {
      const user = renderPage();
      const { Description: _skipped, ...withoutDescription } = IDENTITY;
      await fill(user, withoutDescription);
      await acknowledgeAndSubmit(user);

      expect(field('Description')).toHaveAccessibleDescription(expect.stringContaining('La description est requise'));
      expect(registerFamily.count).toBe(0);
      // The blocked submit is not a dead click: focus lands on the field that needs attention.
      expect(field('Description')).toHaveFocus();
    });

    it('keeps the submit button disabled until the acknowledgement is ticked', async () => {
      const user = renderPage();
      expect(submitButton()).toBeDisabled();
      expect(screen.getByRole('link', { name: "conditions d'utilisation" })).toHaveAttribute(
        'href',
        '/terms-and-conditions-of-use',
      );
      await user.click(acknowledgement());
      expect(submitButton()).toBeEnabled();
      await user.click(acknowledgement());
      expect(submitButton()).toBeDisabled();
    });

    it('shows every error of an empty form on submit and sends nothing', async () => {
      const user = renderPage();
      await acknowledgeAndSubmit(user);
      expect(screen.getByText('Le nom est requis')).toBeInTheDocument();
      expect(screen.getByText('Le numéro de téléphone est requis')).toBeInTheDocument();
      expect(registerFamily.count).toBe(0);
    });

    it('sends the family payload (docs/product.md#entities), sanitised, then says so and goes home', async () => {
      answerRegisterFamily(makeFamily({ id: 1 }));
      const user = renderPage();
      await fill(user, {
        ...IDENTITY,
        Nom: '<b>Dupont</b>',
        Description: '<script>alert(1)</script>Nous aimons les animaux.',
      });
      await user.selectOptions(field("Type d'habitation"), 'Appartement');
      await user.click(field('Jardin'));
      await user.selectOptions(field("Nombre d'animaux"), '5+');
      await chooseImage(user);
      await acknowledgeAndSubmit(user);

      await waitFor(() => expect(registerFamily.count).toBe(1));
      expect(registerFamily.bodies).toContainEqual({
        role: 'family',
        ...SENT_IDENTITY,
        houseType: '2',
        garden: true,
        owned_animals: '5+',
        description: 'Nous aimons les animaux.',
        url_image: 'data:image/png;base64,YWJj',
      });
      expect(await screen.findByText('Compte créé avec succès.')).toBeInTheDocument();
      expect(location()).toBe('/');
    });

    it("offers 'Je souhaite être visible des associations', unticked and explained; ticked, it is sent", async () => {
      answerRegisterFamily(makeFamily({ id: 1 }));
      const user = renderPage();
      const optIn = field('Je souhaite être visible des associations');
      expect(optIn).not.toBeChecked();
      expect(optIn).toHaveAccessibleDescription(/Les associations pourront voir votre prénom, votre ville/);
      await fill(user, IDENTITY);
      await user.click(optIn);
      await acknowledgeAndSubmit(user);
      await waitFor(() => expect(registerFamily.count).toBe(1));
      expect(registerFamily.requests[0].body).toMatchObject({ visible: true });
    });

    it('sends the defaults and a null image when nothing else is chosen', async () => {
      answerRegisterFamily(makeFamily({ id: 1 }));
      const user = renderPage();
      await fill(user, IDENTITY);
      await acknowledgeAndSubmit(user);

      await waitFor(() => expect(registerFamily.count).toBe(1));
      expect(registerFamily.requests[0].body).toMatchObject({
        houseType: '1',
        garden: false,
        owned_animals: '0',
        url_image: null,
      });
      // Not ticked: the payload (docs/product.md#entities), without the opt-in.
      expect(registerFamily.requests[0].body).not.toHaveProperty('visible');
    });

    it('keeps everything typed and shows the failure toast when the server refuses', async () => {
      answerRegisterFamily(refuse(500, { statusCode: 500, message: 'Une erreur interne est survenue.' }));
      const user = renderPage();
      await fill(user, IDENTITY);
      await acknowledgeAndSubmit(user);

      expect(
        await screen.findByText('Un problème est survenu lors de la création du compte.', {
          selector: '[class*="message"]',
        }),
      ).toBeInTheDocument();
      expect(location()).toBe('/register');
      expect(field('Nom')).toHaveValue('Dupont');
      expect(field('Description')).toHaveValue('Nous aimons les animaux.');
      expect(acknowledgement()).toBeChecked();
      expect(submitButton()).toBeEnabled();
    });
  });

  describe('association form', () => {
    it('explains what the RNA number is', async () => {
      const user = renderPage();
      await chooseAssociation(user);
      expect(field('Numéro RNA')).toHaveAccessibleDescription(
        expect.stringContaining('Répertoire National des Associations'),
      );
      expect(field('Numéro RNA')).toHaveAccessibleDescription(expect.stringContaining('W suivie de 9 chiffres'));
    });

    it.each([...ASSOCIATION_RULES, ...IDENTITY_RULES])(
      '%s = "%s" shows "%s" under the field once touched',
      async (label, value, message) => {
        const user = renderPage();
        await chooseAssociation(user);
        await touch(user, label, value);
        expect(field(label)).toHaveAccessibleDescription(expect.stringContaining(message));
      },
    );

    it('shows the description error once the field was left empty', async () => {
      const user = renderPage();
      await chooseAssociation(user);
      await touch(user, 'Description');
      expect(field('Description')).toHaveAccessibleDescription(expect.stringContaining('La description est requise'));
    });

    it('keeps the submit button disabled until the acknowledgement is ticked', async () => {
      const user = renderPage();
      await chooseAssociation(user);
      expect(submitButton()).toBeDisabled();
      await user.click(acknowledgement());
      expect(submitButton()).toBeEnabled();
    });

    it('sends the association payload (docs/product.md#entities), then says so and goes home', async () => {
      answerRegisterAssociation(makeAssociation({ id: 3 }));
      const user = renderPage();
      await chooseAssociation(user);
      await fill(user, { ...IDENTITY, "Nom de l'association": 'Refuge du Lac', 'Numéro RNA': 'W123456789' });
      await chooseImage(user);
      await acknowledgeAndSubmit(user);

      await waitFor(() => expect(registerAssociation.count).toBe(1));
      expect(registerAssociation.bodies).toContainEqual({
        role: 'association',
        ...SENT_IDENTITY,
        name_association: 'Refuge du Lac',
        RNA_code: 'W123456789',
        description: 'Nous aimons les animaux.',
        url_image: 'data:image/png;base64,YWJj',
      });
      expect(registerFamily.count).toBe(0);
      expect(await screen.findByText('Compte créé avec succès.')).toBeInTheDocument();
      expect(location()).toBe('/');
    });

    it("on a 400 shows the server's reasons under their fields (image included), besides the SPEC toast", async () => {
      const imageMessage = "L'image doit être un fichier JPEG, PNG ou GIF de 10 Mo au plus";
      answerRegisterAssociation(
        refuse(400, {
          statusCode: 400,
          message: ['Le code postal doit contenir exactement 5 chiffres', imageMessage, 'Une autre raison'],
          error: 'Bad Request',
          fields: { zip_code: 'Le code postal doit contenir exactement 5 chiffres', url_image: imageMessage },
        }),
      );
      const user = renderPage();
      await chooseAssociation(user);
      await fill(user, { ...IDENTITY, "Nom de l'association": 'Refuge du Lac', 'Numéro RNA': 'W123456789' });
      await acknowledgeAndSubmit(user);

      await waitFor(() =>
        expect(field('Code postal')).toHaveAccessibleDescription(
          expect.stringContaining('Le code postal doit contenir exactement 5 chiffres'),
        ),
      );
      expect(screen.getByText(imageMessage)).toBeInTheDocument();
      expect(screen.getByText('Une autre raison')).toBeInTheDocument();
      expect(screen.getByText('Un problème est survenu lors de la création du compte.')).toBeInTheDocument();
      expect(location()).toBe('/register');
    });

    it("on a 409 shows the failure toast and the server's explanation, keeping what was typed", async () => {
      answerRegisterAssociation(
        refuse(409, { statusCode: 409, message: 'Un compte existe déjà avec cet email.', error: 'Conflict' }),
      );
      const user = renderPage();
      await chooseAssociation(user);
      await fill(user, { ...IDENTITY, "Nom de l'association": 'Refuge du Lac', 'Numéro RNA': 'W123456789' });
      await acknowledgeAndSubmit(user);

      expect(await screen.findByText('Un compte existe déjà avec cet email.')).toBeInTheDocument();
      expect(screen.getByText('Un problème est survenu lors de la création du compte.')).toBeInTheDocument();
      expect(location()).toBe('/register');
      expect(field("Nom de l'association")).toHaveValue('Refuge du Lac');
    });
  });

  it('shows the processing overlay while the account is being created', async () => {
    const held = heldAnswer<typeof ENDPOINTS.registerFamily>();
    answerRegisterFamily(held.answer);
    const user = renderPage();
    await fill(user, IDENTITY);
    await acknowledgeAndSubmit(user);

    expect(await screen.findByText('Processing…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Création du compte…' })).toBeDisabled();
    await act(async () => held.release(makeFamily({ id: 12 })));
    expect(screen.queryByText('Processing…')).not.toBeInTheDocument();
  });
});
