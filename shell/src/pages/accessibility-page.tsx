import { Link } from 'react-router-dom';
import { paths } from '@petfoster/contracts';
import { CONTACT } from '../app/contact';
import { usePageTitle } from '../app/use-page-title';
import { ACCESSIBILITY, KNOWN_ISSUES } from './accessibility-statement';
import styles from './static-page.module.css';

/**
 * 'Déclaration d'accessibilité' in the form the RGAA 4.1 gives (docs/accessibility.md): state, tests, known
 * non-compliances with their fix, feedback and the appeal to the Défenseur des droits.
 */
export function AccessibilityPage() {
  usePageTitle("Déclaration d'accessibilité");
  return (
    <article className={styles.page}>
      <h1>Déclaration d'accessibilité</h1>
      <p>
        {CONTACT.name} s'engage à rendre son site accessible conformément à l'article&nbsp;47 de la loi n°&nbsp;2005-102
        du 11&nbsp;février 2005. Cette déclaration d'accessibilité s'applique au site PetFoster, à toutes ses pages
        publiques, aux espaces des familles et des associations et à l'espace de modération.
      </p>

      <h2>État de conformité</h2>
      <p>
        Le site PetFoster est <strong>{ACCESSIBILITY.state}</strong> avec le référentiel général d'amélioration de
        l'accessibilité ({ACCESSIBILITY.referential}). Aucun audit complet des 106&nbsp;critères du référentiel n'a
        encore été réalisé&nbsp;; en l'absence d'un tel audit, le référentiel demande de déclarer le site non conforme,
        quels que soient les résultats des vérifications décrites ci-dessous.
      </p>

      <h2>Résultats des tests</h2>
      <p>
        À chaque nouvelle version, une vérification automatique parcourt chaque écran du site, en visiteur, en famille,
        en association et en administrateur de la plateforme, sur un {ACCESSIBILITY.viewports.join(' et sur un ')}
        &nbsp;: elle ne relève aucune erreur grave ou critique. Un parcours au clavier seul (demander un animal, signer
        un contrat d'accueil, envoyer un message) est également vérifié.
      </p>

      <h2>Pages et parcours vérifiés</h2>
      <ul>
        <li>
          L'accueil, la liste des animaux avec ses filtres, la fiche d'un animal, les associations et leurs animaux.
        </li>
        <li>L'inscription, la connexion, le mot de passe oublié, la confirmation d'adresse, le désabonnement.</li>
        <li>Le tableau de bord, le profil, les demandes, les accueils, les messages et le compte d'une famille.</li>
        <li>
          Le tableau de bord, le profil, les animaux, les demandes, la recherche de familles, l'équipe, le journal
          d'activité, les accueils, les messages et la demande de vérification d'une association.
        </li>
        <li>L'espace de modération&nbsp;: journal d'audit, vérifications des associations, signalements.</li>
        <li>Les pages d'information&nbsp;: conditions d'utilisation, mentions légales, confidentialité, à propos.</li>
      </ul>

      <h2>Outils et environnement de test</h2>
      <ul>
        {ACCESSIBILITY.tools.map((tool) => (
          <li key={tool}>{tool}</li>
        ))}
      </ul>
      <p>Technologies utilisées pour la réalisation du site&nbsp;: HTML5, CSS, JavaScript, WAI-ARIA.</p>

      <h2>Contenus non accessibles</h2>
      <p>Les non-conformités connues et ce qui est prévu pour chacune&nbsp;:</p>
      <ul>
        {KNOWN_ISSUES.map((issue) => (
          <li key={issue.what}>
            {issue.what} <em>Correction prévue&nbsp;: {issue.plan}</em>
          </li>
        ))}
      </ul>

      <h2>Établissement de cette déclaration</h2>
      <p>Cette déclaration a été établie le {ACCESSIBILITY.establishedOn}.</p>

      <h2>Retour d'information et contact</h2>
      <p>
        Si vous n'arrivez pas à accéder à un contenu ou à un service, écrivez-nous pour être orienté vers une
        alternative accessible ou obtenir le contenu sous une autre forme&nbsp;:{' '}
        <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>, ou par courrier à {CONTACT.name}, {CONTACT.street},{' '}
        {CONTACT.zip} {CONTACT.city}. Vous pouvez aussi nous joindre depuis la page{' '}
        <Link to={paths.about}>À propos</Link>.
      </p>

      <h2>Voies de recours</h2>
      <p>
        Si vous nous avez signalé un défaut d'accessibilité qui vous empêche d'accéder à un contenu ou à un service et
        que vous n'avez pas obtenu de réponse satisfaisante, vous pouvez&nbsp;:
      </p>
      <ul>
        <li>
          écrire un message au Défenseur des droits par son{' '}
          <a href="https://formulaire.defenseurdesdroits.fr/" rel="noopener noreferrer">
            formulaire en ligne
          </a>
          &nbsp;;
        </li>
        <li>
          contacter le délégué du Défenseur des droits dans votre région (
          <a href="https://www.defenseurdesdroits.fr/saisir/delegues" rel="noopener noreferrer">
            liste des délégués
          </a>
          )&nbsp;;
        </li>
        <li>
          envoyer un courrier par la poste (gratuit, sans timbre)&nbsp;: Défenseur des droits, Libre réponse 71120,
          75342 Paris CEDEX 07.
        </li>
      </ul>
    </article>
  );
}
