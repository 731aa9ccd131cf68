import { ENDPOINTS } from '@petfoster/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CATALOGUE_PAGE_SIZE } from '@petfoster/platform';
import AnimalsPage from './animals-page';
import { makeAnimal } from '../test/fixtures';
import { renderRoute } from '@petfoster/platform/test-utils';
import {
  inTurn,
  listReply,
  networkFailure,
  onEndpoint,
  type Received,
  type SentRequest,
} from '@petfoster/platform/test-utils/network';

const felix = makeAnimal({ name: 'Félix', species_id: 2, species: { id: 2, name: 'Chat' } });
const medor = makeAnimal({ name: 'Médor', species_id: 1, species: { id: 1, name: 'Chien' } });
const pompon = makeAnimal({ name: 'Pompon', species_id: 3, species: { id: 3, name: 'Lapin' } });

function bySpecies({ query }: SentRequest) {
  const all = [felix, medor, pompon];
  return listReply(query.species ? all.filter((animal) => animal.species.name === query.species) : all);
}

let animals: Received<typeof ENDPOINTS.listAnimals>;
/** The list requests sent (each answer carries its total too). */
const listQueries = () => animals.requests.map((request) => request.query);
const page = (query: Record<string, string | undefined>) =>
  JSON.parse(JSON.stringify({ ...query, limit: String(CATALOGUE_PAGE_SIZE) })) as Record<string, string>;

const renderAt = (path: string) => renderRoute(<AnimalsPage />, { url: path, path: '/animals' });
const location = () => screen.getByTestId('location').textContent;
const dropdown = () => screen.getByRole('combobox', { name: 'Espèce' });

