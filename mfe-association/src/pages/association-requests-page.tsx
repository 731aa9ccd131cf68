import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { associationsApi, notify, requestsApi, Spinner } from '@petfoster/platform';
import { REQUEST_STATUS, UI_MESSAGES, type FosterRequest } from '@petfoster/contracts';
import { RequestList, RequireRole, ui, useLogError, useProcessing } from '../shared';
import { useAssociationRequests } from '../features/requests/hooks/use-association-requests';
import { associationRequestActions } from '../features/requests/request-actions';

function animalName(request: FosterRequest): string {
  return request.animal?.name ?? '';
}

function AssociationRequests() {
  const { slug } = useParams();
  const navigate = useNavigate();
  const processing = useProcessing();
  const { data: requests, error, loading, reload } = useAssociationRequests(Number(slug) || null);
  useLogError(error);
  const [busy, setBusy] = useState(false);

  const decide = async (request: FosterRequest, status: typeof REQUEST_STATUS.approved | typeof REQUEST_STATUS.refused) => {
    setBusy(true);
    try {
      await processing(() => associationsApi.decide({ id: request.id, status }));
      notify.success(
        status === REQUEST_STATUS.approved ? UI_MESSAGES.requestAccepted(animalName(request)) : UI_MESSAGES.requestRejected(animalName(request)),
      );
      navigate('/associations/dashboard');
    } catch (err) {
      console.error(err);
      setBusy(false);
    }
  };

  const remove = async (request: FosterRequest) => {
    setBusy(true);
    try {
      await processing(() => requestsApi.remove(request.id));
      notify.success(UI_MESSAGES.requestDeleted(animalName(request)));
      reload();
    } catch (err) {
      console.error(err);
    } finally {
      setBusy(false);
    }
  };

  const renderActions = (request: FosterRequest) => {
    const allowed = associationRequestActions(request.status);
    if (!allowed.decide && !allowed.remove) return null;
    return (
      <>
        {allowed.decide ? (
          <>
            <button type="button" className={ui.primary} disabled={busy} onClick={() => decide(request, REQUEST_STATUS.approved)}>
              Accepter
            </button>
            <button type="button" className={ui.danger} disabled={busy} onClick={() => decide(request, REQUEST_STATUS.refused)}>
              Refuser
            </button>
          </>
        ) : null}
        {allowed.remove ? (
          <button type="button" className={ui.danger} disabled={busy} onClick={() => remove(request)}>
            Supprimer
          </button>
        ) : null}
      </>
    );
  };

  return (
    <section className={ui.page}>
      <div className={ui.header}>
        <h1 className={ui.title}>Nos demandes</h1>
        <button type="button" className={ui.button} onClick={() => navigate(-1)}>
          Retour
        </button>
      </div>
      {loading ? (
        <Spinner />
      ) : error ? null : (
        <RequestList requests={requests ?? []} renderActions={renderActions} />
      )}
    </section>
  );
}

/** /association/dashboard/:slug/requests-management, 'Nos demandes' (SPEC 2 and 4), for a logged-in association. */
export default function AssociationRequestsPage() {
  return (
    <RequireRole role="association">
      <AssociationRequests />
    </RequireRole>
  );
}
