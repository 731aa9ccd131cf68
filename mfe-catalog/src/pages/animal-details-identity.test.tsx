import { ENDPOINTS } from '@petfoster/contracts';
import { act, screen } from '@testing-library/react';
import { sessionStore, setRemoteLoader } from '@petfoster/platform';
import type { Animal } from '@petfoster/contracts';
import AnimalDetailsPage from './animal-details-page';
import { makeAnimal } from '../test/fixtures';
import { renderRoute } from '@petfoster/platform/test-utils';
import { onEndpoint } from '@petfoster/platform/test-utils/network';

/*
 * The animal page and what the API answers of its identification, sterilisation and adoption
 * (docs/product.md#animal-identification): the page shows what the answer carries, and an adopted animal offers no request.
 */

const animal = makeAnimal({ id: 42, name: 'Moustache', gender: 'mâle', association_id: 7 });

const loadedFragments: string[] = [];
function installFakeRemotes() {
  loadedFragments.length = 0;
  setRemoteLoader(async (remote, module) => {
    loadedFragments.push(`${remote}/${module}`);
    if (remote === 'family' && module === './AnimalRequestArea')
      return { default: ({ animal: a }: { animal: Animal }) => <p>Zone de demande pour {a.name}</p> };
    if (remote === 'association' && module === './AnimalOwnerActions')
      return { default: ({ animal: a }: { animal: Animal }) => <p>Actions propriétaire pour {a.name}</p> };
    throw new Error(`unexpected fragment ${remote}/${module}`);
  });
}

function signIn(session: { role: 'family' | 'association'; familyId?: number; associationId?: number }) {
  act(() => {
    sessionStore.setState({
      token: 'test-token',
      role: session.role,
      userId: 1,
      familyId: session.familyId ?? null,
      associationId: session.associationId ?? null,
      isLoggedIn: true,
    });
  });
}

async function renderWith(answer: Animal) {
  onEndpoint(ENDPOINTS.readAnimal, answer);
  renderRoute(<AnimalDetailsPage />, { url: '/animals-details/42', path: '/animals-details/:id' });
  await screen.findByRole('heading', { level: 1, name: 'Moustache' });
}

const fact = (term: string) => screen.queryByText(term, { selector: 'dt' })?.nextElementSibling;

beforeEach(() => {
  installFakeRemotes();
  // A signed-in family's heart reads its favourites.
  onEndpoint(ENDPOINTS.listFavourites, []);
});
afterEach(() => {
  act(() => sessionStore.getState().logout());
  setRemoteLoader(null);
});

describe('identification and sterilisation', () => {
  it('shows a puce in groups of three and the sterilisation when the answer carries them', async () => {
    signIn({ role: 'association', associationId: 7 });
    await renderWith({
      ...animal,
      identification_type: 'puce',
      identification_number: '250268712345678',
      sterilised: true,
    });
    expect(fact('Identification')).toHaveTextContent('Puce électronique 250 268 712 345 678');
    expect(fact('Stérilisé')).toHaveTextContent('Oui');
  });

  it("says 'Non renseignée' and 'Non renseigné' for what the association has not given", async () => {
    signIn({ role: 'family', familyId: 3 });
    await renderWith({ ...animal, identification_type: null, identification_number: null, sterilised: null });
    expect(fact('Identification')).toHaveTextContent('Non renseignée');
    expect(fact('Stérilisé')).toHaveTextContent('Non renseigné');
  });

  it('shows a tatouage as stored', async () => {
    signIn({ role: 'association', associationId: 7 });
    await renderWith({
      ...animal,
      identification_type: 'tatouage',
      identification_number: 'ABC123',
      sterilised: false,
    });
    expect(fact('Identification')).toHaveTextContent('Tatouage ABC123');
    expect(fact('Stérilisé')).toHaveTextContent('Non');
  });

  it('shows neither when the answer does not carry them (a visitor, another family)', async () => {
    await renderWith(animal);
    expect(fact('Race')).toBeInTheDocument();
    expect(fact('Identification')).toBeUndefined();
    expect(fact('Stérilisé')).toBeUndefined();
  });
});

describe('an adopted animal', () => {
  const adopted = { ...animal, adopted_at: '2026-11-20T10:00:00.000Z' };

  it("says 'Adopté' and offers a visitor no request", async () => {
    await renderWith(adopted);
    expect(fact('Statut')).toHaveTextContent('Adopté');
    expect(
      screen.queryByRole('button', { name: "Connectez-vous pour faire une demande d'accueil" }),
    ).not.toBeInTheDocument();
  });

  it('agrees with a female animal', async () => {
    await renderWith({ ...adopted, gender: 'femelle' });
    expect(fact('Statut')).toHaveTextContent('Adoptée');
  });

  it('offers a family no request: the request area is not even loaded', async () => {
    signIn({ role: 'family', familyId: 3 });
    await renderWith(adopted);
    expect(fact('Statut')).toHaveTextContent('Adopté');
    expect(screen.queryByText('Zone de demande pour Moustache')).not.toBeInTheDocument();
    expect(loadedFragments).toEqual([]);
  });

  it('still lets its association change it', async () => {
    signIn({ role: 'association', associationId: 7 });
    await renderWith(adopted);
    expect(await screen.findByText('Actions propriétaire pour Moustache')).toBeInTheDocument();
  });

  it('an animal not adopted still offers the request', async () => {
    signIn({ role: 'family', familyId: 3 });
    await renderWith(animal);
    expect(await screen.findByText('Zone de demande pour Moustache')).toBeInTheDocument();
    expect(fact('Statut')).toHaveTextContent('Non accueillie');
  });
});
