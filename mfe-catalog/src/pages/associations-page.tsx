import { AssociationGrid } from '../features/associations/components/association-grid';
import { useAssociations } from '../features/associations/hooks/use-associations';
import { ErrorState, LoadingState } from '../components/load-states';
import page from '../components/page.module.css';

export default function AssociationsPage() {
  const { data: associations, error, isPending: loading, refetch } = useAssociations();

  return (
    <div className={page.page}>
      <h1 className={page.title}>Liste des associations</h1>
      {loading && !associations ? <LoadingState label="Chargement des associations…" /> : null}
      {error && !associations ? (
        <ErrorState message="Impossible de charger les associations pour le moment." onRetry={() => void refetch()} />
      ) : null}
      {associations ? (
        associations.length > 0 ? (
          <AssociationGrid associations={associations} eagerCount={3} />
        ) : (
          <p className={page.empty}>Aucune association n'est inscrite pour le moment.</p>
        )
      ) : null}
    </div>
  );
}
