import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INVALID_IMAGE_MESSAGE, MAX_IMAGE_BYTES } from '@petfoster/contracts';
import { ImageInput } from './image-input';

function file(type: string, size = 10, name = 'photo') {
  const image = new File(['x'.repeat(Math.min(size, 64))], name, { type });
  Object.defineProperty(image, 'size', { value: size });
  return image;
}

describe('ImageInput', () => {
  it('accepts a PNG, reads it as a data URL and shows a preview', async () => {
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
    ['a WebP image', file('image/webp')],
    ['a PDF', file('application/pdf')],
    ['a JPEG over 10 MB', file('image/jpeg', MAX_IMAGE_BYTES + 1)],
  ])('rejects %s with the SPEC alert', async (_label, rejected) => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    const onChange = jest.fn();
    render(<ImageInput label="Photo" onChange={onChange} />);
    const input = screen.getByLabelText('Photo') as HTMLInputElement;
    await userEvent.upload(input, rejected, { applyAccept: false });
    expect(alert).toHaveBeenCalledWith(INVALID_IMAGE_MESSAGE);
    expect(onChange).toHaveBeenCalledWith(null);
    expect(input.value).toBe('');
  });

  it('accepts a GIF of exactly 10 MB', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    const onChange = jest.fn();
    render(<ImageInput label="Photo" onChange={onChange} />);
    await userEvent.upload(screen.getByLabelText('Photo'), file('image/gif', MAX_IMAGE_BYTES));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(expect.stringMatching(/^data:image\/gif/)));
    expect(alert).not.toHaveBeenCalled();
  });

  it('limits the picker to JPEG, PNG and GIF', () => {
    render(<ImageInput label="Photo" onChange={() => undefined} />);
    expect(screen.getByLabelText('Photo')).toHaveAttribute('accept', 'image/jpeg,image/png,image/gif');
  });
});
