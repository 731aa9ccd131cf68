import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { familiesApi, notify, requestsApi, sanitizeText, Spinner } from '@petfoster/platform';
import { UI_MESSAGES, type FosterRequest } from '@petfoster/contracts';
import { RequestList } from '../shared-candidates/request-list';
import { RequireRole } from '../shared-candidates/require-role';
import { useLogError } from '../shared-candidates/use-log-error';
import { useFamilyRequests } from '../features/requests/hooks/use-family-requests';
import { familyRequestActions } from '../features/requests/request-actions';
import { EditMotivationModal } from '../features/requests/components/edit-motivation-modal';
import ui from '../shared-candidates/ui.module.css';
import { useProcessing } from '../shared-candidates/use-processing';

function animalName(request: FosterRequest): string {
  return request.animal?.name ?? '';
}

function FamilyRequests() {
  const { familyId } = useParams();
  const navigate = useNavigate();
  const processing = useProcessing();
  const { data: requests, error, loading, reload } = useFamilyRequests(Number(familyId) || null);
  useLogError(error);
  const [editing, setEditing] = useState<FosterRequest | null>(null);
  const [busy, setBusy] = useState(false);

  const saveMotivation = async (motivation: string) => {
    if (!editing) return;
    setBusy(true);
    try {
      await processing(() => familiesApi.editMotivation({ id: editing.id, motivation: sanitizeText(motivation) }));
      notify.success(UI_MESSAGES.motivationEdited(animalName(editing)));
      navigate('/families/dashboard');
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
        <h1 className={ui.title}>Mes demandes</h1>
        <button type="button" className={ui.button} onClick={() => navigate(-1)}>
          Retour
        </button>
      </div>
      {loading ? (
        <Spinner />
      ) : error ? null : (
        <RequestList requests={requests ?? []} renderActions={renderActions} />
      )}
      <EditMotivationModal request={editing} busy={busy} onSubmit={saveMotivation} onClose={() => setEditing(null)} />
    </section>
  );
}

/** /families/dashboard/:familyId/requests-management, 'Mes demandes' (SPEC 2 and 4), for a logged-in family. */
export default function FamilyRequestsPage() {
  return (
    <RequireRole role="family">
      <FamilyRequests />
    </RequireRole>
  );
}
