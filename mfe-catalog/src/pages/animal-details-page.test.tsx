import { ENDPOINTS } from '@petfoster/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changedBy, loginPromptStore, sessionStore, setRemoteLoader, useQueryClient } from '@petfoster/platform';
import type { Animal } from '@petfoster/contracts';
import AnimalDetailsPage from './animal-details-page';
import { makeAnimal } from '../test/fixtures';
import { renderRoute } from '@petfoster/platform/test-utils';
import { inTurn, onEndpoint, type Received, refuse, type Resolver } from '@petfoster/platform/test-utils/network';

let get: Received<typeof ENDPOINTS.readAnimal>;
const answerAnimal = (answer: Resolver<typeof ENDPOINTS.readAnimal>) =>
  (get = onEndpoint(ENDPOINTS.readAnimal, answer));

const animal = makeAnimal({
  id: 42,
  name: 'Moustache',
  breed: 'Chartreux',
  gender: 'mâle',
  date_of_birth: '2020-03-12',
  description: '<b>Calme</b> et joueur',
  association_id: 7,
  association: { id: 7, name_association: 'Les Amis des Bêtes' },
  requests: [{ id: 1, status: 'En attente', family_id: 3, association_id: 7, animal_id: 42 }],
});

/** Stands in for the owner's actions: a click is a successful write, which invalidates what it changed. */
function FakeOwnerActions({ animal: a }: { animal: Animal }) {
  const queryClient = useQueryClient();
  const onChanged = () => {
    for (const queryKey of changedBy.animal(a.association_id)) void queryClient.invalidateQueries({ queryKey });
  };
  return (
    <button type="button" onClick={onChanged}>
      Actions propriétaire pour {a.name}
    </button>
  );
}

/** Fragments as the family and association remotes would expose them; they echo what they were given. */
const loadedFragments: string[] = [];
function installFakeRemotes() {
  loadedFragments.length = 0;
  setRemoteLoader(async (remote, module) => {
    loadedFragments.push(`${remote}/${module}`);
    if (remote === 'family' && module === './AnimalRequestArea') {
      return { default: ({ animal: a }: { animal: Animal }) => <p>Zone de demande pour {a.name}</p> };
    }
    if (remote === 'association' && module === './AnimalOwnerActions') {
      return { default: FakeOwnerActions };
    }
    throw new Error(`unexpected fragment ${remote}/${module}`);
  });
}

const renderAt = (path = '/animals-details/42') =>
  renderRoute(<AnimalDetailsPage />, { url: path, path: '/animals-details/:id' });

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

