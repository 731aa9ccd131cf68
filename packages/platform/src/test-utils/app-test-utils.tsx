/* The one test kit of every front end (platform, shell and the four remotes): providers, route rendering, session,
   fake HTTP error and entity factories. Not exported from src/index.ts (it would bundle Testing Library):
   import from '@petfoster/platform/test-utils'. */
import type { ReactElement, ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import toast from 'react-hot-toast';
import type { QueryClient } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { createQueryClient } from '../query/query-client';
import { QueryProvider } from '../query/query-provider';
import { sessionStore } from '../session/session-store';
import { PlatformToaster } from '../toast/notify';
import { LoadingOverlay } from '../ui/loading-overlay';
import {
  paths,
  type Animal,
  type Association,
  type Family,
  type FosterRequest,
  type Invitation,
  type Placement,
  type PlacementSummary,
  type AssociationRole,
  type ConversationMessage,
  type ConversationSummary,
  type Role,
} from '@petfoster/contracts';

export { makeToken, familyToken, associationToken } from './tokens';
export { fakeImageCodec, phonePhoto } from './image-codec';
export type { FakeEncoding } from './image-codec';

/** The page before the one under test, so navigate(-1) and 'Retour' are observable. */
export const PREVIOUS_PAGE = '/previous-page';

/** The address bar, as a user sees it: path and query string. */
function LocationProbe() {
  const location = useLocation();
  return (
    <div data-testid="location" hidden>
      {`${location.pathname}${location.search}`}
    </div>
  );
}

/** Stand-in for the shell's 404 screen, with its Retour button. */
function NotFoundStandIn() {
  const navigate = useNavigate();
  return (
    <>
      <h1>Page introuvable</h1>
      <button type="button" onClick={() => navigate(-1)}>
        Retour
      </button>
    </>
  );
}

/** A fresh cache per test (nothing leaks between tests), without garbage-collection timers. */
export function createTestQueryClient() {
  return createQueryClient({ defaultOptions: { queries: { gcTime: Infinity }, mutations: { gcTime: Infinity } } });
}

/**
 * What the shell's root gives the page: a fresh query cache and a router at `entries` (the last one current), with
 * the current location under data-testid="location". The shell's own tests render its <App/> (toaster and overlay
 * included) in it; a screen's tests use renderRoute.
 */
export function renderWithProviders(
  ui: ReactNode,
  {
    entries = ['/'],
    queryClient: client = createTestQueryClient(),
  }: { entries?: string[]; queryClient?: QueryClient } = {},
) {
  return {
    queryClient: client,
    ...render(
      <QueryProvider client={client}>
        <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
          {ui}
          <LocationProbe />
        </MemoryRouter>
      </QueryProvider>,
    ),
  };
}

/**
 * Renders a screen (`element` at `url`, matched by `path`) as the shell hosts it: with the toaster and the
 * 'Processing…' overlay, after a previous page (heading 'Page précédente'), a stand-in 404 page at /404 and
 * 'Autre page' anywhere else.
 */
export function renderRoute(element: ReactElement, { path, url = path }: { path: string; url?: string }) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path={path} element={element} />
        <Route path={PREVIOUS_PAGE} element={<h1>Page précédente</h1>} />
        <Route path={paths.notFound} element={<NotFoundStandIn />} />
        <Route path="*" element={<h1>Autre page</h1>} />
      </Routes>
      <PlatformToaster />
      <LoadingOverlay />
    </>,
    { entries: [PREVIOUS_PAGE, url] },
  );
}

export function currentPath(): string {
  return screen.getByTestId('location').textContent ?? '';
}

// react-hot-toast keeps its toasts in a module-level store: one test's toasts never leak into the next.
afterEach(() => {
  act(() => toast.remove());
});

export function loginAs(session: {
  role: Role;
  userId: number;
  familyId?: number;
  associationId?: number;
  associationRole?: AssociationRole;
}) {
  sessionStore.setState({
    token: 'test-token',
    role: session.role,
    userId: session.userId,
    familyId: session.familyId ?? null,
    associationId: session.associationId ?? null,
    associationRole: session.associationRole ?? null,
    isLoggedIn: true,
  });
}

export function logoutSession() {
  sessionStore.setState({
    token: null,
    role: null,
    userId: null,
    familyId: null,
    associationId: null,
    associationRole: null,
    isLoggedIn: false,
  });
}

/** The one fake HTTP failure: as the platform's ky client throws it (status + JSON body). */
export function httpError(
  status: number,
  body: unknown = { statusCode: status, message: 'Erreur' },
): Error & { response: Response } {
  const response = new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  return Object.assign(new Error(`HTTP ${status}`), { response });
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
    size: null,
    good_with_children: null,
    good_with_cats: null,
    good_with_dogs: null,
    adopted_at: null,
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
    reason: null,
    created_at: '2026-03-05T10:00:00.000Z',
    animal: { id: 11, name: 'Rex', url_image: '/uploads/rex.jpg', url_thumbnail: '/uploads/rex.webp' },
    family: { id: 7, lastname: 'Dupont', firstname: 'Anne', city: 'Lyon' },
    association: { id: 3, name_association: 'Les Amis des Bêtes' },
    referent: null,
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
    department: '69',
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
    department: '75',
    ...overrides,
  };
}

/** Edit-profile forms: picks `file` in the 'Image' input, waits for its preview, then submits with 'Valider'. */
export async function chooseImageAndSubmit(user: UserEvent, file: File) {
  await user.upload(screen.getByLabelText('Image'), file);
  await screen.findByAltText("Aperçu de l'image choisie");
  await user.click(screen.getByRole('button', { name: 'Valider' }));
}

