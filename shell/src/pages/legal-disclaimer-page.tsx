import { CONTACT } from '../app/contact';
import { usePageTitle } from '../app/use-page-title';
import styles from './static-page.module.css';

export function LegalDisclaimerPage() {
  usePageTitle('Mentions légales');
  return (
    <article className={styles.page}>
      <h1>Mentions légales</h1>
      <h2>Éditeur du site</h2>
      <p>
        {CONTACT.name}, {CONTACT.street}, {CONTACT.zip} {CONTACT.city}. Contact&nbsp;:{' '}
        <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>.
      </p>
      <h2>Hébergement</h2>
      <p>Le site est hébergé sur une plateforme de déploiement cloud.</p>
      <h2>Cookies</h2>
      <p>Ce site n'utilise aucun cookie.</p>
      <h2>Données conservées dans votre navigateur</h2>
      <p>
        Les données nécessaires à votre session (votre jeton de connexion) sont conservées dans le stockage local (local
        storage) de votre navigateur. Elles sont effacées lorsque vous vous déconnectez ou supprimez votre compte.
      </p>
      <h2>Propriété intellectuelle</h2>
      <p>
        Les textes et photographies publiés par les associations et les familles restent la propriété de leurs auteurs.
      </p>
    </article>
  );
}
