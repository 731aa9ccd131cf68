import { useState } from 'react';
import {
  MODERATED_CONTENT,
  paths,
  REPORT_STATUS_LABELS,
  type AdminReport,
  type ModerationAccount,
  type ModerationMessage,
  type ReportContext,
  type ReportTarget,
} from '@petfoster/contracts';
import { notify, serverMessage, uiStyles as ui } from '@petfoster/platform';
import { PageHeader, RequireAccess, useWrite } from '@petfoster/platform/screens';
import { adminApi, adminQueryKeys } from '../features/admin-api';
import { ReasonDialog, type ReasonDialogProps } from '../features/reason-dialog';
import { countLabel, usePagedList } from '../features/use-paged-list';
import styles from '../features/admin.module.css';

const dateFormat = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short' });
const when = (iso: string) => <time dateTime={iso}>{dateFormat.format(new Date(iso))}</time>;

const TARGET_LABELS: Record<ReportTarget, string> = {
  message: 'Message',
  animal: 'Animal',
  association: 'Association',
};

/** What every decision invalidates: the queue, and the audit log that records it. */
const CHANGED = [adminQueryKeys.reports, adminQueryKeys.auditLog];

const failed = async (error: unknown) =>
  notify.error((await serverMessage(error)) ?? 'La décision n’a pas pu être enregistrée. Réessayez.');

const accountLine = (account: ModerationAccount) =>
  `${account.name} (${account.email})${account.suspended_at ? ' — compte suspendu' : ''}`;

function MessageLine({ message, reported = false }: { message: ModerationMessage; reported?: boolean }) {
  return (
    <li className={reported ? styles.reported : undefined}>
      {reported ? <span className={ui.count}>Message signalé : </span> : null}
      {message.author.name}, {when(message.sent_at)} : {message.hidden ? MODERATED_CONTENT : message.body}
    </li>
  );
}

/** The reported content in context, so that the administrator judges without leaving the queue. */
function ContextView({ context }: { context: ReportContext | null }) {
  if (!context) return <p className={styles.context}>Le contenu n’existe plus (supprimé par son auteur).</p>;
  if (context.type === 'message')
    return (
      <div className={styles.context}>
        <p>Conversation au sujet de {context.animal_name}</p>
        <ol className={styles.conversation} aria-label="Conversation">
          {context.before.map((message) => (
            <MessageLine key={message.id} message={message} />
          ))}
          <MessageLine message={context.message} reported />
        </ol>
      </div>
    );
  if (context.type === 'animal')
    return (
      <div className={styles.context}>
        <p>
          {context.animal.name} ({context.animal.species}), {context.association.name_association}
          {context.animal.hidden ? ' — masqué' : ''}
        </p>
        {context.animal.description ? <p>{context.animal.description}</p> : null}
      </div>
    );
  return (
    <div className={styles.context}>
      <p>
        {context.association.name_association}, {context.association.city}
      </p>
      {context.association.description ? <p>{context.association.description}</p> : null}
    </div>
  );
}

/** The account a report's content belongs to: the one a suspension would stop. */
function accountOf(context: ReportContext | null): ModerationAccount | null {
  if (!context) return null;
  return context.type === 'message' ? context.message.author : context.owner;
}

type Decision = Omit<ReasonDialogProps, 'onClose'>;

