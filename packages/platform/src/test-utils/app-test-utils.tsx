/* Test helpers for the remotes' page suites. Not exported from src/index.ts (it would bundle Testing Library):
   import from '@petfoster/platform/src/test-utils/app-test-utils'. */
import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { sessionStore } from '../session/session-store';
import type { Animal, Association, Family, FosterRequest, Role } from '@petfoster/contracts';

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location" hidden>{location.pathname}</div>;
}

/** Renders `element` at `url` matched by `path`, after a previous page so navigate(-1) is observable. */
export function renderRoute(element: ReactElement, { path, url }: { path: string; url: string }) {
  return render(
    <MemoryRouter initialEntries={['/previous-page', url]} initialIndex={1}>
      <Routes>
        <Route path={path} element={element} />
        <Route path="*" element={null} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
}

export function currentPath(): string {
  return document.querySelector('[data-testid="location"]')?.textContent ?? '';
}

export function loginAs(session: { role: Role; userId: number; familyId?: number; associationId?: number }) {
  sessionStore.setState({
    token: 'test-token',
    role: session.role,
    userId: session.userId,
    familyId: session.familyId ?? null,
    associationId: session.associationId ?? null,
    isLoggedIn: true,
  });
}

export function logoutSession() {
  sessionStore.setState({ token: null, role: null, userId: null, familyId: null, associationId: null, isLoggedIn: false });
}

/** An HTTP failure as the platform's ky client throws it (status + JSON body). */
export function httpFailure(status: number, body: unknown = { statusCode: status, message: 'Erreur' }) {
  const error = new Error(`HTTP ${status}`) as Error & { response: Response };
  error.response = new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  return error;
}

export function makeAnimal(overrides: Partial<Animal> = {}): Animal {
  return {
    id: 11,
    name: 'Rex',
    breed: 'Berger',
    gender: 'mâle',
    date_of_birth: '2022-04-01',
    description: 'Très joueur',
    url_image: '/uploads/rex.jpg',
    url_thumbnail: '/uploads/rex.webp',
    species_id: 1,
    species: { id: 1, name: 'Chien' },
    association_id: 3,
    association: { id: 3, name_association: 'Les Pattes' },
    requests: [],
    ...overrides,
  };
}

export function makeRequest(overrides: Partial<FosterRequest> = {}): FosterRequest {
  return {
    id: 21,
    animal_id: 11,
    family_id: 7,
    association_id: 3,
    motivation: 'Nous avons un grand jardin',
    status: 'En attente',
    created_at: '2026-03-05T10:00:00.000Z',
    animal: { id: 11, name: 'Rex', url_image: '/uploads/rex.jpg', url_thumbnail: '/uploads/rex.webp' },
    family: { id: 7, lastname: 'Dupont' },
    ...overrides,
  };
}

export function makeFamily(overrides: Partial<Family> = {}): Family {
  return {
    id: 7,
    url_image: '/uploads/dupont.jpg',
    url_thumbnail: '/uploads/dupont.webp',
    description: 'Famille aimante',
    address: '1 rue des Lilas',
    city: 'Lyon',
    zip_code: '69001',
    phone_number: '0601020304',
    garden: true,
    housing_type_id: 2,
    houseType: 'Appartement',
    housing_type: { id: 2, houseType: 'Appartement' },
    owned_animals: 1,
    user_id: 5,
    user: { lastname: 'Dupont', firstname: 'Marie', email: 'marie@example.fr' },
    ...overrides,
  };
}

export function makeAssociation(overrides: Partial<Association> = {}): Association {
  return {
    id: 3,
    name_association: 'Les Pattes',
    url_image: '/uploads/pattes.jpg',
    url_thumbnail: '/uploads/pattes.webp',
    RNA_code: 'W123456789',
    address: '2 avenue des Chats',
    zip_code: '75011',
    city: 'Paris',
    phone_number: '0102030405',
    description: 'Refuge parisien',
    user_id: 9,
    userAsso: { lastname: 'Martin', firstname: 'Paul', email: 'contact@pattes.fr' },
    ...overrides,
  };
}

/** Edit-profile forms: picks `file` in the 'Image' input, waits for its preview, then submits with 'Valider'. */
export async function chooseImageAndSubmit(user: UserEvent, file: File) {
  await user.upload(screen.getByLabelText('Image'), file);
  await screen.findByAltText("Aperçu de l'image choisie");
  await user.click(screen.getByRole('button', { name: 'Valider' }));
}
