import { act, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { notify, PlatformToaster } from './notify';

afterEach(() => {
  act(() => toast.remove());
});

describe('notify', () => {
  // First in the file: the library is not loaded yet in this module registry.
  it('fetches the toast library with the first toast only (docs/decisions/first-view.md), then shows it', async () => {
    render(<PlatformToaster />);
    expect(document.querySelector('[data-rht-toaster]')).toBeNull();
    act(() => {
      notify.success('Premier message');
    });
    expect(await screen.findByText('Premier message')).toBeInTheDocument();
    expect(document.querySelector('[data-rht-toaster]')).not.toBeNull();
  });

  it.each([
    ['success', 'Réussi', 'Compte créé avec succès.'],
    ['error', 'Erreur', 'Une erreur est survenue'],
    ['info', 'Info', 'La session est terminée'],
  ] as const)('%s toasts carry the title %s and the message', async (kind, title, message) => {
    render(<PlatformToaster />);
    act(() => {
      notify[kind](message);
    });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText(title)).toBeInTheDocument();
  });

  it('toasts disappear after 5000 ms', async () => {
    jest.useFakeTimers();
    try {
      render(<PlatformToaster />);
      act(() => {
        notify.info('Bonjour');
      });
      expect(screen.getByText('Bonjour')).toBeInTheDocument();
      act(() => {
        jest.advanceTimersByTime(4900);
      });
      expect(screen.getByText('Bonjour')).toBeInTheDocument();
      // Dismissed at 5000 ms, then removed from the DOM after react-hot-toast's exit delay.
      act(() => {
        jest.advanceTimersByTime(200);
      });
      act(() => {
        jest.advanceTimersByTime(1500);
      });
      expect(screen.queryByText('Bonjour')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