describe('AnimalDetailsPage', () => {
  beforeEach(() => {
    answerAnimal(animal);
    // A signed-in family's hearts read its favourites.
    onEndpoint(ENDPOINTS.listFavourites, []);
    installFakeRemotes();
  });
  afterEach(() => {
    act(() => sessionStore.getState().logout());
    setRemoteLoader(null);
  });

  it('shows the animal facts, with the birth date in French', async () => {
    renderAt();
    expect(await screen.findByRole('heading', { level: 1, name: 'Moustache' })).toBeInTheDocument();
    expect(get.requests.map((request) => request.path)).toEqual(['/api/animals/42']);

    const fact = (term: string) => screen.getByText(term).nextElementSibling;
    expect(fact('Association')).toHaveTextContent('Les Amis des Bêtes');
    expect(fact('Race')).toHaveTextContent('Chartreux');
    expect(fact('Sexe')).toHaveTextContent('mâle');
    expect(fact('Date de naissance')).toHaveTextContent('12 mars 2020');
    expect(fact('Statut')).toHaveTextContent('Non accueillie');

    const image = screen.getByRole('img', { name: 'Moustache' });
    expect(image).toHaveAttribute('src', animal.url_image);
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
  });

  it("shows the size and 'Bonne entente avec …' as Oui / Non / Inconnu (unknown is not no)", async () => {
    answerAnimal({
      ...animal,
      size: 'moyen',
      good_with_children: true,
      good_with_cats: false,
      good_with_dogs: null,
    });
    renderAt();
    await screen.findByRole('heading', { level: 1, name: 'Moustache' });
    const fact = (term: string) => screen.getByText(term).nextElementSibling;
    expect(fact('Taille')).toHaveTextContent('Moyen');
    // The term alone: the CSS adds the one colon of every fact.
    expect(fact('Bonne entente avec les enfants')).toHaveTextContent('Oui');
    expect(fact('Bonne entente avec les chats')).toHaveTextContent('Non');
    expect(fact('Bonne entente avec les chiens')).toHaveTextContent('Inconnu');
  });

  it("links the association's name to its profile and says its city", async () => {
    answerAnimal({ ...animal, association: { id: 7, name_association: 'Les Amis des Bêtes', city: 'Lyon' } });
    renderAt();
    await screen.findByRole('heading', { level: 1, name: 'Moustache' });
    expect(screen.getByRole('link', { name: 'Les Amis des Bêtes' })).toHaveAttribute('href', '/associationprofile/7');
    expect(screen.getByText('Ville').nextElementSibling).toHaveTextContent('Lyon');
  });

  it("says under the association's name when the platform verified it", async () => {
    const verified_at = '2026-11-02T09:00:00.000Z';
    answerAnimal({
      ...animal,
      association: { id: 7, name_association: 'Les Amis des Bêtes', city: 'Lyon', verified_at },
    });
    renderAt();
    await screen.findByRole('heading', { level: 1, name: 'Moustache' });
    expect(screen.getByText('Association').nextElementSibling).toHaveTextContent(
      'Les Amis des BêtesAssociation vérifiée le 2 novembre 2026',
    );
  });

  it('offers the 800 px WebP variant first, and keeps only the original if that variant fails', async () => {
    renderAt();
    const image = await screen.findByRole('img', { name: 'Moustache' });
    const medium = animal.url_image!.replace(/\.jpg$/, '-800.webp');
    expect(image).toHaveAttribute('srcset', `${medium} 800w`);
    fireEvent.error(image);
    expect(image).not.toHaveAttribute('srcset');
    expect(image).toHaveAttribute('src', animal.url_image);
  });

  it('without a photo: a drawing of its species in a photo-sized box, named after the animal', async () => {
    answerAnimal({ ...animal, url_image: null, url_thumbnail: null, species: { id: 3, name: 'Lapin' } });
    renderAt();
    const placeholder = await screen.findByRole('img', { name: 'Moustache' });
    expect(placeholder.tagName.toLowerCase()).toBe('svg');
    expect(placeholder).toHaveAttribute('data-species', 'Lapin');
    expect(placeholder).toHaveAttribute('width', '800');
    expect(placeholder).toHaveAttribute('height', '600');
  });

  it('renders the description as text, never as markup', async () => {
    renderAt();
    expect(await screen.findByText('<b>Calme</b> et joueur')).toBeInTheDocument();
    expect(document.querySelector('article b')).toBeNull();
  });

  it("says 'Accueillie' once any request is approved", async () => {
    answerAnimal({
      ...animal,
      requests: [
        { id: 1, status: 'Refusée', family_id: 3, association_id: 7, animal_id: 42 },
        { id: 2, status: 'Approuvée', family_id: 4, association_id: 7, animal_id: 42 },
      ],
    });
    renderAt();
    expect(await screen.findByText('Accueillie')).toBeInTheDocument();
    expect(screen.queryByText('Non accueillie')).not.toBeInTheDocument();
  });

  it('goes to the 404 page, replacing the history entry, when the animal is unknown', async () => {
    answerAnimal(refuse(404));
    renderAt('/animals-details/999');
    expect(await screen.findByRole('heading', { name: 'Page introuvable' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/404');

    // The broken URL was replaced, so Retour leaves instead of bouncing back to the 404.
    await userEvent.click(screen.getByRole('button', { name: 'Retour' }));
    expect(await screen.findByRole('heading', { name: 'Page précédente' })).toBeInTheDocument();
  });

  it('goes to the 404 page for a malformed id without calling the API', async () => {
    renderAt('/animals-details/abc');
    expect(await screen.findByRole('heading', { name: 'Page introuvable' })).toBeInTheDocument();
    expect(get.count).toBe(0);
  });

  it('the back button goes to the previous page', async () => {
    renderAt();
    await screen.findByRole('heading', { name: 'Moustache' });
    await userEvent.click(screen.getByRole('button', { name: 'Retour' }));
    expect(await screen.findByRole('heading', { name: 'Page précédente' })).toBeInTheDocument();
  });

  describe('action area', () => {
    it('asks anonymous visitors to log in with a button that opens the login modal, coming back here', async () => {
      renderAt();
      const button = await screen.findByRole('button', { name: "Connectez-vous pour faire une demande d'accueil" });
      expect(loadedFragments).toEqual([]);
      await userEvent.click(button);
      expect(loginPromptStore.getState()).toMatchObject({ open: true, returnTo: '/animals-details/42' });
      act(() => loginPromptStore.getState().hide());
    });

    it("shows the family's request area from the family remote", async () => {
      signIn({ role: 'family', familyId: 3 });
      renderAt();
      expect(await screen.findByText('Zone de demande pour Moustache')).toBeInTheDocument();
      expect(loadedFragments).toEqual(['family/./AnimalRequestArea']);
      expect(screen.queryByText("Connectez-vous pour faire une demande d'accueil")).not.toBeInTheDocument();
    });

    it("shows the owner's actions to the owning association, and reloads the animal when they change it", async () => {
      signIn({ role: 'association', associationId: 7 });
      // The second load sees the change.
      answerAnimal(inTurn(animal, { ...animal, name: 'Moustache II' }));
      renderAt();
      const actions = await screen.findByRole('button', { name: 'Actions propriétaire pour Moustache' });
      expect(loadedFragments).toEqual(['association/./AnimalOwnerActions']);

      await userEvent.click(actions);
      expect(await screen.findByRole('heading', { name: 'Moustache II' })).toBeInTheDocument();
      expect(get.count).toBe(2);
    });

    it('shows nothing to another association', async () => {
      signIn({ role: 'association', associationId: 8 });
      renderAt();
      await screen.findByRole('heading', { name: 'Moustache' });
      // Give a wrongly requested fragment the time to appear before asserting its absence.
      await waitFor(() => expect(screen.getByText('Non accueillie')).toBeInTheDocument());
      expect(loadedFragments).toEqual([]);
      expect(screen.queryByRole('button', { name: /Actions propriétaire/ })).not.toBeInTheDocument();
      expect(screen.queryByText("Connectez-vous pour faire une demande d'accueil")).not.toBeInTheDocument();
    });

    it('keeps the page usable when a fragment fails to load', async () => {
      setRemoteLoader(async () => {
        throw new Error('remote down');
      });
      signIn({ role: 'family', familyId: 3 });
      jest.spyOn(console, 'error').mockImplementation(() => {});
      renderAt();
      expect(await screen.findByText('Cette partie du site est momentanément indisponible.')).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Moustache' })).toBeInTheDocument();
    });
  });
});
