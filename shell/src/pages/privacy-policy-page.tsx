import { PLACEMENT_LIMITS, RETENTION_TABLE } from '@petfoster/contracts';
import { CONTACT } from '../app/contact';
import { usePageTitle } from '../app/use-page-title';
import styles from './static-page.module.css';

export function PrivacyPolicyPage() {
  usePageTitle('Politique de confidentialité');
  return (
    <article className={styles.page}>
      <h1>Politique de confidentialité</h1>
      <h2>Données collectées</h2>
      <p>
        Lors de votre inscription nous enregistrons votre nom, prénom, adresse électronique, adresse postale, téléphone
        et la description de votre foyer ou de votre association, ainsi que l'image que vous choisissez. Les demandes
        d'accueil conservent votre message de motivation.
      </p>
      <h2>Utilisation</h2>
      <p>
        Ces données servent uniquement à mettre en relation familles d'accueil et associations. Les coordonnées d'une
        famille ne sont visibles que par elle-même et par les associations auxquelles elle a adressé une demande.
      </p>
      <h2>Conservation et suppression</h2>
      <p>
        Vous pouvez modifier votre profil à tout moment et supprimer votre compte depuis votre tableau de bord&nbsp;:
        vos données, vos images et vos demandes sont alors effacées, sauf ce que le registre des animaux placés doit
        garder (ci-dessous).
      </p>
      <h2>Registre des animaux placés</h2>
      <p>
        Une association qui place des animaux en famille d'accueil tient le registre de ces placements (loi
        n°&nbsp;2021-1539 du 30&nbsp;novembre 2021, article L.214-6 du code rural et de la pêche maritime)&nbsp;: pour
        chaque accueil, l'animal, son identification, les dates de l'accueil, son issue, et le nom, le prénom et
        l'adresse postale de la famille d'accueil.
      </p>
      <p>
        Si vous supprimez votre compte de famille d'accueil, ce registre garde vos nom, prénom et adresse pour chacun de
        vos accueils pendant {PLACEMENT_LIMITS.registerRetentionYears}&nbsp;ans à compter de la suppression, afin que
        l'association puisse rendre compte de ses placements aux autorités qui le lui demandent&nbsp;; ils sont ensuite
        effacés automatiquement. Seule l'association qui vous a confié l'animal y a accès. Un compte ne peut pas être
        supprimé pendant un accueil en cours (contrat signé ou animal chez vous).
      </p>
      <h2>Durées de conservation</h2>
      <table className={styles.table}>
        <caption>Combien de temps chaque donnée est gardée</caption>
        <thead>
          <tr>
            <th scope="col">Donnée</th>
            <th scope="col">Durée</th>
          </tr>
        </thead>
        <tbody>
          {RETENTION_TABLE.map((row) => (
            <tr key={row.data}>
              <th scope="row">{row.data}</th>
              <td>{row.period}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>Stockage local et cookies</h2>
      <p>
        Aucun cookie n'est utilisé. Votre jeton de connexion est conservé dans le stockage local de votre navigateur et
        effacé à la déconnexion.
      </p>
      <h2>Contact</h2>
      <p>
        Pour toute question sur vos données&nbsp;: <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>.
      </p>
    </article>
  );
}
