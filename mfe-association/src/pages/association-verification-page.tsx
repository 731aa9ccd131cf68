import { useLogError, useQuery, useSession } from '@petfoster/platform';
import { PageHeader, RequireAccess } from '@petfoster/platform/screens';
import {
  VERIFICATION_DOCUMENT_LABELS,
  VERIFICATION_MESSAGES as M,
  VERIFICATION_STATUS_LABELS,
  paths,
} from '@petfoster/contracts';
import { verificationApi, verificationQueryKey } from '../features/verification/verification-api';
import { VerificationForm } from '../features/verification/verification-form';

const dateFormat = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long' });

function AssociationVerification() {
  const session = useSession();
  const associationId = Number(session.associationId);
  const state = useQuery({
    queryKey: verificationQueryKey(associationId),
    queryFn: () => verificationApi.read(associationId),
  });
  useLogError(state.error);
  const latest = state.data?.verification ?? null;

  return (
    <section aria-label="Vérification de l'association">
      <PageHeader title="Vérification de l'association" backTo={paths.associationDashboard} />
      <p>
        Les associations vérifiées peuvent proposer leurs animaux aux familles et lancer des appels urgents. Nous
        vérifions votre numéro RNA et vos statuts.
      </p>
      {state.isPending ? <p role="status">Chargement…</p> : null}
      {state.isError ? <p role="alert">La vérification n’a pas pu être chargée. Réessayez plus tard.</p> : null}
      {state.data?.verified_at ? <p>{M.verifiedOn(state.data.verified_at)}</p> : null}
      {latest && !state.data?.verified_at ? (
        <div>
          <p>
            Demande du {dateFormat.format(new Date(latest.created_at))} : {VERIFICATION_STATUS_LABELS[latest.status]}
          </p>
          {latest.reason ? <p>Motif : {latest.reason}</p> : null}
          <ul aria-label="Documents envoyés">
            {latest.documents.map((document) => (
              <li key={document.id}>
                <a href={document.url}>{VERIFICATION_DOCUMENT_LABELS[document.kind]}</a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {state.data && !state.data.verified_at && latest?.status !== 'pending' ? (
        <VerificationForm associationId={associationId} />
      ) : null}
    </section>
  );
}

/** paths.associationVerification: the association's admins (docs/product.md#verified-associations). */
export default function AssociationVerificationPage() {
  return (
    <RequireAccess action="verification.read">
      <AssociationVerification />
    </RequireAccess>
  );
}