describe('AnimalsPage', () => {
  beforeEach(() => {
    animals = onEndpoint(ENDPOINTS.listAnimals, bySpecies);
  });

  it('offers the four SPEC choices with their labels', async () => {
    renderAt('/animals');
    await screen.findByText('Félix');
    const options = within(dropdown()).getAllByRole('option');
    expect(options.map((option) => [option.getAttribute('value'), option.textContent])).toEqual([
      ['all', 'Tous les animaux'],
      ['Chien', 'Chiens'],
      ['Chat', 'Chats'],
      ['Lapin', 'Lapins'],
    ]);
  });

  it('selects the species of the query parameter and asks the API for it', async () => {
    renderAt('/animals?species=Chat');
    expect(await screen.findByText('Félix')).toBeInTheDocument();
    expect(screen.queryByText('Médor')).not.toBeInTheDocument();
    expect(dropdown()).toHaveValue('Chat');
    expect(listQueries()).toContainEqual(page({ species: 'Chat', offset: '0' }));
  });

  it('shows every animal without a species parameter, or with an unknown one', async () => {
    renderAt('/animals?species=Dragon');
    expect(await screen.findByText('Médor')).toBeInTheDocument();
    expect(screen.getByText('Félix')).toBeInTheDocument();
    expect(screen.getByText('Pompon')).toBeInTheDocument();
    expect(dropdown()).toHaveValue('all');
    expect(listQueries()).toContainEqual(page({ species: undefined, offset: '0' }));
  });

  it('changing the dropdown updates the URL, which drives the list', async () => {
    const user = userEvent.setup();
    renderAt('/animals?species=Chat');
    await screen.findByText('Félix');

    await user.selectOptions(dropdown(), 'Chiens');
    expect(location()).toBe('/animals?species=Chien');
    expect(await screen.findByText('Médor')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Félix')).not.toBeInTheDocument());
    expect(listQueries().at(-1)).toEqual(page({ species: 'Chien', offset: '0' }));

    await user.selectOptions(dropdown(), 'Tous les animaux');
    expect(location()).toBe('/animals');
    expect(await screen.findByText('Félix')).toBeInTheDocument();
    expect(screen.getByText('Médor')).toBeInTheDocument();
    expect(listQueries().at(-1)).toEqual(page({ species: undefined, offset: '0' }));
  });

  it('links each card to the animal page', async () => {
    renderAt('/animals?species=Lapin');
    expect(await screen.findByRole('link', { name: /Pompon/ })).toHaveAttribute(
      'href',
      `/animals-details/${pompon.id}`,
    );
  });

  it('says in French when no animal matches', async () => {
    animals = onEndpoint(ENDPOINTS.listAnimals, listReply([]));
    renderAt('/animals?species=Lapin');
    expect(await screen.findByText('Aucun animal ne correspond à votre recherche pour le moment.')).toBeInTheDocument();
  });

  it('shows an error with a retry when the list cannot load', async () => {
    animals = onEndpoint(ENDPOINTS.listAnimals, inTurn(networkFailure, bySpecies));
    renderAt('/animals');
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossible de charger les animaux pour le moment.');
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Félix')).toBeInTheDocument();
  });

  it('loads further pages with offset until a short page arrives', async () => {
    const firstPage = Array.from({ length: CATALOGUE_PAGE_SIZE }, (_, index) =>
      makeAnimal({ name: `Chat ${index + 1}` }),
    );
    const secondPage = [makeAnimal({ name: 'Dernier chat' })];
    animals = onEndpoint(ENDPOINTS.listAnimals, ({ query }) =>
      listReply(query.offset === '0' ? firstPage : secondPage, firstPage.length + secondPage.length),
    );
    renderAt('/animals?species=Chat');

    await screen.findByText('Chat 12');
    await userEvent.click(screen.getByRole('button', { name: 'Voir plus' }));

    expect(await screen.findByText('Dernier chat')).toBeInTheDocument();
    expect(screen.getByText('Chat 1')).toBeInTheDocument();
    expect(listQueries().at(-1)).toEqual(page({ species: 'Chat', offset: String(CATALOGUE_PAGE_SIZE) }));
    expect(screen.queryByRole('button', { name: 'Voir plus' })).not.toBeInTheDocument();
  });

  it('has no "Voir plus" when the first page is not full', async () => {
    renderAt('/animals');
    await screen.findByText('Félix');
    expect(screen.queryByRole('button', { name: 'Voir plus' })).not.toBeInTheDocument();
  });

  describe('Filtres (docs/matching.md)', () => {
    const panel = () => screen.getByRole('region', { name: 'Filtres' });

    it('says how many animals match, from X-Total-Count', async () => {
      animals = onEndpoint(ENDPOINTS.listAnimals, listReply([felix, medor, pompon], 12));
      renderAt('/animals');
      expect(await screen.findByText('12 animaux')).toBeInTheDocument();
      // The list and its count come from one request.
      expect(animals.count).toBe(1);
    });

    it('reads every filter from the URL and asks the API for the same set', async () => {
      renderAt('/animals?species=Chien&sex=femelle&age=young&good_with=children,cats&near=14000&sort=distance');
      await screen.findByText('Médor');
      expect(listQueries()).toContainEqual(
        page({
          species: 'Chien',
          sex: 'femelle',
          age: 'young',
          good_with: 'children,cats',
          near: '14000',
          sort: 'distance',
          offset: '0',
        }),
      );
      expect(within(panel()).getByRole('combobox', { name: 'Sexe' })).toHaveValue('femelle');
      expect(within(panel()).getByRole('checkbox', { name: 'les enfants' })).toBeChecked();
      expect(within(panel()).getByRole('checkbox', { name: 'les chiens' })).not.toBeChecked();
      expect(within(panel()).getByRole('textbox', { name: 'Près de (code postal)' })).toHaveValue('14000');
      expect(within(panel()).getByRole('checkbox', { name: 'Trier par distance' })).toBeChecked();
    });

    it('changing a criterion writes it into the URL (shareable, kept on reload and Back)', async () => {
      renderAt('/animals?species=Chat');
      await screen.findByText('Félix');
      await userEvent.selectOptions(within(panel()).getByRole('combobox', { name: 'Taille' }), 'grand');
      await userEvent.click(within(panel()).getByRole('checkbox', { name: 'les chats' }));
      await userEvent.type(within(panel()).getByRole('textbox', { name: 'Près de (code postal)' }), '69001');
      await waitFor(() => expect(location()).toBe('/animals?species=Chat&size=grand&good_with=cats&near=69001'));
      expect(listQueries().at(-1)).toEqual(
        expect.objectContaining({ species: 'Chat', size: 'grand', good_with: 'cats', near: '69001' }),
      );
    });

    it('Entrée applies the typed département; an incomplete postal code is explained and not applied', async () => {
      renderAt('/animals?size=grand');
      await screen.findByText('Félix');
      await userEvent.type(within(panel()).getByRole('textbox', { name: 'Près de (code postal)' }), '2000');
      await userEvent.type(within(panel()).getByRole('textbox', { name: 'Département' }), '2a{Enter}');
      await waitFor(() => expect(location()).toBe('/animals?size=grand&department=2A'));
      expect(within(panel()).getByText('Le code postal doit contenir exactement 5 chiffres')).toBeInTheDocument();
    });

    it('distance sorting needs a postal code: disabled without one, dropped with it', async () => {
      renderAt('/animals?near=14000&sort=distance&radius_km=100');
      await screen.findByText('Félix');
      const near = within(panel()).getByRole('textbox', { name: 'Près de (code postal)' });
      await userEvent.clear(near);
      await waitFor(() => expect(location()).toBe('/animals'));
      expect(within(panel()).getByRole('checkbox', { name: 'Trier par distance' })).toBeDisabled();
    });

    it('an empty result offers to clear the filters, which brings every animal back', async () => {
      animals = onEndpoint(ENDPOINTS.listAnimals, (request) =>
        request.query.size ? listReply([]) : bySpecies(request),
      );
      renderAt('/animals?species=Chien&size=petit');
      expect(
        await screen.findByText('Aucun animal ne correspond à votre recherche pour le moment.'),
      ).toBeInTheDocument();
      expect(screen.getByText('0 animal')).toBeInTheDocument();
      const clear = screen.getAllByRole('button', { name: 'Effacer les filtres' }).at(-1) as HTMLElement;
      await userEvent.click(clear);
      await waitFor(() => expect(location()).toBe('/animals'));
      expect(await screen.findByText('Pompon')).toBeInTheDocument();
    });

    it('on a phone the panel opens as a drawer from the Filtres button and closes with Escape', async () => {
      renderAt('/animals');
      await screen.findByText('Félix');
      const toggle = screen.getByRole('button', { name: 'Filtres' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await userEvent.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(panel()).toHaveFocus();
      await userEvent.keyboard('{Escape}');
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      // Back where the person left off.
      expect(toggle).toHaveFocus();
    });

    it('keeps Tab inside the open drawer and gives the focus back to Filtres after Voir les résultats', async () => {
      renderAt('/animals');
      await screen.findByText('Félix');
      const toggle = screen.getByRole('button', { name: 'Filtres' });
      await userEvent.click(toggle);
      const results = within(panel()).getByRole('button', { name: 'Voir les résultats' });
      results.focus();
      await userEvent.tab();
      expect(within(panel()).getByLabelText('Sexe')).toHaveFocus();
      await userEvent.tab({ shift: true });
      expect(results).toHaveFocus();
      await userEvent.click(results);
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(toggle).toHaveFocus();
    });
  });
});
