import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENDPOINTS, NEWS_MESSAGES as M, type PlacementNews } from '@petfoster/contracts';
import {
  fakeImageCodec,
  loginAs,
  logoutSession,
  makePlacement,
  phonePhoto,
  renderRoute,
} from '@petfoster/platform/test-utils';
import { inTurn, onEndpoint } from '@petfoster/platform/test-utils/network';
import { BODY_TOO_LARGE_MESSAGE, jsonBodyBytes } from '@petfoster/platform/screens';
import FamilyPlacementPage from './family-placement-page';

const PAGE = { path: '/families/dashboard/placements/:placementId', url: '/families/dashboard/placements/41' };

const news = (over: Partial<PlacementNews> = {}): PlacementNews => ({
  id: 5,
  placement_id: 41,
  body: '<b>Il dort</b>\nsur le canapé',
  images: [],
  author_firstname: 'Marie',
  mine: true,
  created_at: '2026-12-05T10:00:00.000Z',
  published_at: null,
  ...over,
});

beforeEach(() => {
  // The health record's section (its own test: features/health).
  onEndpoint(ENDPOINTS.listHealth, []);
  // The vet care sections read the placement's bons and expenses (their own test: *-vet-care.test.tsx).
  onEndpoint(ENDPOINTS.listVetAuthorisations, []);
  onEndpoint(ENDPOINTS.listExpenses, {
    expenses: [],
    totals: { total_eur: 0, pending_eur: 0, reimbursed_eur: 0, refused_eur: 0 },
    months: [],
  });
  loginAs({ role: 'family', userId: 5, familyId: 7 });
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => logoutSession());

const region = () => screen.findByRole('region', { name: M.title });

it('posts news while the placement is under way, then lists it, the text escaped with its line breaks', async () => {
  onEndpoint(ENDPOINTS.readPlacement, makePlacement({ status: 'active' }));
  const list = onEndpoint(ENDPOINTS.listNews, inTurn([], [news()]));
  const post = onEndpoint(ENDPOINTS.postNews, news());
  renderRoute(<FamilyPlacementPage />, PAGE);
  const section = await region();
  expect(await within(section).findByText(M.empty)).toBeInTheDocument();
  await userEvent.type(within(section).getByLabelText(M.write, { exact: false }), '<b>Il dort</b>');
  await userEvent.click(within(section).getByRole('button', { name: M.send }));
  await waitFor(() => expect(post.count).toBe(1));
  expect(post.last?.path).toBe('/api/placements/41/news');
  expect(post.last?.body).toEqual({ body: '<b>Il dort</b>', images: [] });
  const body = await within(section).findByText(/Il dort/);
  expect(body.textContent).toBe('<b>Il dort</b>\nsur le canapé');
  expect(section.querySelector('b')).toBeNull();
  expect(list.count).toBe(2);
});

it('sends nothing while the text is empty', async () => {
  onEndpoint(ENDPOINTS.readPlacement, makePlacement({ status: 'active' }));
  onEndpoint(ENDPOINTS.listNews, []);
  const post = onEndpoint(ENDPOINTS.postNews, news());
  renderRoute(<FamilyPlacementPage />, PAGE);
  const section = await region();
  await userEvent.click(within(section).getByRole('button', { name: M.send }));
  expect(await within(section).findByText(M.bodyRequired)).toBeInTheDocument();
  expect(post.count).toBe(0);
});

it('has no composer once the placement is not under way, and deletes its own news', async () => {
  onEndpoint(ENDPOINTS.readPlacement, makePlacement({ status: 'ended' }));
  onEndpoint(ENDPOINTS.listNews, inTurn([news()], []));
  const removed = onEndpoint(ENDPOINTS.deleteNews, undefined);
  renderRoute(<FamilyPlacementPage />, PAGE);
  const section = await region();
  await within(section).findByText(/Il dort/);
  expect(within(section).queryByRole('button', { name: M.send })).toBeNull();
  await userEvent.click(within(section).getByRole('button', { name: M.delete }));
  await waitFor(() => expect(removed.count).toBe(1));
  expect(removed.last?.path).toBe('/api/news/5');
  expect(await within(section).findByText(M.empty)).toBeInTheDocument();
});

it('sends the chosen photos with the text, and offers one more picker after each', async () => {
  onEndpoint(ENDPOINTS.readPlacement, makePlacement({ status: 'active' }));
  onEndpoint(ENDPOINTS.listNews, []);
  const post = onEndpoint(ENDPOINTS.postNews, news());
  renderRoute(<FamilyPlacementPage />, PAGE);
  const section = await region();
  await userEvent.type(within(section).getByLabelText(M.write, { exact: false }), 'En photo');
  const photo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'chat.png', { type: 'image/png' });
  await userEvent.upload(within(section).getByLabelText('Photo 1 (facultative)'), photo);
  expect(await within(section).findByLabelText('Photo 2 (facultative)')).toBeInTheDocument();
  await userEvent.click(within(section).getByRole('button', { name: M.send }));
  await waitFor(() => expect(post.count).toBe(1));
  expect(post.last?.body.images).toEqual([expect.stringMatching(/^data:image\/png;base64,/)]);
});