/** An association's proposal of an animal to a family, still waiting for the family's answer. */
export function makeInvitation(overrides: Partial<Invitation> = {}): Invitation {
  return {
    id: 31,
    status: 'pending',
    message: 'Rex vous irait bien.',
    created_at: '2026-03-05T10:00:00.000Z',
    answered_at: null,
    request_id: null,
    animal: { id: 11, name: 'Rex', gender: 'mâle', url_thumbnail: null, housed: false },
    association: { id: 3, name_association: 'Les Pattes' },
    family: { id: 7, firstname: 'Marie', city: 'Lyon' },
    decline_reason: null,
    ...overrides,
  };
}

/**
 * A placement as GET /api/placements/{id} answers it: Rex at the Dupont family's, terms set (version 1), waiting for
 * both signatures. `contract` follows the terms and parties given in `overrides` unless it is given too.
 */
export function makePlacement(overrides: Partial<Placement> = {}): Placement {
  const base: Placement = {
    id: 41,
    request_id: 21,
    animal: { id: 11, name: 'Rex', species: 'Chien' },
    family: {
      id: 7,
      firstname: 'Marie',
      lastname: 'Dupont',
      address: '1 rue des Lilas',
      zip_code: '69001',
      city: 'Lyon',
      phone_number: '0601020304',
      email: 'marie@example.fr',
    },
    association: {
      id: 3,
      name_association: 'Les Pattes',
      RNA_code: 'W123456789',
      address: '2 avenue des Chats',
      zip_code: '75011',
      city: 'Paris',
      phone_number: '0102030405',
    },
    status: 'to_sign',
    terms: {
      start_date: '2026-12-01',
      end_date: '2027-03-01',
      notice_days: 15,
      costs: { veterinary: 'association', food: 'family', supplies: 'association' },
      special_conditions: 'Pas de sortie sans laisse.',
    },
    contract_version: 1,
    signatures: [],
    events: [
      { type: 'created', at: '2026-11-20T09:00:00.000Z', by: 'Paul Martin', detail: null },
      { type: 'terms_set', at: '2026-11-21T10:30:00.000Z', by: 'Paul Martin', detail: '1' },
    ],
    started_on: null,
    ended_on: null,
    outcome: null,
    end_request: null,
    adoption_requested_at: null,
    adoption: null,
    contract: null,
    contract_fingerprint: 'a'.repeat(64),
    created_at: '2026-11-20T09:00:00.000Z',
  };
  const placement = { ...base, ...overrides };
  if (overrides.contract !== undefined || !placement.terms) return placement;
  const { association: a, family: f } = placement;
  return {
    ...placement,
    contract: {
      placement_id: placement.id,
      version: placement.contract_version,
      issued_at: '2026-11-21T10:30:00.000Z',
      association: {
        name: a.name_association,
        rna: a.RNA_code,
        address: a.address,
        zip_code: a.zip_code,
        city: a.city,
        phone: a.phone_number,
      },
      family: {
        firstname: f.firstname,
        lastname: f.lastname,
        address: f.address,
        zip_code: f.zip_code,
        city: f.city,
        phone: f.phone_number,
        email: f.email,
      },
      animal: {
        name: placement.animal.name,
        species: placement.animal.species,
        breed: 'Berger',
        sex: 'mâle',
        date_of_birth: '2022-04-01',
        identification: 'Puce électronique 250 268 712 345 678',
        sterilised: true,
      },
      terms: placement.terms,
    },
  };
}

/** One line of GET /api/placements, for the same placement as makePlacement. */
export function makePlacementSummary(overrides: Partial<PlacementSummary> = {}): PlacementSummary {
  return {
    id: 41,
    request_id: 21,
    status: 'to_sign',
    animal: { id: 11, name: 'Rex', species: 'Chien' },
    family: { id: 7, firstname: 'Marie', lastname: 'Dupont' },
    association: { id: 3, name_association: 'Les Pattes' },
    contract_version: 1,
    start_date: '2026-12-01',
    end_date: '2027-03-01',
    signed_by: [],
    end_request_date: null,
    outcome: null,
    created_at: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}

/**
 * One message of a conversation as GET /api/requests/{id}/messages answers it: the association's, already read by the
 * family (so that showing it asks for no read mark).
 */
export function makeConversationMessage(overrides: Partial<ConversationMessage> = {}): ConversationMessage {
  return {
    id: 1,
    request_id: 21,
    author: { role: 'association', name: 'Léa (Les Pattes)', deleted: false },
    mine: false,
    body: 'Bonjour',
    images: [],
    created_at: '2026-11-27T09:00:00.000Z',
    read_at: '2026-11-27T09:05:00.000Z',
    author_reported: false,
    ...overrides,
  };
}

/** One line of GET /api/me/conversations, a family's view of request 21 (Rex, with Les Pattes), nothing unread. */
export function makeConversationSummary(overrides: Partial<ConversationSummary> = {}): ConversationSummary {
  return {
    request_id: 21,
    request_status: 'En attente',
    read_only: false,
    animal: { id: 11, name: 'Rex', url_thumbnail: null },
    other_party: { role: 'association', name: 'Les Pattes' },
    placement_id: null,
    last_message: makeConversationMessage(),
    unread: 0,
    last_activity_at: '2026-11-27T09:00:00.000Z',
    ...overrides,
  };
}
