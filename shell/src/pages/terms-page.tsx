import { Link } from 'react-router-dom';
import { paths } from '@petfoster/contracts';
import { usePageTitle } from '../app/use-page-title';
import styles from './static-page.module.css';

export function TermsPage() {
  usePageTitle("Conditions d'utilisation");
  return (
    <article className={styles.page}>
      <h1>Conditions générales d'utilisation</h1>
      <h2>Objet</h2>
      <p>
        PetFoster met en relation des familles d'accueil bénévoles et des associations de protection animale. Le service
        est gratuit.
      </p>
      <h2>Comptes</h2>
      <p>
        Chaque utilisateur s'inscrit en tant que famille ou en tant qu'association et s'engage à fournir des
        informations exactes. Les associations déclarent leur numéro RNA.
      </p>
      <h2>Demandes d'accueil</h2>
      <p>
        Une famille peut adresser une demande d'accueil pour un animal. L'association reste seule décisionnaire&nbsp;:
        elle accepte ou refuse la demande. Une demande acceptée ne peut plus être modifiée par la famille.
      </p>
      <h2>Comportement</h2>
      <p>
        Les contenus publiés (descriptions, motivations, images) doivent être respectueux et en rapport avec l'accueil
        des animaux. Tout contenu abusif peut être supprimé.
      </p>
      <h2>Données personnelles</h2>
      <p>
        Voir notre <Link to={paths.privacyPolicy}>politique de confidentialité</Link> et nos{' '}
        <Link to={paths.legalDisclaimer}>mentions légales</Link>.
      </p>
    </article>
  );
}
