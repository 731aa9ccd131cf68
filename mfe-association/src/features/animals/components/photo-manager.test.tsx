import { ENDPOINTS, GALLERY_MESSAGES as M, type AnimalPhoto } from '@petfoster/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AnimalOwnerActions from './animal-owner-actions';
import { loginAs, logoutSession, makeAnimal, renderRoute } from '@petfoster/platform/test-utils';
import { onEndpoint, reply } from '@petfoster/platform/test-utils/network';

/* The edit form's photo manager and video field (docs/product.md#animal-gallery). */

const photo = (id: number): AnimalPhoto => ({
  id,
  url: `/uploads/p${id}.jpg`,
  width: 800,
  height: 600,
  thumbnail_url: `/uploads/p${id}.webp`,
  medium_url: null,
});
const animal = makeAnimal({ photos: [photo(1), photo(2), photo(3)] });

async function openEditor() {
  const user = userEvent.setup();
  renderRoute(<AnimalOwnerActions animal={animal} />, { path: '/animals-details/:id', url: '/animals-details/11' });
  await user.click(screen.getByRole('button', { name: 'Editer' }));
  const dialog = within(screen.getByRole('dialog', { name: 'Modifier Rex' }));
  return { user, dialog };
}
const thumbnails = (dialog: ReturnType<typeof within>) =>
  dialog.getAllByRole('img').map((image: HTMLElement) => image.getAttribute('src'));

beforeEach(() => {
  loginAs({ role: 'association', userId: 9, associationId: 3 });
  // The health record under the owner's actions (its own tests: features/health).
  onEndpoint(ENDPOINTS.listHealth, []);
});
afterEach(logoutSession);

it('adds a photo with the image input, at the end', async () => {
  const add = onEndpoint(ENDPOINTS.addAnimalPhoto, reply({ id: 4, url: '/uploads/p4.jpg' }, { status: 201 }));
  const { user, dialog } = await openEditor();
  expect(dialog.getByRole('heading', { name: `${M.photos} (3/10)` })).toBeInTheDocument();
  await user.upload(dialog.getByLabelText(M.addPhoto), new File(['abc'], 'chat.png', { type: 'image/png' }));
  await user.click(dialog.getByRole('button', { name: M.addPhoto }));
  await waitFor(() => expect(dialog.getByRole('heading', { name: `${M.photos} (4/10)` })).toBeInTheDocument());
  expect(add.requests.map(({ path }) => path)).toEqual(['/api/animals/11/photos']);
  expect(add.last?.body.url_image).toMatch(/^data:image\/png;base64,/);
  expect(thumbnails(dialog)).toContain('/uploads/p4.jpg');
});

it('removes a photo', async () => {
  const removal = onEndpoint(ENDPOINTS.deleteAnimalPhoto, undefined);
  const { user, dialog } = await openEditor();
  await user.click(dialog.getByRole('button', { name: `${M.removePhoto} : ${M.photoOf(2, 3)}` }));
  await waitFor(() => expect(thumbnails(dialog)).toEqual(['/uploads/p1.webp', '/uploads/p3.webp']));
  expect(removal.requests.map(({ path }) => path)).toEqual(['/api/animals/11/photos/2']);
});

it('moves a photo earlier (it becomes the cover) and later, sending the whole order', async () => {
  const order = onEndpoint(ENDPOINTS.reorderAnimalPhotos, ({ body }) => body.ids.map((id) => photo(id)));
  const { user, dialog } = await openEditor();
  expect(dialog.getByRole('button', { name: `${M.moveEarlier} : ${M.photoOf(1, 3)}` })).toBeDisabled();
  await user.click(dialog.getByRole('button', { name: `${M.moveEarlier} : ${M.photoOf(2, 3)}` }));
  await waitFor(() => expect(thumbnails(dialog)[0]).toBe('/uploads/p2.webp'));
  expect(order.last?.body).toEqual({ ids: [2, 1, 3] });
  await user.click(dialog.getByRole('button', { name: `${M.moveLater} : ${M.photoOf(2, 3)}` }));
  await waitFor(() => expect(order.last?.body).toEqual({ ids: [2, 3, 1] }));
  expect(dialog.getByRole('button', { name: `${M.moveLater} : ${M.photoOf(3, 3)}` })).toBeDisabled();
});

it('says which video addresses are accepted, in French, and sends nothing', async () => {
  const update = onEndpoint(ENDPOINTS.updateAnimal, makeAnimal());
  const { user, dialog } = await openEditor();
  await user.type(dialog.getByLabelText(M.videoUrlLabel), 'https://example.com/chat.mp4');
  await user.click(dialog.getByRole('button', { name: 'Valider' }));
  expect(await dialog.findByText(M.videoInvalid)).toBeInTheDocument();
  expect(update.requests).toHaveLength(0);
});