function ReportCard({ report, onAsk }: { report: AdminReport; onAsk(decision: Decision): void }) {
  const { busy, run } = useWrite();
  const { context } = report;
  const account = accountOf(context);
  const titleId = `report-${report.id}`;
  const open = report.status === 'open';

  const dismiss = () =>
    run(() => adminApi.dismissReport(report.id), {
      invalidates: CHANGED,
      onSuccess: () => notify.success('Signalement classé sans suite.'),
      onError: failed,
    });
  const reinstate = (userId: number) =>
    run(() => adminApi.unsuspendAccount(userId), {
      invalidates: CHANGED,
      onSuccess: () => notify.success('Le compte est rétabli.'),
      onError: failed,
    });
  const hide = (task: (reason: string) => Promise<unknown>, what: string) =>
    onAsk({
      title: `Masquer ${what}`,
      hint: 'Le contenu est retiré de toutes les pages ; la raison est écrite à son auteur et gardée dans le journal d’audit.',
      confirmLabel: 'Masquer le contenu',
      onConfirm: (reason) =>
        run(() => task(reason), {
          invalidates: CHANGED,
          onSuccess: () => notify.success('Le contenu est masqué.'),
          onError: failed,
        }),
    });
  const suspend = (target: ModerationAccount) =>
    onAsk({
      title: `Suspendre le compte de ${target.name}`,
      hint: 'La personne ne peut plus se connecter ; la raison lui est écrite et gardée dans le journal d’audit.',
      confirmLabel: 'Suspendre le compte',
      onConfirm: (reason) =>
        run(() => adminApi.suspendAccount(target.user_id, reason), {
          invalidates: CHANGED,
          onSuccess: () => notify.success('Le compte est suspendu.'),
          onError: failed,
        }),
    });

  return (
    <li className={styles.entry}>
      <article aria-labelledby={titleId}>
        <h2 id={titleId}>
          {TARGET_LABELS[report.target_type]} signalé le {dateFormat.format(new Date(report.created_at))}
        </h2>
        <dl className={styles.facts}>
          <dt>Raison</dt>
          <dd>{report.reason}</dd>
          <dt>Signalé par</dt>
          <dd>{accountLine(report.reporter)}</dd>
          <dt>Statut</dt>
          <dd>{REPORT_STATUS_LABELS[report.status]}</dd>
          {account ? (
            <>
              <dt>Compte concerné</dt>
              <dd>{accountLine(account)}</dd>
            </>
          ) : null}
        </dl>
        <ContextView context={context} />
        <div className={styles.buttons}>
          {open ? (
            <button type="button" className={ui.button} disabled={busy} onClick={() => void dismiss()}>
              Classer sans suite
            </button>
          ) : null}
          {open && context?.type === 'message' && !context.message.hidden ? (
            <button
              type="button"
              className={`${ui.button} ${ui.danger}`}
              onClick={() => hide((reason) => adminApi.hideMessage(context.message.id, reason), 'le message')}
            >
              Masquer le contenu
            </button>
          ) : null}
          {open && context?.type === 'animal' && !context.animal.hidden ? (
            <button
              type="button"
              className={`${ui.button} ${ui.danger}`}
              onClick={() =>
                hide((reason) => adminApi.hideAnimal(context.animal.id, reason), `la fiche de ${context.animal.name}`)
              }
            >
              Masquer le contenu
            </button>
          ) : null}
          {account && !account.suspended_at ? (
            <button type="button" className={`${ui.button} ${ui.danger}`} onClick={() => suspend(account)}>
              Suspendre le compte
            </button>
          ) : null}
          {account?.suspended_at ? (
            <button type="button" className={ui.button} disabled={busy} onClick={() => void reinstate(account.user_id)}>
              Rétablir le compte
            </button>
          ) : null}
        </div>
      </article>
    </li>
  );
}

function Reports() {
  const { list, entries, total } = usePagedList(adminQueryKeys.reports, (query) => adminApi.reports(query));
  const [decision, setDecision] = useState<Decision | null>(null);
  return (
    <section className={ui.page}>
      <PageHeader title="Signalements" backTo={paths.admin} />
      <p>Les signalements à traiter, du plus ancien au plus récent, chacun avec son contenu.</p>
      {total !== undefined ? (
        <p className={ui.count} aria-live="polite">
          {countLabel(total, 'signalement à traiter', 'signalements à traiter', 'Aucun signalement à traiter')}
        </p>
      ) : null}
      {list.isError ? <p className={ui.error}>Les signalements n'ont pas pu être chargés.</p> : null}
      <ol className={styles.entries}>
        {entries.map((report) => (
          <ReportCard key={report.id} report={report} onAsk={setDecision} />
        ))}
      </ol>
      {list.hasNextPage ? (
        <button
          type="button"
          className={`${ui.button} ${styles.more}`}
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          Plus de signalements
        </button>
      ) : null}
      {decision ? <ReasonDialog {...decision} onClose={() => setDecision(null)} /> : null}
    </section>
  );
}

/** paths.adminReports: the open reports with their content, and the moderators' decisions. */
export default function AdminReportsPage() {
  return (
    <RequireAccess action="admin.reports">
      <Reports />
    </RequireAccess>
  );
}
