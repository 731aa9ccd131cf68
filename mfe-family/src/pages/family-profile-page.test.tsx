import { ENDPOINTS } from '@petfoster/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import FamilyProfilePage from './family-profile-page';
import { currentPath, loginAs, logoutSession, makeFamily, renderRoute } from '@petfoster/platform/test-utils';
import { onEndpoint, type Received, refuse, type Resolver } from '@petfoster/platform/test-utils/network';

let family: Received<typeof ENDPOINTS.readFamily>;
const answerFamily = (answer: Resolver<typeof ENDPOINTS.readFamily>) =>
  (family = onEndpoint(ENDPOINTS.readFamily, answer));

beforeEach(() => {
  // Routes a test expects untouched are there to count requests.
  answerFamily(refuse(404));
});
const PROFILE = (id: string) => ({ path: '/familyprofile/:id', url: `/familyprofile/${id}` });

function row(label: string) {
  const term = screen.queryByText(label, { selector: 'dt' });
  return term ? term.nextElementSibling?.textContent : undefined;
}

it('shows every field (docs/product.md#family-profile) when the API returns the contact details', async () => {
  answerFamily(makeFamily({ owned_animals: 5, garden: true }));
  renderRoute(<FamilyProfilePage />, PROFILE('7'));
  expect(await screen.findByRole('heading', { name: 'Famille Dupont' })).toBeInTheDocument();
  expect(family.requests.map(({ path }) => path)).toContain('/api/families/7');
  expect(screen.getByRole('img', { name: 'Famille Dupont' })).toHaveAttribute('src', '/uploads/dupont.jpg');
  expect(screen.getByText('Famille aimante')).toBeInTheDocument();
  expect(row('Adresse')).toBe('1 rue des Lilas');
  expect(row('Ville')).toBe('Lyon');
  expect(row('Code postal')).toBe('69001');
  expect(row('Téléphone')).toBe('0601020304');
  expect(row('Mail')).toBe('marie@example.fr');
  expect(row("Type d'habitation")).toBe('Appartement');
  expect(row("Nombre d'animaux possédés")).toBe('5+');
  expect(row('Jardin')).toBe('Oui');
});

it('hides the contact rows the API withheld (privacy) and says Non without a garden', async () => {
  answerFamily(
    makeFamily({
      address: undefined,
      zip_code: undefined,
      phone_number: undefined,
      garden: false,
      owned_animals: 2,
      user: { lastname: 'Dupont', firstname: 'Marie' },
    }),
  );
  renderRoute(<FamilyProfilePage />, PROFILE('7'));
  await screen.findByRole('heading', { name: 'Famille Dupont' });
  expect(row('Adresse')).toBeUndefined();
  expect(row('Code postal')).toBeUndefined();
  expect(row('Téléphone')).toBeUndefined();
  expect(row('Mail')).toBeUndefined();
  expect(row('Ville')).toBe('Lyon');
  expect(row("Nombre d'animaux possédés")).toBe('2');
  expect(row('Jardin')).toBe('Non');
});

it('shows the family its own foster profile, with a link to edit it', async () => {
  loginAs({ role: 'family', userId: 5, familyId: 7 });
  answerFamily(
    makeFamily({
      foster: {
        species: ['Chien', 'Lapin'],
        available_from: '2030-01-01',
        available_until: null,
        capacity: 2,
        children_at_home: true,
        visible: true,
        accepts_urgent_appeals: true,
      },
    }),
  );
  renderRoute(<FamilyProfilePage />, PROFILE('7'));
  const section = await screen.findByRole('region', { name: "Profil d'accueil" });
  const value = (label: string) => within(section).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
  expect(value('Visible des associations')).toBe('Oui');
  expect(value('Espèces accueillies')).toBe('Chien, Lapin');
  expect(value('Disponibilité')).toBe('À partir du 01/01/2030');
  expect(value("Nombre d'animaux à la fois")).toBe('2');
  expect(value('Enfants au foyer')).toBe('Oui');
  expect(within(section).getByRole('link', { name: "Modifier mon profil d'accueil" })).toHaveAttribute(
    'href',
    '/families/dashboard/edit-profile/5',
  );
  logoutSession();
});

it('says when the family is not visible to associations, and shows no foster profile to others', async () => {
  answerFamily(
    makeFamily({
      foster: {
        species: [],
        available_from: null,
        available_until: null,
        capacity: 1,
        children_at_home: false,
        visible: false,
        accepts_urgent_appeals: false,
      },
    }),
  );
  const { unmount } = renderRoute(<FamilyProfilePage />, PROFILE('7'));
  const section = await screen.findByRole('region', { name: "Profil d'accueil" });
  expect(within(section).getByText('Visible des associations').nextElementSibling?.textContent).toBe('Non');
  expect(within(section).getByText('Espèces accueillies').nextElementSibling?.textContent).toBe('Non précisées');
  expect(within(section).getByText('Disponibilité').nextElementSibling?.textContent).toBe('Sans limite de dates');
  unmount();
  answerFamily(makeFamily());
  renderRoute(<FamilyProfilePage />, PROFILE('7'));
  await screen.findByRole('heading', { name: 'Famille Dupont' });
  expect(screen.queryByRole('region', { name: "Profil d'accueil" })).not.toBeInTheDocument();
});

it('redirects to the 404 page when the family cannot be loaded', async () => {
  answerFamily(refuse(404));
  jest.spyOn(console, 'error').mockImplementation(() => {});
  renderRoute(<FamilyProfilePage />, PROFILE('999'));
  await waitFor(() => expect(currentPath()).toBe('/404'));
});

it('redirects to the 404 page for an id that is not a number', async () => {
  renderRoute(<FamilyProfilePage />, PROFILE('abc'));
  await waitFor(() => expect(currentPath()).toBe('/404'));
  expect(family.count).toBe(0);
});
