import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { makeRequest } from '@petfoster/platform/test-utils';
import { RequestCard } from './request-card';

const renderCard = (request: ReturnType<typeof makeRequest>, counterpart: 'family' | 'association' = 'association') =>
  render(
    <MemoryRouter>
      <RequestCard request={request} counterpart={counterpart} onView={() => undefined} />
    </MemoryRouter>,
  );

it("a request closed because the animal was deleted says 'Animal retiré', with the name and no link to its page", () => {
  renderCard(
    makeRequest({
      animal_id: null,
      status: 'Refusée',
      reason: 'animal_withdrawn',
      animal: { id: null, name: 'Pixel', url_image: null, url_thumbnail: null },
    }),
  );
  const card = within(screen.getByRole('article', { name: 'Demande pour Pixel' }));
  expect(card.getByText('Refusée')).toBeInTheDocument();
  expect(card.getByText('Animal retiré')).toBeInTheDocument();
  expect(card.getByText('Pixel')).not.toHaveAttribute('href');
  expect(card.queryByRole('link', { name: 'Pixel' })).not.toBeInTheDocument();
});

it('a placement whose animal was deleted keeps its status and says the animal is gone', () => {
  renderCard(
    makeRequest({
      animal_id: null,
      status: 'Approuvée',
      animal: { id: null, name: 'Caramel', url_image: null, url_thumbnail: null },
    }),
    'family',
  );
  const card = within(screen.getByRole('article', { name: 'Demande pour Caramel' }));
  expect(card.getByText('Approuvée')).toBeInTheDocument();
  expect(card.getByText('Animal retiré')).toBeInTheDocument();
});

it('an animal still there keeps its link and no such mention', () => {
  renderCard(makeRequest());
  expect(screen.getByRole('link', { name: 'Rex' })).toHaveAttribute('href', '/animals-details/11');
  expect(screen.queryByText('Animal retiré')).not.toBeInTheDocument();
});

it("a refusal with the association's reason shows it on the card, as typed", () => {
  renderCard(
    makeRequest({ status: 'Refusée', refusal_reason: 'Il lui faut un jardin clos.\n<b>Merci</b> !' }),
    'association',
  );
  const reason = screen.getByText(/^Motif de l'association/);
  expect(reason.textContent).toBe("Motif de l'association\u00a0: Il lui faut un jardin clos.\n<b>Merci</b> !");
});
