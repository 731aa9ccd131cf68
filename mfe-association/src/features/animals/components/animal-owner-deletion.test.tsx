import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RequestSummary } from '@petfoster/contracts';
import AnimalOwnerActions from './animal-owner-actions';
import { loginAs, logoutSession, makeAnimal, renderRoute } from '@petfoster/platform/test-utils';

const DETAIL = { path: '/animals-details/:id', url: '/animals-details/11' };
const summary = (id: number, status: RequestSummary['status']): RequestSummary => ({
  id,
  status,
  family_id: id + 100,
  association_id: 3,
  animal_id: 11,
});

beforeEach(() => loginAs({ role: 'association', userId: 9, associationId: 3 }));
afterEach(logoutSession);

async function openDeletion(animal: ReturnType<typeof makeAnimal>) {
  renderRoute(<AnimalOwnerActions animal={animal} />, DETAIL);
  await userEvent.click(screen.getByRole('button', { name: 'Supprimer' }));
  return within(screen.getByRole('dialog', { name: `Supprimer ${animal.name}` }));
}

it('says how many requests are pending and what their families will be told (agreeing with a female)', async () => {
  const dialog = await openDeletion(
    makeAnimal({
      name: 'Pixel',
      gender: 'femelle',
      requests: [summary(1, 'En attente'), summary(2, 'En attente'), summary(3, 'Refusée')],
    }),
  );
  expect(
    dialog.getByText(
      "2 demandes d'accueil sont en attente pour Pixel. Les familles seront prévenues par e-mail que Pixel n'est plus proposée, et leurs demandes resteront visibles avec la mention « Animal retiré ».",
    ),
  ).toBeInTheDocument();
});

it('one pending request, a male', async () => {
  const dialog = await openDeletion(makeAnimal({ requests: [summary(1, 'En attente')] }));
  expect(dialog.getByText(/^1 demande d'accueil est en attente pour Rex\. La famille sera prévenue/)).toHaveTextContent(
    "que Rex n'est plus proposé, et sa demande restera visible avec la mention « Animal retiré ».",
  );
});

it('none pending: says so', async () => {
  const dialog = await openDeletion(makeAnimal({ requests: [summary(1, 'Refusée')] }));
  expect(dialog.getByText("Aucune demande d'accueil n'est en attente pour Rex.")).toBeInTheDocument();
});
