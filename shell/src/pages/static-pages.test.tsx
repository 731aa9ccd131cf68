import { screen } from '@testing-library/react';
import { RETENTION, RETENTION_TABLE } from '@petfoster/contracts';
import { renderApp } from '../test/render-app';

describe('static pages', () => {
  it('about states the mission, the four values and a contact', async () => {
    renderApp('/about');
    // Fetched when opened (a chunk of its own).
    await screen.findByRole('heading', { level: 1 });
    for (const value of [
      'Protection des animaux',
      'Responsabilité et bienveillance',
      'Innovation et collaboration',
      'Accessibilité et soutien communautaire',
    ]) {
      expect(screen.getByText(value)).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { name: 'Nous contacter' })).toBeInTheDocument();
    expect(screen.getByRole('main').querySelector('a[href^="mailto:"]')).not.toBeNull();
  });

  it('about: a forgotten password is reset on the reset page, not by writing in', async () => {
    renderApp('/about');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: 'Réinitialiser votre mot de passe' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByText(/Écrivez-nous/).textContent).not.toMatch(/mot de passe/i);
  });

  it('legal notice: no cookies, local storage, cloud hosting', async () => {
    renderApp('/legal-disclaimer');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText("Ce site n'utilise aucun cookie.")).toBeInTheDocument();
    expect(screen.getByText(/stockage local \(local storage\) de votre navigateur/)).toBeInTheDocument();
    expect(screen.getByText('Le site est hébergé sur une plateforme de déploiement cloud.')).toBeInTheDocument();
  });

  it('privacy: what the placements register keeps after an account deletion, for how long and why', async () => {
    renderApp('/privacy-policy');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('heading', { level: 2, name: 'Registre des animaux placés' })).toBeInTheDocument();
    const text = (screen.getByRole('main').textContent ?? '').replace(/\u00a0/g, ' ');
    expect(text).toContain(
      'loi n° 2021-1539 du 30 novembre 2021, article L.214-6 du code rural et de la pêche maritime',
    );
    expect(text).toContain('ce registre garde vos nom, prénom et adresse pour chacun de vos accueils pendant 5 ans');
    expect(text).toContain('ils sont ensuite effacés automatiquement');
  });

  it('accessibility statement: state, tests, known non-compliances with their fix, contact and appeal', async () => {
    renderApp('/accessibility');
    await screen.findByRole('heading', { level: 1, name: "Déclaration d'accessibilité" });
    for (const heading of [
      'État de conformité',
      'Résultats des tests',
      'Pages et parcours vérifiés',
      'Contenus non accessibles',
      "Retour d'information et contact",
      'Voies de recours',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    const text = (screen.getByRole('main').textContent ?? '').replace(/\u00a0/g, ' ');
    expect(text).toContain('non conforme avec le référentiel général');
    expect(text).toContain('RGAA version 4.1');
    expect(screen.getAllByText(/Correction prévue/).length).toBeGreaterThan(0);
    expect(text).toContain('Défenseur des droits, Libre réponse 71120, 75342 Paris CEDEX 07');
    expect(screen.getByRole('link', { name: 'formulaire en ligne' })).toHaveAttribute(
      'href',
      'https://formulaire.defenseurdesdroits.fr/',
    );
    expect(document.title).toBe("Déclaration d'accessibilité · PetFoster");
  });

  it('privacy: one table of retention periods, written from the constants the jobs use', async () => {
    renderApp('/privacy-policy');
    const table = await screen.findByRole('table', { name: 'Combien de temps chaque donnée est gardée' });
    const text = (table.textContent ?? '').replace(/\u00a0/g, ' ');
    expect(text).toContain(
      `Sans connexion pendant ${RETENTION.inactiveAccountYears} ans, un e-mail vous prévient, puis le compte est supprimé ${RETENTION.inactiveAccountNoticeDays} jours plus tard`,
    );
    expect(text).toContain(`${RETENTION.refusedRequestDays} jours après la décision`);
    expect(text).toContain(`${RETENTION.registerYears} ans après la suppression du compte de la famille`);
    expect(screen.getAllByRole('row')).toHaveLength(RETENTION_TABLE.length + 1);
  });

  it('names the page in the document title', async () => {
    renderApp('/privacy-policy');
    await screen.findByRole('heading', { level: 1 });
    expect(document.title).toBe('Politique de confidentialité · PetFoster');
  });

  it.each(['/about', '/legal-disclaimer', '/privacy-policy', '/terms-and-conditions-of-use', '/accessibility'])(
    '%s: French typography, a non-breaking space before ; : ? ! (no line starts with one)',
    async (path) => {
      renderApp(path);
      await screen.findByRole('heading', { level: 1 });
      const text = screen.getByRole('main').textContent ?? '';
      expect(text).toMatch(/\u00a0[;:?!]/);
      expect(text.match(/[ \n\t][;:?!]/g)).toBeNull();
    },
  );
});
