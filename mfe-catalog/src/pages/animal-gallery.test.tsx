import { ENDPOINTS, GALLERY_MESSAGES, type AnimalPhoto } from '@petfoster/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '@petfoster/platform/test-utils';
import { onEndpoint } from '@petfoster/platform/test-utils/network';
import AnimalDetailsPage from './animal-details-page';
import { makeAnimal } from '../test/fixtures';

/* The animal page's gallery, video and sharing (docs/product.md#animal-gallery). */

const photo = (id: number, width = 1200, height = 900): AnimalPhoto => ({
  id,
  url: `/uploads/photo-${id}.jpg`,
  width,
  height,
  thumbnail_url: `/uploads/photo-${id}.webp`,
  medium_url: `/uploads/photo-${id}-800.webp`,
});
const photos = [photo(1), photo(2, 900, 1200), photo(3)];
const animal = makeAnimal({ id: 42, name: 'Moustache', url_image: photos[0].url, photos });

const renderAt = () => renderRoute(<AnimalDetailsPage />, { url: '/animals-details/42', path: '/animals-details/:id' });
const slides = () =>
  within(screen.getByRole('region', { name: GALLERY_MESSAGES.photos })).getAllByRole('listitem', { hidden: true });
const shownSlide = () => slides().find((slide) => slide.getAttribute('aria-hidden') !== 'true')!;

