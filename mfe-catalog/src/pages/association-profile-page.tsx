import { paths } from '@petfoster/contracts';
import { useParams } from 'react-router-dom';
import { AssociationProfile } from '../features/associations/components/association-profile';
import { useAssociation } from '../features/associations/hooks/use-association';
import { useNotFoundRedirect } from '../hooks/use-not-found-redirect';
import { parseRouteId } from '../lib/route-id';
import { BackButton } from '../components/back-button';
import { LoadingState } from '../components/load-states';
import page from '../components/page.module.css';

export default function AssociationProfilePage() {
  const { id } = useParams();
  const { data: association, error, isPending: loading } = useAssociation(parseRouteId(id));
  useNotFoundRedirect(Boolean(error));

  return (
    <div className={page.page}>
      <div className={page.toolbar}>
        <BackButton fallback={paths.associations} />
      </div>
      {loading && !association ? <LoadingState label="Chargement de l'association…" /> : null}
      {association && !error ? <AssociationProfile association={association} /> : null}
    </div>
  );
}
