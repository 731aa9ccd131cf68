import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../test/render-app';

describe('footer', () => {
  it('has social links, the legal links, a postal address and a back-to-top button', async () => {
    renderApp('/about');
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('navigation', { name: 'Réseaux sociaux' })).toBeInTheDocument();
    expect(footer.getByRole('link', { name: /Facebook/ })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(footer.getByRole('link', { name: "Conditions d'utilisation" })).toHaveAttribute(
      'href',
      '/terms-and-conditions-of-use',
    );
    expect(footer.getByRole('link', { name: 'Politique de confidentialité' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    expect(footer.getByRole('link', { name: 'Mentions légales' })).toHaveAttribute('href', '/legal-disclaimer');
    expect(footer.getByRole('link', { name: 'A propos' })).toHaveAttribute('href', '/about');
    expect(footer.getByRole('link', { name: "Déclaration d'accessibilité" })).toHaveAttribute('href', '/accessibility');
    expect(footer.getByText(/accessibilité : non conforme/)).toBeInTheDocument();
    expect(screen.getByRole('contentinfo').querySelector('address')).toHaveTextContent(/\d{5}/);

    const scrollTo = jest.spyOn(window, 'scrollTo');
    await userEvent.click(footer.getByRole('button', { name: /Retour en haut/ }));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });
});
