import { ENDPOINTS, NEWS_MESSAGES as M } from '@petfoster/contracts';
import { screen, within } from '@testing-library/react';
import { renderRoute } from '@petfoster/platform/test-utils';
import { onEndpoint } from '@petfoster/platform/test-utils/network';
import AnimalDetailsPage from './animal-details-page';
import { makeAnimal } from '../test/fixtures';

const PAGE = { path: '/animals-details/:id', url: '/animals-details/42' };

it("shows 'Des nouvelles de {nom}': the text escaped with its line breaks, the photos, the family's first name", async () => {
  onEndpoint(
    ENDPOINTS.readAnimal,
    makeAnimal({
      id: 42,
      name: 'Moustache',
      news: [
        {
          id: 3,
          body: '<script>alert(1)</script>\nIl adore le jardin.',
          images: [{ url: '/uploads/p.jpg', thumbnail_url: '/uploads/p.webp', medium_url: '/uploads/p-800.webp' }],
          family_firstname: 'Marie',
          published_at: '2026-12-06T09:00:00.000Z',
        },
      ],
    }),
  );
  renderRoute(<AnimalDetailsPage />, PAGE);
  const section = await screen.findByRole('region', { name: M.publicTitle('Moustache') });
  const body = within(section).getByText(/Il adore le jardin/);
  expect(body.textContent).toBe('<script>alert(1)</script>\nIl adore le jardin.');
  expect(section.querySelector('script')).toBeNull();
  expect(within(section).getByText(/Marie/)).toHaveTextContent('Marie, famille d’accueil, le 06/12/2026');
  expect(within(section).getByRole('img', { name: 'Photo de Moustache' })).toHaveAttribute(
    'src',
    '/uploads/p-800.webp',
  );
});

it('has no such section while nothing is published', async () => {
  onEndpoint(ENDPOINTS.readAnimal, makeAnimal({ id: 42, name: 'Moustache' }));
  renderRoute(<AnimalDetailsPage />, PAGE);
  expect(await screen.findByRole('heading', { name: /Moustache/, level: 1 })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: M.publicTitle('Moustache') })).toBeNull();
});
