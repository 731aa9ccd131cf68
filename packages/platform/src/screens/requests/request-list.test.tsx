import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { FosterRequest } from '@petfoster/contracts';
import { RequestList } from './request-list';

const request = (id: number, status: string, name: string, extra: Partial<FosterRequest> = {}): FosterRequest =>
  ({
    id,
    animal_id: id + 10,
    family_id: 7,
    association_id: 3,
    motivation: '',
    status,
    reason: null,
    created_at: '2026-03-05T10:00:00.000Z',
    animal: { id: id + 10, name, url_image: null, url_thumbnail: null },
    family: { id: 7, lastname: 'Dupont', firstname: 'Anne', city: 'Lyon' },
    association: { id: 3, name_association: 'Les Amis des Bêtes' },
    ...extra,
  }) as FosterRequest;

function renderList(props: Partial<Parameters<typeof RequestList>[0]> = {}) {
  return render(
    <MemoryRouter>
      <RequestList requests={[]} renderActions={() => null} counterpart="family" {...props} />
    </MemoryRouter>,
  );
}

it('shows a spinner while loading, nothing when the load failed, the empty text otherwise', () => {
  const { unmount } = renderList({ loading: true });
  expect(screen.getByRole('status')).toHaveTextContent('Chargement…');
  unmount();
  const failed = renderList({ failed: true });
  expect(failed.container).toBeEmptyDOMElement();
  failed.unmount();
  renderList();
  expect(screen.getByText('Aucune demande pour le moment.')).toBeInTheDocument();
});

it('renders one card per request with its actions, and the eye opens the shared detail modal', async () => {
  renderList({
    requests: [request(1, 'En attente', 'Rex'), request(2, 'Refusée', 'Mina')],
    renderActions: (r) => (r.status === 'Refusée' ? <button type="button">Supprimer</button> : null),
  });
  const mina = screen.getByRole('article', { name: 'Demande pour Mina' });
  expect(mina).toHaveAttribute('data-status', 'refused');
  expect(within(mina).getByRole('button', { name: 'Supprimer' })).toBeInTheDocument();
  expect(
    within(screen.getByRole('article', { name: 'Demande pour Rex' })).queryByRole('button', { name: 'Supprimer' }),
  ).toBeNull();
  await userEvent.click(within(mina).getByRole('button', { name: 'Voir la demande' }));
  const dialog = screen.getByRole('dialog', { name: 'Détail de la demande' });
  expect(within(dialog).getByText('Mina')).toBeInTheDocument();
  expect(within(dialog).getByText('Aucune motivation renseignée')).toBeInTheDocument();
  expect(within(dialog).getByText('05/03/2026')).toBeInTheDocument();
});

it("the modal shows the family's full name, city, motivation and date, with the card's actions", async () => {
  renderList({
    requests: [request(1, 'En attente', 'Pixel', { motivation: 'Un grand jardin' })],
    renderActions: () => (
      <>
        <button type="button">Accepter</button>
        <button type="button">Refuser</button>
      </>
    ),
  });
  await userEvent.click(screen.getByRole('button', { name: 'Voir la demande' }));
  const dialog = screen.getByRole('dialog', { name: 'Détail de la demande' });
  expect(within(dialog).getByText('Anne Dupont')).toBeInTheDocument();
  expect(within(dialog).getByText('Lyon')).toBeInTheDocument();
  expect(within(dialog).getByText('Un grand jardin')).toBeInTheDocument();
  expect(within(dialog).getByText('05/03/2026')).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Accepter' })).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Refuser' })).toBeInTheDocument();
});

it('cards show the date, and the counterpart: the family for an association, the association for a family', () => {
  const { unmount } = renderList({ requests: [request(1, 'En attente', 'Pixel')], counterpart: 'family' });
  const card = screen.getByRole('article', { name: 'Demande pour Pixel' });
  expect(within(card).getByText('05/03/2026')).toBeInTheDocument();
  expect(within(card).getByRole('link', { name: 'Famille Dupont' })).toHaveAttribute('href', '/familyprofile/7');
  unmount();
  renderList({ requests: [request(1, 'En attente', 'Pixel')], counterpart: 'association' });
  expect(screen.getByRole('link', { name: 'Les Amis des Bêtes' })).toHaveAttribute('href', '/associationprofile/3');
  expect(screen.queryByRole('link', { name: 'Famille Dupont' })).toBeNull();
});

it('a request closed because another family was chosen says so, distinct from a refusal by decision', () => {
  renderList({
    requests: [request(1, 'Refusée', 'Pixel', { reason: 'other_family_chosen' }), request(2, 'Refusée', 'Mina')],
  });
  const closed = screen.getByRole('article', { name: 'Demande pour Pixel' });
  expect(within(closed).getByText('Refusée')).toBeInTheDocument();
  expect(within(closed).getByText('Une autre famille a été choisie')).toBeInTheDocument();
  expect(
    within(screen.getByRole('article', { name: 'Demande pour Mina' })).queryByText('Une autre famille a été choisie'),
  ).toBeNull();
});

it("a placement whose family deleted its account reads 'Famille supprimée', without a link to a gone profile", () => {
  renderList({
    requests: [
      request(1, 'Approuvée', 'Pixel', {
        family: { id: 7, lastname: 'supprimée', firstname: '', city: '', deleted: true },
      }),
    ],
  });
  const card = screen.getByRole('article', { name: 'Demande pour Pixel' });
  expect(within(card).getByText('Famille supprimée')).toBeInTheDocument();
  expect(within(card).queryByRole('link', { name: /Famille/ })).toBeNull();
});

it("the detail of such a placement names the family 'Famille supprimée' too, with its state", async () => {
  renderList({
    requests: [
      request(1, 'Approuvée', 'Pixel', {
        family: { id: 7, lastname: 'supprimée', firstname: '', city: '', deleted: true },
      }),
    ],
  });
  await userEvent.click(screen.getByRole('button', { name: 'Voir la demande' }));
  const dialog = screen.getByRole('dialog', { name: 'Détail de la demande' });
  expect(within(dialog).getByText('Famille supprimée')).toBeInTheDocument();
  expect(within(dialog).getByText('Approuvée')).toBeInTheDocument();
  expect(within(dialog).queryByText('Ville')).toBeNull();
});
