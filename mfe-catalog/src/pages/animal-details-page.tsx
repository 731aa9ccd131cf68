import { paths } from '@petfoster/contracts';
import { useParams } from 'react-router-dom';
import { AnimalActionArea } from '../features/animals/components/animal-action-area';
import { AnimalDetails } from '../features/animals/components/animal-details';
import { AnimalNews } from '../features/animals/components/animal-news';
import { useAnimal } from '../features/animals/hooks/use-animal';
import { useNotFoundRedirect } from '../hooks/use-not-found-redirect';
import { parseRouteId } from '../lib/route-id';
import { BackButton } from '../components/back-button';
import { LoadingState } from '../components/load-states';
import page from '../components/page.module.css';

export default function AnimalDetailsPage() {
  const { id } = useParams();
  const { data: animal, error, isPending: loading } = useAnimal(parseRouteId(id));
  useNotFoundRedirect(Boolean(error));

  return (
    <div className={page.page}>
      <div className={page.toolbar}>
        <BackButton fallback={paths.animals} />
      </div>
      {loading && !animal ? <LoadingState label="Chargement de l'animal…" /> : null}
      {animal && !error ? <AnimalDetails animal={animal} actions={<AnimalActionArea animal={animal} />} /> : null}
      {animal && !error ? <AnimalNews animal={animal} /> : null}
    </div>
  );
}
