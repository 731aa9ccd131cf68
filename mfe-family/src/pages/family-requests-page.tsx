import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { changedBy, notify, requestAnimalName, uiStyles as ui, useLogError } from '@petfoster/platform';
import {
  familiesApi,
  PageHeader,
  ConversationLink,
  RequestList,
  RequireAccess,
  requestsApi,
  sanitizeText,
  useConfirm,
  useWrite,
} from '@petfoster/platform/screens';
import {
  CONFIRM_MESSAGES,
  familyRequestActions,
  paths,
  REQUEST_LIST_MESSAGES,
  REQUEST_STATUS,
  UI_MESSAGES,
  type FosterRequest,
} from '@petfoster/contracts';
import { motivationSchema } from '@petfoster/contracts/schemas';
import { useFamilyRequests } from '../features/requests/hooks/use-family-requests';
import { useMarkDecisionsSeen } from '../features/requests/hooks/use-mark-decisions-seen';
import { MotivationModal } from '../features/requests/components/motivation-modal';
import { ReceivedInvitations } from '../features/invitations';
import styles from './family-requests-page.module.css';

/** PUT /api/requests/motivation's body: what the motivation form checks and sends. */
const motivationBody = (request: FosterRequest, motivation: string) => ({
  id: request.id,
  motivation: sanitizeText(motivation),
});

function FamilyRequests() {
  const { familyId } = useParams();
  const navigate = useNavigate();
  const { busy, run } = useWrite();
  const confirm = useConfirm(busy);
  const { data: requests, error, isPending: loading } = useFamilyRequests(Number(familyId) || null);
  useLogError(error);
  useMarkDecisionsSeen(requests !== undefined);
  const [editing, setEditing] = useState<FosterRequest | null>(null);

  const saveMotivation = (motivation: string) => {
    if (!editing) return;
    void run(() => familiesApi.editMotivation(motivationBody(editing, motivation)), {
      invalidates: changedBy.request(editing),
      onSuccess: () => {
        notify.success(UI_MESSAGES.motivationEdited(requestAnimalName(editing)));
        navigate(paths.familyDashboard);
      },
    });
  };

  const remove = (request: FosterRequest) =>
    run(() => requestsApi.remove(request.id), {
      invalidates: changedBy.request(request),
      onSuccess: () => notify.success(UI_MESSAGES.requestDeleted(requestAnimalName(request))),
    });

  const confirmRemove = (request: FosterRequest) => {
    const name = requestAnimalName(request);
    confirm.ask({
      title: CONFIRM_MESSAGES.deleteOwnRequestTitle(name),
      message: CONFIRM_MESSAGES.deleteOwnRequest(name),
      confirmLabel: 'Supprimer',
      onConfirm: () => remove(request),
    });
  };

  // An approved request while others still wait: they stay open, and can all be withdrawn in one click.
  const approved = (requests ?? []).find(
    (request) => request.status === REQUEST_STATUS.approved && request.animal_id !== null,
  );
  const pending = (requests ?? []).filter((request) => request.status === REQUEST_STATUS.pending);
  const withdrawPending = () =>
    run(
      async () => {
        for (const request of pending) await requestsApi.remove(request.id);
      },
      {
        invalidates: pending.flatMap((request) => changedBy.request(request)),
        onSuccess: () => notify.success(REQUEST_LIST_MESSAGES.pendingWithdrawn(pending.length)),
      },
    );
  const confirmWithdrawPending = () =>
    confirm.ask({
      title: REQUEST_LIST_MESSAGES.withdrawPendingTitle,
      message: REQUEST_LIST_MESSAGES.withdrawPendingQuestion(pending.map(requestAnimalName)),
      confirmLabel: 'Retirer',
      onConfirm: withdrawPending,
    });

  const renderActions = (request: FosterRequest) => {
    const allowed = familyRequestActions(request.status);
    if (!allowed.editMotivation && !allowed.remove) return null;
    return (
      <>
        {allowed.editMotivation ? (
          <button type="button" className={ui.button} disabled={busy} onClick={() => setEditing(request)}>
            Modifier
          </button>
        ) : null}
        {allowed.remove ? (
          <button type="button" className={ui.danger} disabled={busy} onClick={() => confirmRemove(request)}>
            Supprimer
          </button>
        ) : null}
      </>
    );
  };

  return (
    <section className={ui.page}>
      <PageHeader title="Mes demandes" backTo={paths.familyDashboard} />
      <ReceivedInvitations familyId={Number(familyId)} />
      {approved && pending.length ? (
        <div className={styles.notice} role="status">
          <p>{REQUEST_LIST_MESSAGES.otherPending(requestAnimalName(approved), pending.map(requestAnimalName))}</p>
          <button type="button" className={ui.button} disabled={busy} onClick={confirmWithdrawPending}>
            {REQUEST_LIST_MESSAGES.withdrawPending(pending.length)}
          </button>
        </div>
      ) : null}
      <RequestList
        requests={requests ?? []}
        loading={loading}
        failed={Boolean(error)}
        renderActions={(request) => (
          <>
            {renderActions(request)}
            <ConversationLink to={paths.familyConversation(request.id)} animalName={requestAnimalName(request)} />
          </>
        )}
        counterpart="association"
      />
      {confirm.dialog}
      <MotivationModal
        open={editing !== null}
        title={`Modifier ma demande pour ${requestAnimalName(editing)}`}
        label="Motivation"
        initialValue={editing?.motivation ?? ''}
        submitLabel="Valider"
        busy={busy}
        schema={motivationSchema}
        toBody={(motivation) => (editing ? motivationBody(editing, motivation) : {})}
        onSubmit={saveMotivation}
        onClose={() => setEditing(null)}
      />
    </section>
  );
}

/** paths.familyRequests(':familyId'), 'Mes demandes' (docs/product.md#screens and #states), for a logged-in family. */
export default function FamilyRequestsPage() {
  const { familyId } = useParams();
  return (
    <RequireAccess action="family.requests" ownerId={Number(familyId)}>
      <FamilyRequests />
    </RequireAccess>
  );
}
