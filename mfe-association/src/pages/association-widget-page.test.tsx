import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENDPOINTS } from '@petfoster/contracts';
import { sessionStore } from '@petfoster/platform';
import { renderRoute } from '@petfoster/platform/test-utils';
import { onEndpoint } from '@petfoster/platform/test-utils/network';
import AssociationWidgetPage from './association-widget-page';

const WIDGET = { path: '/associations/dashboard/widget', url: '/associations/dashboard/widget' };

beforeEach(() => {
  act(() =>
    sessionStore.setState({
      token: 't',
      role: 'association',
      userId: 9,
      familyId: null,
      associationId: 3,
      associationRole: 'admin',
      isLoggedIn: true,
    }),
  );
  onEndpoint(ENDPOINTS.notificationsCount, { count: 0, invitations: 0 });
});

test('gives the snippet of its association, copies it, and runs it in the preview', async () => {
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  renderRoute(<AssociationWidgetPage />, WIDGET);

  expect(await screen.findByRole('heading', { name: 'Intégrer nos animaux à votre site' })).toBeInTheDocument();
  const snippet = `<script src="${window.location.origin}/widget.js" data-association="3" async></script>`;
  expect(screen.getByText(snippet)).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Copier le code' }));
  expect(writeText).toHaveBeenCalledWith(snippet);
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Code copié.'));

  // The preview is the snippet itself, loaded in the page.
  const script = document.querySelector('script[src="/widget.js"]');
  expect(script).not.toBeNull();
  expect(script?.getAttribute('data-association')).toBe('3');
});
