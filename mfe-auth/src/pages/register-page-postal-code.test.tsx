import { ENDPOINTS } from '@petfoster/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import RegisterPage from './register-page';
import { renderRoute } from '@petfoster/platform/test-utils';
import { onEndpoint, type Received, refuse, type Resolver } from '@petfoster/platform/test-utils/network';

const answerRegisterFamily = (answer: Resolver<typeof ENDPOINTS.registerFamily>) =>
  onEndpoint(ENDPOINTS.registerFamily, answer);
let communes: Received<typeof ENDPOINTS.communes>;
const COMMUNES: Record<string, string[]> = {
  '14400': ['Bayeux', 'Saint-Vigor-le-Grand', 'Sommervieu'],
  '75011': ['Paris'],
  '75000': [],
};

beforeEach(() => {
  // The address forms read the communes of a postal code from the API.
  communes = onEndpoint(ENDPOINTS.communes, ({ query }) => ({
    postal_code: query.postal_code,
    communes: COMMUNES[query.postal_code] ?? [],
  }));
});

function renderPage() {
  const user = userEvent.setup({ delay: null });
  renderRoute(<RegisterPage />, { path: '/register' });
  return user;
}
const field = (label: string) => screen.getByLabelText(label);

async function type(user: ReturnType<typeof renderPage>, label: string, value: string) {
  await user.clear(field(label));
  await user.type(field(label), value);
}

it('says at once that 75000 is no postal code, with the range of the Paris arrondissements', async () => {
  const user = renderPage();
  await type(user, 'Code postal', '75000');
  const said = await screen.findByRole('status');
  expect(within(said).getByText('Code postal inconnu')).toBeInTheDocument();
  expect(within(said).getByText('Paris : un code postal par arrondissement, de 75001 à 75020.')).toBeInTheDocument();
  expect(communes.requests.map((request) => request.query.postal_code)).toContain('75000');
});

it("offers the postal code's communes when the city is none of them, and the chosen one fills 'Ville'", async () => {
  const user = renderPage();
  await type(user, 'Ville', 'Marseille');
  await type(user, 'Code postal', '14400');
  expect(await screen.findByText('Cette ville ne correspond pas au code postal')).toBeInTheDocument();
  const choice = screen.getByLabelText('Communes du code postal 14400');
  expect(
    within(choice)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Choisir la ville…', 'Bayeux', 'Saint-Vigor-le-Grand', 'Sommervieu']);
  await user.selectOptions(choice, 'Saint-Vigor-le-Grand');
  expect(field('Ville')).toHaveValue('Saint-Vigor-le-Grand');
  expect(screen.queryByLabelText('Communes du code postal 14400')).not.toBeInTheDocument();
});

it('asks nothing when the city is one of the communes, however it is written', async () => {
  const user = renderPage();
  await type(user, 'Ville', 'st vigor le grand');
  await type(user, 'Code postal', '14400');
  await waitFor(() => expect(communes.requests.map((request) => request.query.postal_code)).toContain('14400'));
  expect(screen.queryByLabelText('Communes du code postal 14400')).not.toBeInTheDocument();
  expect(screen.queryByText('Cette ville ne correspond pas au code postal')).not.toBeInTheDocument();
});

it("shows the server's refusal under 'Ville' once, with the communes to choose from", async () => {
  answerRegisterFamily(
    refuse(400, {
      statusCode: 400,
      message: ['Cette ville ne correspond pas au code postal'],
      fields: { city: 'Cette ville ne correspond pas au code postal' },
    }),
  );
  const user = renderPage();
  for (const [label, value] of Object.entries({
    Nom: 'Dupont',
    Prénom: 'Anna',
    Email: 'anna@example.org',
    'Mot de passe': 'Abri7Chaton',
    'Confirmation du mot de passe': 'Abri7Chaton',
    Adresse: '1 rue de la Paix',
    Ville: 'Lyon',
    'Code postal': '75011',
    Téléphone: '0612345678',
    Description: 'Nous aimons les animaux.',
  }))
    await type(user, label, value);
  await user.click(screen.getByRole('checkbox', { name: /Je certifie avoir pris connaissance/ }));
  await user.click(screen.getByRole('button', { name: "S'inscrire" }));
  await waitFor(() =>
    expect(field('Ville')).toHaveAccessibleDescription('Cette ville ne correspond pas au code postal'),
  );
  expect(screen.getAllByText('Cette ville ne correspond pas au code postal')).toHaveLength(1);
  await user.selectOptions(field('Communes du code postal 75011'), 'Paris');
  expect(field('Ville')).toHaveValue('Paris');
}, 20_000);
