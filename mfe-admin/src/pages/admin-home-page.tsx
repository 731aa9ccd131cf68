import { Link } from 'react-router-dom';
import { paths } from '@petfoster/contracts';
import { uiStyles as ui } from '@petfoster/platform';
import { RequireAccess } from '@petfoster/platform/screens';
import styles from '../features/admin.module.css';

const SECTIONS = [
  {
    to: paths.adminVerifications,
    title: 'Vérifications',
    text: 'Les associations qui demandent à être vérifiées : leurs documents, approuver ou refuser.',
  },
  {
    to: paths.adminReports,
    title: 'Signalements',
    text: 'Les contenus signalés par les utilisateurs : classer, masquer le contenu, suspendre un compte.',
  },
  {
    to: paths.adminAuditLog,
    title: "Journal d'audit",
    text: 'Ce que les administrateurs ont fait, du plus récent au plus ancien.',
  },
] as const;

/** paths.admin: the administrators' dashboard, a link to each section. */
export default function AdminHomePage() {
  return (
    <RequireAccess action="admin.auditLog">
      <section className={ui.page} aria-labelledby="admin-home-title">
        <h1 id="admin-home-title" className={ui.title}>
          Administration
        </h1>
        <ul className={styles.sections}>
          {SECTIONS.map((section) => (
            <li key={section.to} className={styles.section}>
              <h2>
                <Link to={section.to}>{section.title}</Link>
              </h2>
              <p>{section.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </RequireAccess>
  );
}
