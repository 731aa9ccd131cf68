import {
  ADMIN_AUDIT_ACTION_LABELS,
  ADMIN_AUDIT_TARGET_LABELS,
  paths,
  type AdminAuditEntry,
} from '@petfoster/contracts';
import { uiStyles as ui } from '@petfoster/platform';
import { PageHeader, RequireAccess } from '@petfoster/platform/screens';
import { adminApi, adminQueryKeys } from '../features/admin-api';
import { countLabel, usePagedList } from '../features/use-paged-list';
import styles from '../features/admin.module.css';

const dateFormat = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short' });

/** 'Compte n° 12'; '—' for an entry about nothing in particular. */
function targetOf(entry: AdminAuditEntry): string {
  if (!entry.target_type) return '—';
  const label = ADMIN_AUDIT_TARGET_LABELS[entry.target_type] ?? entry.target_type;
  return entry.target_id === null ? label : `${label} n° ${entry.target_id}`;
}

function AuditLog() {
  const { list, entries, total } = usePagedList(adminQueryKeys.auditLog, (query) => adminApi.auditLog(query));
  return (
    <section className={ui.page}>
      <PageHeader title="Journal d'audit" backTo={paths.admin} />
      {total !== undefined ? (
        <p className={ui.count} aria-live="polite">
          {countLabel(total, 'entrée', 'entrées', 'Aucune entrée')}
        </p>
      ) : null}
      {list.isError ? <p className={ui.error}>Le journal d'audit n'a pas pu être chargé.</p> : null}
      <ol className={styles.entries}>
        {entries.map((entry) => (
          <li key={entry.id} className={styles.entry}>
            <dl className={styles.facts}>
              <dt>Date</dt>
              <dd>
                <time dateTime={entry.created_at}>{dateFormat.format(new Date(entry.created_at))}</time>
              </dd>
              <dt>Action</dt>
              <dd>{ADMIN_AUDIT_ACTION_LABELS[entry.action] ?? entry.action}</dd>
              <dt>Cible</dt>
              <dd>{targetOf(entry)}</dd>
              <dt>Par</dt>
              <dd>
                {entry.admin_user_id === null ? 'Le serveur (commande)' : `Administrateur n° ${entry.admin_user_id}`}
              </dd>
            </dl>
          </li>
        ))}
      </ol>
      {list.hasNextPage ? (
        <button
          type="button"
          className={`${ui.button} ${styles.more}`}
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          Plus d'entrées
        </button>
      ) : null}
    </section>
  );
}

/** paths.adminAuditLog: 'Journal d'audit', GET /api/admin/audit-log a page at a time. */
export default function AdminAuditLogPage() {
  return (
    <RequireAccess action="admin.auditLog">
      <AuditLog />
    </RequireAccess>
  );
}
