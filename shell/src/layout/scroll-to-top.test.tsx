import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../test/render-app';

describe('scroll to top', () => {
  it('scrolls to the top on each route change', async () => {
    renderApp('/about');
    const scrollTo = jest.spyOn(window, 'scrollTo');
    await userEvent.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Mentions légales' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/legal-disclaimer');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
