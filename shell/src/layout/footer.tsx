import { Link } from 'react-router-dom';
import { paths } from '@petfoster/contracts';
import { CONTACT, SOCIAL_LINKS } from '../app/contact';
import { ACCESSIBILITY } from '../pages/accessibility-statement';
import styles from './footer.module.css';

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <nav aria-label="Réseaux sociaux">
          <ul className={styles.social}>
            {SOCIAL_LINKS.map((social) => (
              <li key={social.label}>
                <a href={social.href} target="_blank" rel="noopener noreferrer" className={styles.socialLink}>
                  {social.label}
                  <span className={styles.srOnly}> (nouvelle fenêtre)</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Informations légales">
          <ul className={styles.links}>
            <li>
              <Link to={paths.terms}>Conditions d'utilisation</Link>
            </li>
            <li>
              <Link to={paths.privacyPolicy}>Politique de confidentialité</Link>
            </li>
            <li>
              <Link to={paths.legalDisclaimer}>Mentions légales</Link>
            </li>
            <li>
              <Link to={paths.about}>A propos</Link>
            </li>
            <li>
              {/* The RGAA asks for the compliance state next to the statement's link. */}
              <Link to={paths.accessibility}>Déclaration d'accessibilité</Link>
              <span className={styles.state}> (accessibilité&nbsp;: {ACCESSIBILITY.state})</span>
            </li>
          </ul>
        </nav>
        <address className={styles.address}>
          {CONTACT.name} · {CONTACT.street} · {CONTACT.zip} {CONTACT.city}
        </address>
        <p className={styles.copy}>© {new Date().getFullYear()} PetFoster</p>
      </div>
      <button
        type="button"
        className={styles.backToTop}
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      >
        <span aria-hidden="true">↑</span> Retour en haut
      </button>
    </footer>
  );
}
