import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INVALID_IMAGE_MESSAGE, MAX_IMAGE_BYTES } from '@petfoster/contracts';
import { HEIC_NO_PREVIEW, ImageInput } from './image-input';

const PNG_SIGNATURE = '\x89PNG\r\n\x1a\n';

function file(type: string, size = 10, name = 'photo', content = `${PNG_SIGNATURE}pixels`) {
  // One byte per character, as a file holds its signature.
  const image = new File([Uint8Array.from(content, (c) => c.charCodeAt(0))], name, { type });
  Object.defineProperty(image, 'size', { value: size });
  return image;
}

function bytesOf(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsBinaryString(blob);
  });
}

/*
 * jsdom draws no image: createImageBitmap stands for the browser's decoder, which draws the image formats Chromium
 * draws (by their signature) and fails on anything else. The browser journey 19-forms checks the real one.
 */
beforeEach(() => {
  Object.defineProperty(globalThis, 'createImageBitmap', {
    configurable: true,
    value: jest.fn(async (blob: Blob) => {
      const head = await bytesOf(blob);
      const drawable =
        [PNG_SIGNATURE, '\xff\xd8\xff', 'GIF8'].some((s) => head.startsWith(s)) || head.slice(8, 12) === 'WEBP';
      if (!drawable) throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
      return { width: 16, height: 16, close: () => undefined };
    }),
  });
});
afterEach(() => {
  delete (globalThis as { createImageBitmap?: unknown }).createImageBitmap;
});

describe('ImageInput', () => {
  it('accepts a PNG the browser draws, reads it as a data URL and shows a preview', async () => {
    const onChange = jest.fn();
    render(<ImageInput label="Photo" onChange={onChange} />);
    await userEvent.upload(screen.getByLabelText('Photo'), file('image/png'));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(expect.stringMatching(/^data:image\/png;base64,/)));
    expect(screen.getByRole('img', { name: "Aperçu de l'image choisie" })).toBeInTheDocument();
  });

  it('speaks French whatever the browser: a "Choisir une image" button and the chosen file name', async () => {
    render(<ImageInput label="Photo" onChange={jest.fn()} />);
    expect(screen.getByText('Choisir une image')).toBeInTheDocument();
    expect(screen.getByText('Aucun fichier choisi')).toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText('Photo'), file('image/png', 10, 'chat.png'));
    expect(await screen.findByText('chat.png')).toBeInTheDocument();
    expect(screen.queryByText('Aucun fichier choisi')).not.toBeInTheDocument();
  });

  it.each([
    ['a PDF', file('application/pdf')],
    ['a JPEG over 10 MB', file('image/jpeg', MAX_IMAGE_BYTES + 1)],
    ['a text file renamed .png', file('image/png', 10, 'faux.png', 'ceci est du texte, pas une image')],
  ])('refuses %s in the form, without an alert or a preview', async (_label, rejected) => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    const onChange = jest.fn();
    render(<ImageInput label="Photo" onChange={onChange} />);
    const input = screen.getByLabelText('Photo') as HTMLInputElement;
    await userEvent.upload(input, rejected, { applyAccept: false });
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID_IMAGE_MESSAGE);
    expect(input).toHaveAccessibleDescription(INVALID_IMAGE_MESSAGE);
    expect(alert).not.toHaveBeenCalled();
    expect(onChange).toHaveBeenCalledWith(null);
    expect(onChange).not.toHaveBeenCalledWith(expect.stringMatching(/^data:/));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(input.value).toBe('');
  });

  it('accepts a WebP photo from a phone', async () => {
    const onChange = jest.fn();
    render(<ImageInput label="Photo" onChange={onChange} />);
    await userEvent.upload(
      screen.getByLabelText('Photo'),
      file('image/webp', 10, 'IMG.webp', 'RIFF\x10\x00\x00\x00WEBPVP8 '),
    );
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(expect.stringMatching(/^data:image\/webp;base64,/)));
    expect(screen.getByRole('img', { name: "Aperçu de l'image choisie" })).toBeInTheDocument();
  });

  it('accepts a HEIC photo the browser cannot draw, saying why there is no preview', async () => {
    const onChange = jest.fn();
    render(<ImageInput label="Photo" onChange={onChange} />);
    const heic = file('', 10, 'IMG_0042.HEIC', '\x00\x00\x00\x1cftypheic\x00\x00\x00\x00mif1heic');
    await userEvent.upload(screen.getByLabelText('Photo'), heic, { applyAccept: false });
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(expect.stringMatching(/^data:/)));
    expect(screen.getByLabelText('Photo')).toHaveAccessibleDescription(HEIC_NO_PREVIEW);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('accepts a GIF of exactly 10 MB', async () => {
    const onChange = jest.fn();
    render(<ImageInput label="Photo" onChange={onChange} />);
    await userEvent.upload(screen.getByLabelText('Photo'), file('image/gif', MAX_IMAGE_BYTES, 'anim.gif', 'GIF89a'));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(expect.stringMatching(/^data:image\/gif/)));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("offers the SPEC formats and the phones' WebP and HEIC in the picker", () => {
    render(<ImageInput label="Photo" onChange={() => undefined} />);
    expect(screen.getByLabelText('Photo')).toHaveAttribute(
      'accept',
      'image/jpeg,image/png,image/gif,image/webp,image/heic,image/heif,.heic,.heif',
    );
  });
});