describe('photos made smaller before they are sent (docs/product.md#image-uploads)', () => {
  const MB = 1024 * 1024;
  let codec: ReturnType<typeof fakeImageCodec> | undefined;
  afterEach(() => codec?.restore());

  const attachFive = async (section: HTMLElement) => {
    for (let index = 1; index <= 5; index++) {
      await userEvent.upload(
        within(section).getByLabelText(`Photo ${index} (facultative)`),
        phonePhoto(`IMG_000${index}.jpg`, 5 * MB),
      );
      await within(section).findByText(`IMG_000${index}.jpg`);
    }
  };

  it('sends five phone photos as smaller JPEGs, in one body far under the limit', async () => {
    codec = fakeImageCodec({ width: 3024, height: 4032, encodedBytes: 500 * 1024 });
    onEndpoint(ENDPOINTS.readPlacement, makePlacement({ status: 'active' }));
    onEndpoint(ENDPOINTS.listNews, []);
    const post = onEndpoint(ENDPOINTS.postNews, news());
    renderRoute(<FamilyPlacementPage />, PAGE);
    const section = await region();
    await userEvent.type(within(section).getByLabelText(M.write, { exact: false }), 'Cinq photos');
    await attachFive(section);
    await userEvent.click(within(section).getByRole('button', { name: M.send }));
    await waitFor(() => expect(post.count).toBe(1));
    // The schema's input type leaves `images` untyped (it is preprocessed): as the client sends it, strings.
    const images = (post.last?.body.images ?? []) as string[];
    expect(images).toHaveLength(5);
    for (const image of images) expect(image).toMatch(/^data:image\/jpeg;base64,/);
    expect(codec.encodings[0]).toEqual({ width: 1500, height: 2000, type: 'image/jpeg', quality: 0.85 });
    // 5 x 5 MB as chosen would be over 33 MB as base64.
    expect(jsonBodyBytes(post.last?.body)).toBeLessThan(4 * MB);
  });

  it('says in French that the photos are too heavy together, and sends nothing', async () => {
    // 5 photos a browser could not make lighter than 2.5 MB: over 16 MB as base64.
    codec = fakeImageCodec({ width: 3024, height: 4032, encodedBytes: 2.5 * MB });
    onEndpoint(ENDPOINTS.readPlacement, makePlacement({ status: 'active' }));
    onEndpoint(ENDPOINTS.listNews, []);
    const post = onEndpoint(ENDPOINTS.postNews, news());
    renderRoute(<FamilyPlacementPage />, PAGE);
    const section = await region();
    await userEvent.type(within(section).getByLabelText(M.write, { exact: false }), 'Trop lourd');
    await attachFive(section);
    await userEvent.click(within(section).getByRole('button', { name: M.send }));
    expect(await within(section).findByText(BODY_TOO_LARGE_MESSAGE)).toBeInTheDocument();
    expect(post.count).toBe(0);
    // 12 MB of photos read and shown: slower than the rest on a busy machine.
  }, 60_000);
});
