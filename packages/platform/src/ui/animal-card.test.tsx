import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AnimalCard } from './animal-card';

const base = {
  id: 42,
  name: 'Moustache',
  breed: 'Européen',
  gender: 'femelle' as const,
  date_of_birth: '2022-03-10',
  url_image: '/uploads/full.jpg',
  url_thumbnail: '/uploads/thumb.webp',
};
const now = new Date('2025-06-15T12:00:00');

function renderCard(overrides: Partial<typeof base> = {}, eager = false) {
  return render(
    <MemoryRouter>
      <AnimalCard animal={{ ...base, ...overrides }} now={now} eager={eager} />
    </MemoryRouter>,
  );
}

describe('AnimalCard', () => {
  it('links to the animal page and shows the thumbnail with the name as alt text', () => {
    renderCard();
    expect(screen.getByRole('link')).toHaveAttribute('href', '/animals-details/42');
    const image = screen.getByRole('img', { name: 'Moustache' });
    expect(image).toHaveAttribute('src', '/uploads/thumb.webp');
    expect(image).toHaveAttribute('width', '320');
    expect(image).toHaveAttribute('height', '320');
    expect(image).toHaveAttribute('loading', 'lazy');
    // The WebP thumbnail is the only candidate, declared with its width so the browser never picks the original.
    expect(image).toHaveAttribute('srcset', '/uploads/thumb.webp 400w');
    expect(image.getAttribute('sizes')).toMatch(/100vw$/);
    expect(screen.getByText('Moustache')).toBeInTheDocument();
  });

  it('falls back to the full image without a thumbnail, and loads eagerly when asked', () => {
    renderCard({ url_thumbnail: null as never }, true);
    const image = screen.getByRole('img', { name: 'Moustache' });
    expect(image).toHaveAttribute('src', '/uploads/full.jpg');
    expect(image).not.toHaveAttribute('srcset');
    expect(image).toHaveAttribute('loading', 'eager');
  });

  it('shows breed, gender, age in years (plural) and the Voir son profil button', () => {
    renderCard();
    expect(screen.getByText('Européen')).toBeInTheDocument();
    expect(screen.getByText('femelle')).toBeInTheDocument();
    expect(screen.getByText('3 ans')).toBeInTheDocument();
    expect(screen.getByText('Voir son profil')).toBeInTheDocument();
  });

  it('writes breed, sex and age under the name too, for touch screens that have no hover', () => {
    renderCard();
    expect(screen.getByText('Européen · femelle · 3 ans')).toBeInTheDocument();
  });

  it('a housed animal carries a badge agreeing with its sex; an animal not housed none', () => {
    const approved = [{ id: 1, status: 'Approuvée' as const, family_id: 2, association_id: 3, animal_id: 42 }];
    const pending = [{ ...approved[0], status: 'En attente' as const }];
    const { unmount } = render(
      <MemoryRouter>
        <AnimalCard animal={{ ...base, requests: approved }} now={now} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Accueillie')).toBeInTheDocument();
    unmount();
    const male = render(
      <MemoryRouter>
        <AnimalCard animal={{ ...base, gender: 'mâle', requests: approved }} now={now} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Accueilli')).toBeInTheDocument();
    male.unmount();
    render(
      <MemoryRouter>
        <AnimalCard animal={{ ...base, requests: pending }} now={now} />
      </MemoryRouter>,
    );
    expect(screen.queryByText(/^Accueilli/)).not.toBeInTheDocument();
  });

  it('near a postal code: the association’s city and the distance, in French decimals', () => {
    render(
      <MemoryRouter>
        <AnimalCard animal={{ ...base, association: { city: 'Caen' }, distance_km: 12.5 }} now={now} />
      </MemoryRouter>,
    );
    // (The space before km cannot break; the matcher reads it as a space.)
    expect(screen.getByText('Caen · 12,5 km').textContent).toBe('Caen · 12,5\u00a0km');
  });

  it('without a search near a postal code: no distance', () => {
    renderCard();
    expect(screen.queryByText(/km$/)).not.toBeInTheDocument();
  });

  it('uses the singular for one year and months under one year', () => {
    const { unmount } = renderCard({ date_of_birth: '2024-05-01' });
    expect(screen.getByText('1 an')).toBeInTheDocument();
    unmount();
    renderCard({ date_of_birth: '2025-01-20' });
    expect(screen.getByText('4 mois')).toBeInTheDocument();
  });

  it('without a photo: a drawing of its species in the photo box, named like the photo, no emoji', () => {
    const { container } = render(
      <MemoryRouter>
        <AnimalCard animal={{ ...base, url_image: null, url_thumbnail: null, species: { name: 'Chat' } }} now={now} />
      </MemoryRouter>,
    );
    const placeholder = screen.getByRole('img', { name: 'Moustache' });
    expect(placeholder.tagName.toLowerCase()).toBe('svg');
    expect(placeholder).toHaveAttribute('data-species', 'Chat');
    expect(placeholder).toHaveAttribute('width', '320');
    expect(placeholder).toHaveAttribute('height', '320');
    expect(container.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
  });

  it('draws a different silhouette per species', () => {
    const drawings = (['Chien', 'Chat', 'Lapin'] as const).map((name) => {
      const { unmount } = render(
        <MemoryRouter>
          <AnimalCard animal={{ ...base, url_image: null, url_thumbnail: null, species: { name } }} now={now} />
        </MemoryRouter>,
      );
      const d = screen.getByRole('img', { name: 'Moustache' }).querySelector('path')?.getAttribute('d');
      unmount();
      return d;
    });
    expect(new Set(drawings).size).toBe(3);
  });
});