describe('animal gallery', () => {
  it('loads the cover first and at once, the others only once approached, each with its width and height', async () => {
    onEndpoint(ENDPOINTS.readAnimal, animal);
    renderAt();
    await screen.findByRole('heading', { level: 1, name: 'Moustache' });
    const imageOf = (slide: HTMLElement) => within(slide).queryByRole('img', { hidden: true });
    // Nothing but the cover is asked of the network while the page loads: its bandwidth is the cover's.
    expect(slides().map((slide) => imageOf(slide)?.getAttribute('src') ?? null)).toEqual([photos[0].url, null, null]);
    const cover = imageOf(slides()[0])!;
    expect(cover).toHaveAttribute('loading', 'eager');
    expect(cover).toHaveAttribute('fetchpriority', 'high');

    // Pointing at (or touching, or focusing) the gallery brings the next photo, lazily, before it is asked for.
    fireEvent.pointerEnter(screen.getByRole('region', { name: GALLERY_MESSAGES.photos }));
    const next = imageOf(slides()[1])!;
    expect(next).toHaveAttribute('src', photos[1].url);
    expect(next).toHaveAttribute('loading', 'lazy');
    expect(next).not.toHaveAttribute('fetchpriority');
    expect(next).toHaveAttribute('width', '900');
    expect(next).toHaveAttribute('height', '1200');
    expect(imageOf(slides()[2])).toBeNull();
  });

  it('asks for each photo as the arrows come near it', async () => {
    onEndpoint(ENDPOINTS.readAnimal, animal);
    renderAt();
    await screen.findByText('Photo 1 sur 3');
    await userEvent.click(screen.getByRole('button', { name: GALLERY_MESSAGES.next }));
    const sources = slides().map((slide) => within(slide).queryByRole('img', { hidden: true })?.getAttribute('src'));
    expect(sources).toEqual(photos.map((p) => p.url));
  });

  it("moves with the arrows and says 'Photo x sur y'", async () => {
    onEndpoint(ENDPOINTS.readAnimal, animal);
    renderAt();
    expect(await screen.findByText('Photo 1 sur 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: GALLERY_MESSAGES.previous })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: GALLERY_MESSAGES.next }));
    expect(screen.getByText('Photo 2 sur 3')).toBeInTheDocument();
    expect(shownSlide()).toHaveAccessibleName('Photo 2 sur 3');
    await userEvent.click(screen.getByRole('button', { name: GALLERY_MESSAGES.next }));
    expect(screen.getByText('Photo 3 sur 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: GALLERY_MESSAGES.next })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: GALLERY_MESSAGES.previous }));
    expect(screen.getByText('Photo 2 sur 3')).toBeInTheDocument();
  });

  it('moves with the left and right keys', async () => {
    onEndpoint(ENDPOINTS.readAnimal, animal);
    renderAt();
    await screen.findByText('Photo 1 sur 3');
    const gallery = screen.getByRole('region', { name: GALLERY_MESSAGES.photos });
    act(() => gallery.focus());
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByText('Photo 3 sur 3')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByText('Photo 2 sur 3')).toBeInTheDocument();
  });

  it('keeps the counter on the photo a key asked for while the strip scrolls past the others', async () => {
    onEndpoint(ENDPOINTS.readAnimal, animal);
    renderAt();
    await screen.findByText('Photo 1 sur 3');
    const strip = screen.getByRole('list', { hidden: true });
    Object.defineProperty(strip, 'clientWidth', { configurable: true, value: 400 });
    // A browser's smooth scroll: the strip moves later, through the photos in between.
    strip.scrollTo = () => undefined;
    const gallery = screen.getByRole('region', { name: GALLERY_MESSAGES.photos });
    act(() => gallery.focus());
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByText('Photo 3 sur 3')).toBeInTheDocument();
    strip.scrollLeft = 300;
    fireEvent.scroll(strip);
    expect(screen.getByText('Photo 3 sur 3')).toBeInTheDocument();
    strip.scrollLeft = 800;
    fireEvent.scroll(strip);
    expect(screen.getByText('Photo 3 sur 3')).toBeInTheDocument();
    // Arrived: a swipe back is followed again.
    strip.scrollLeft = 400;
    fireEvent.scroll(strip);
    expect(screen.getByText('Photo 2 sur 3')).toBeInTheDocument();
  });

  it('follows a swipe: the counter says the photo the strip snapped to', async () => {
    onEndpoint(ENDPOINTS.readAnimal, animal);
    renderAt();
    await screen.findByText('Photo 1 sur 3');
    const strip = screen.getByRole('list', { hidden: true });
    Object.defineProperty(strip, 'clientWidth', { configurable: true, value: 400 });
    strip.scrollLeft = 800;
    fireEvent.scroll(strip);
    expect(screen.getByText('Photo 3 sur 3')).toBeInTheDocument();
    expect(within(shownSlide()).getByRole('img', { name: 'Moustache' })).toHaveAttribute('src', photos[2].url);
  });

  it('shows one photo without arrows or counter', async () => {
    onEndpoint(ENDPOINTS.readAnimal, { ...animal, photos: [photos[0]] });
    renderAt();
    await screen.findByRole('heading', { level: 1, name: 'Moustache' });
    expect(screen.getByRole('img', { name: 'Moustache' })).toHaveAttribute('src', photos[0].url);
    expect(screen.queryByRole('button', { name: GALLERY_MESSAGES.next })).not.toBeInTheDocument();
    expect(screen.queryByText(/sur 1/)).not.toBeInTheDocument();
  });
});

describe('animal video', () => {
  it('loads the player only after the click', async () => {
    onEndpoint(ENDPOINTS.readAnimal, { ...animal, video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' });
    const { container } = renderAt();
    await screen.findByRole('heading', { level: 2, name: GALLERY_MESSAGES.video });
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByText(GALLERY_MESSAGES.videoConsent('YouTube'))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: GALLERY_MESSAGES.playVideo('YouTube') }));
    const player = screen.getByTitle(`${GALLERY_MESSAGES.video} : Moustache`);
    expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
  });

  it('shows nothing for an animal without a video', async () => {
    onEndpoint(ENDPOINTS.readAnimal, { ...animal, video_url: null });
    renderAt();
    await screen.findByRole('heading', { level: 1, name: 'Moustache' });
    expect(screen.queryByRole('heading', { name: GALLERY_MESSAGES.video })).not.toBeInTheDocument();
  });
});

describe('sharing', () => {
  it("copies the page's link where the browser cannot share, and says so", async () => {
    const user = userEvent.setup();
    onEndpoint(ENDPOINTS.readAnimal, animal);
    renderAt();
    const copy = await screen.findByRole('button', { name: GALLERY_MESSAGES.copyLink });
    await user.click(copy);
    expect(await screen.findByText(GALLERY_MESSAGES.linkCopied)).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/animals-details/42`);
  });
});
