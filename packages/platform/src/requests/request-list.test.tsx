import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { FosterRequest } from '@petfoster/contracts';
import { RequestList } from './request-list';

const request = (id: number, status: string, name: string): FosterRequest =>
  ({
    id,
    animal_id: id + 10,
    family_id: 7,
    association_id: 3,
    motivation: '',
    status,
    created_at: '2026-03-05T10:00:00.000Z',
    animal: { id: id + 10, name, url_image: null, url_thumbnail: null },
    family: { id: 7, lastname: 'Dupont' },
  }) as FosterRequest;

function renderList(props: Partial<Parameters<typeof RequestList>[0]> = {}) {
  return render(
    <MemoryRouter>
      <RequestList requests={[]} renderActions={() => null} {...props} />
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
  expect(within(screen.getByRole('article', { name: 'Demande pour Rex' })).queryByRole('button', { name: 'Supprimer' })).toBeNull();
  await userEvent.click(within(mina).getByRole('button', { name: 'Voir la demande' }));
  const dialog = screen.getByRole('dialog', { name: 'Détail de la demande' });
  expect(within(dialog).getByText('Mina')).toBeInTheDocument();
  expect(within(dialog).getByText('Aucune motivation renseignée')).toBeInTheDocument();
  expect(within(dialog).getByText('05/03/2026')).toBeInTheDocument();
});
