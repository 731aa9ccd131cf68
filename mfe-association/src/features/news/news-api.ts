import { ENDPOINTS } from '@petfoster/contracts';
import { call } from '@petfoster/platform';

/* The calls of the placement news (docs/product.md#placement-news), the association's side. */
type Id = number | string;

/** Under the placement keys: a write that refreshes every placement refreshes its news too. */
export const placementNewsQueryKey = (placementId: Id) => ['placements', 'news', String(placementId)] as const;

export const newsApi = {
  list(placementId: Id) {
    return call(ENDPOINTS.listNews, { params: { id: placementId } });
  },
  publish(newsId: Id) {
    return call(ENDPOINTS.publishNews, { params: { id: newsId } });
  },
  unpublish(newsId: Id) {
    return call(ENDPOINTS.unpublishNews, { params: { id: newsId } });
  },
};
