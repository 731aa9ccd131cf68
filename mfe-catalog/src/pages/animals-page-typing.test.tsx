import { ENDPOINTS } from '@petfoster/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AnimalsPage from './animals-page';
import { makeAnimal } from '../test/fixtures';
import { renderRoute } from '@petfoster/platform/test-utils';
import { listReply, onEndpoint, type Received } from '@petfoster/platform/test-utils/network';

/* The filters never cut what is typed ('75 011' used to become '75 01' and search somewhere else). */

let animals: Received<typeof ENDPOINTS.listAnimals>;
beforeEach(() => {
  animals = onEndpoint(ENDPOINTS.listAnimals, listReply([makeAnimal({ name: 'Félix' })]));
});

it("keeps '75 011' whole in 'Près de' and explains it, without searching near '75 01'", async () => {
  renderRoute(<AnimalsPage />, { url: '/animals', path: '/animals' });
  await screen.findByText('Félix');
  const panel = screen.getByRole('region', { name: 'Filtres' });
  const near = within(panel).getByRole('textbox', { name: 'Près de (code postal)' });
  await userEvent.type(near, '75 011');
  expect(near).toHaveValue('75 011');
  expect(near).not.toHaveAttribute('maxlength');
  expect(within(panel).getByText('Le code postal doit contenir exactement 5 chiffres')).toBeInTheDocument();
  expect(animals.requests.map((request) => request.query)).not.toContainEqual(
    expect.objectContaining({ near: expect.anything() }),
  );
  const department = within(panel).getByRole('textbox', { name: 'Département' });
  await userEvent.type(department, '2A1');
  expect(department).toHaveValue('2A1');
});
