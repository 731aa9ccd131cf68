import { useState } from 'react';
import {
  paths,
  VERIFICATION_DOCUMENT_LABELS,
  VERIFICATION_STATUS_LABELS,
  type AdminVerification,
} from '@petfoster/contracts';
import { notify, serverMessage, uiStyles as ui } from '@petfoster/platform';
import { PageHeader, RequireAccess, useWrite } from '@petfoster/platform/screens';
import { adminApi, adminQueryKeys } from '../features/admin-api';
import { ReasonDialog } from '../features/reason-dialog';
import { countLabel, usePagedList } from '../features/use-paged-list';
import styles from '../features/admin.module.css';

const dateFormat = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short' });

const failed = async (error: unknown, fallback: string) => notify.error((await serverMessage(error)) ?? fallback);

function VerificationCard({
  verification,
  onReject,
}: {
  verification: AdminVerification;
  onReject(verification: AdminVerification): void;
}) {
  const { busy, run } = useWrite();
  const { association } = verification;
  const titleId = `verification-${verification.id}`;
  const approve = () =>
    run(() => adminApi.approveVerification(verification.id), {
      invalidates: [adminQueryKeys.verifications, adminQueryKeys.auditLog],
      onSuccess: () => notify.success(`${association.name_association} est vérifiée.`),
      onError: (error) => failed(error, 'La vérification n’a pas pu être approuvée.'),
    });
  return (
    <li className={styles.entry}>
      <article aria-labelledby={titleId}>
        <h2 id={titleId}>{association.name_association}</h2>
        <dl className={styles.facts}>
          <dt>Ville</dt>
          <dd>{association.city}</dd>
          <dt>E-mail</dt>
          <dd>{association.email}</dd>
          <dt>Demandée le</dt>
          <dd>
            <time dateTime={verification.created_at}>{dateFormat.format(new Date(verification.created_at))}</time>
          </dd>
          <dt>Statut</dt>
          <dd>{VERIFICATION_STATUS_LABELS[verification.status]}</dd>
          {verification.rna ? (
            <>
              <dt>RNA</dt>
              <dd>{verification.rna}</dd>
            </>
          ) : null}
          {verification.siren ? (
            <>
              <dt>SIREN</dt>
              <dd>{verification.siren}</dd>
            </>
          ) : null}
          {verification.court_registration ? (
            <>
              <dt>Registre du tribunal</dt>
              <dd>{verification.court_registration}</dd>
            </>
          ) : null}
        </dl>
        <h3>Documents</h3>
        {verification.documents.length === 0 ? (
          <p>Aucun document.</p>
        ) : (
          <ul>
            {verification.documents.map((document) => (
              <li key={document.id}>
                <a href={document.url} target="_blank" rel="noopener noreferrer">
                  {VERIFICATION_DOCUMENT_LABELS[document.kind] ?? document.kind}
                  <span className={ui.count}> (s’ouvre dans un nouvel onglet)</span>
                </a>
              </li>
            ))}
          </ul>
        )}
        {verification.status === 'pending' ? (
          <div className={styles.buttons}>
            <button
              type="button"
              className={`${ui.button} ${ui.primary}`}
              disabled={busy}
              onClick={() => void approve()}
            >
              Approuver
            </button>
            <button type="button" className={`${ui.button} ${ui.danger}`} onClick={() => onReject(verification)}>
              Refuser
            </button>
          </div>
        ) : null}
      </article>
    </li>
  );
}

function Verifications() {
  const { list, entries, total } = usePagedList(adminQueryKeys.verifications, (query) => adminApi.verifications(query));
  const { run } = useWrite();
  const [rejecting, setRejecting] = useState<AdminVerification | null>(null);
  return (
    <section className={ui.page}>
      <PageHeader title="Vérifications" backTo={paths.admin} />
      <p>Les demandes en attente, de la plus ancienne à la plus récente.</p>
      {total !== undefined ? (
        <p className={ui.count} aria-live="polite">
          {countLabel(total, 'demande en attente', 'demandes en attente', 'Aucune demande en attente')}
        </p>
      ) : null}
      {list.isError ? <p className={ui.error}>Les demandes de vérification n'ont pas pu être chargées.</p> : null}
      <ol className={styles.entries}>
        {entries.map((verification) => (
          <VerificationCard key={verification.id} verification={verification} onReject={setRejecting} />
        ))}
      </ol>
      {list.hasNextPage ? (
        <button
          type="button"
          className={`${ui.button} ${styles.more}`}
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          Plus de demandes
        </button>
      ) : null}
      {rejecting ? (
        <ReasonDialog
          title={`Refuser la vérification de ${rejecting.association.name_association}`}
          hint="La raison est écrite à l’association et gardée dans le journal d’audit."
          confirmLabel="Refuser la vérification"
          onClose={() => setRejecting(null)}
          onConfirm={(reason) =>
            run(() => adminApi.rejectVerification(rejecting.id, reason), {
              invalidates: [adminQueryKeys.verifications, adminQueryKeys.auditLog],
              onSuccess: () => notify.success('La demande de vérification est refusée.'),
              onError: (error) => failed(error, 'La vérification n’a pas pu être refusée.'),
            })
          }
        />
      ) : null}
    </section>
  );
}

/** paths.adminVerifications: the queue of pending verifications (GET /api/admin/verifications). */
export default function AdminVerificationsPage() {
  return (
    <RequireAccess action="admin.verifications">
      <Verifications />
    </RequireAccess>
  );
}
