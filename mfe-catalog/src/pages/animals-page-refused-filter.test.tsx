import { ENDPOINTS } from '@petfoster/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AnimalsPage from './animals-page';
import { makeAnimal } from '../test/fixtures';
import { renderRoute } from '@petfoster/platform/test-utils';
import { listReply, onEndpoint, refuse } from '@petfoster/platform/test-utils/network';
const NEAR_UNKNOWN = 'Le paramètre near ne correspond à aucun code postal connu';
/** What GET /api/animals answers for a postal code that does not exist. */
const refusal = () =>
  refuse(400, { statusCode: 400, message: [NEAR_UNKNOWN], error: 'Bad Request', fields: { near: NEAR_UNKNOWN } });

const felix = makeAnimal({ name: 'Félix', species_id: 2, species: { id: 2, name: 'Chat' } });

beforeEach(() => {
  onEndpoint(ENDPOINTS.listAnimals, ({ query }) =>
    query.near && query.near !== '14000' ? refusal() : listReply([felix]),
  );
});

const renderAt = (path: string) => renderRoute(<AnimalsPage />, { url: path, path: '/animals' });
const panel = () => screen.getByRole('region', { name: 'Filtres' });
const nearField = () => within(panel()).getByRole('textbox', { name: 'Près de (code postal)' });

it("'Près de' 75000: the API's message under the field with the arrondissements' range, the last results kept", async () => {
  renderAt('/animals');
  await screen.findByText('Félix');
  await userEvent.type(nearField(), '75000');
  await waitFor(() => expect(nearField()).toHaveAccessibleDescription(expect.stringContaining(NEAR_UNKNOWN)));
  expect(nearField()).toHaveAccessibleDescription(
    expect.stringContaining('Paris\u00a0: un code postal par arrondissement, de 75001 à 75020.'),
  );
  expect(nearField()).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByText('Félix')).toBeInTheDocument();
  expect(screen.getByText('1 animal')).toBeInTheDocument();
  expect(screen.queryByText('Impossible de charger les animaux pour le moment.')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();
});

it('a hand-edited URL (near=69000) says why above the list too, without Réessayer, and offers to clear', async () => {
  renderAt('/animals?near=69000');
  const alerts = await screen.findAllByRole('alert');
  const page = alerts.find((alert) => !panel().contains(alert)) as HTMLElement;
  expect(within(page).getByText(NEAR_UNKNOWN)).toBeInTheDocument();
  expect(within(page).getByText('Lyon : un code postal par arrondissement, de 69001 à 69009.')).toBeInTheDocument();
  expect(nearField()).toHaveAccessibleDescription(expect.stringContaining(NEAR_UNKNOWN));
  expect(screen.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();
  await userEvent.click(screen.getAllByRole('button', { name: 'Effacer les filtres' }).at(-1) as HTMLElement);
  expect(await screen.findByText('Félix')).toBeInTheDocument();
  expect(screen.queryByText(NEAR_UNKNOWN)).not.toBeInTheDocument();
});

it('a known postal code typed after the refusal lists its animals and the message goes', async () => {
  renderAt('/animals?near=13000');
  await waitFor(() => expect(nearField()).toHaveAccessibleDescription(expect.stringContaining(NEAR_UNKNOWN)));
  await userEvent.clear(nearField());
  await userEvent.type(nearField(), '14000');
  expect(await screen.findByText('Félix')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText(NEAR_UNKNOWN)).not.toBeInTheDocument());
});
