import { ENDPOINTS, type BodyOf, type Endpoints } from '@petfoster/contracts';
import { call } from '@petfoster/platform';

/* The calls of the placement news (docs/product.md#placement-news), the family's side. */
type Id = number | string;

/** Under the placement keys: a write that refreshes every placement refreshes its news too. */
export const placementNewsQueryKey = (placementId: Id) => ['placements', 'news', String(placementId)] as const;

export const newsApi = {
  list(placementId: Id) {
    return call(ENDPOINTS.listNews, { params: { id: placementId } });
  },
  post(placementId: Id, body: BodyOf<Endpoints['postNews']>) {
    return call(ENDPOINTS.postNews, { params: { id: placementId }, body });
  },
  remove(newsId: Id) {
    return call(ENDPOINTS.deleteNews, { params: { id: newsId } });
  },
};
