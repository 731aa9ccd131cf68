import { useId } from 'react';
import { NEWS_MESSAGES as M, type Placement, type PlacementNews } from '@petfoster/contracts';
import { notify, queryKeys, uiStyles as ui, useQuery } from '@petfoster/platform';
import { NewsList, newsApi, placementNewsQueryKey, useWrite } from '@petfoster/platform/screens';

/**
 * The family's news on the association's placement page (docs/product.md#placement-news), newest first: each can be
 * published on the animal's public page, or taken off it.
 */
export function PlacementNewsSection({ placement }: { placement: Placement }) {
  const titleId = useId();
  const { data: news, isError } = useQuery({
    queryKey: placementNewsQueryKey(placement.id),
    queryFn: () => newsApi.list(placement.id),
  });
  const { busy, run } = useWrite();
  const toggle = (one: PlacementNews) =>
    run(() => (one.published_at ? newsApi.unpublish(one.id) : newsApi.publish(one.id)), {
      // The animal's page shows the published ones: read again on its next visit.
      invalidates: [placementNewsQueryKey(placement.id), queryKeys.animal(placement.animal.id)],
      onSuccess: (answer) =>
        notify.success(answer.published_at ? 'Publiée sur la page de l’animal.' : 'Retirée de la page de l’animal.'),
      onError: () => notify.error('La publication n’a pas pu être modifiée. Réessayez.'),
    });
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>{M.title}</h2>
      <NewsList
        news={news}
        isError={isError}
        actionOf={(one) => (
          <button type="button" className={ui.button} disabled={busy} onClick={() => void toggle(one)}>
            {one.published_at ? M.unpublish : M.publish}
          </button>
        )}
      />
    </section>
  );
}
