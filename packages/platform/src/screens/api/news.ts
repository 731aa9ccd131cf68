import { ENDPOINTS, type BodyOf, type Endpoints } from '@petfoster/contracts';
import { call } from '@petfoster/platform';

/*
 * The calls of the placement news (docs/product.md#placement-news), both sides': the family posts and deletes its own,
 * the association publishes them on the animal's page or takes them off. In the screens bundle so that a remote
 * newer than the shell never calls what the shell's singleton lacks (docs/operations/releases.md#shared-platform).
 */
type Id = number | string;

/** Under the placement keys: a write that refreshes every placement refreshes its news too. */
export const placementNewsQueryKey = (placementId: Id) => ['placements', 'news', String(placementId)] as const;

export const newsApi = {
  /** A placement's news, newest first. */
  list(placementId: Id) {
    return call(ENDPOINTS.listNews, { params: { id: placementId } });
  },
  post(placementId: Id, body: BodyOf<Endpoints['postNews']>) {
    return call(ENDPOINTS.postNews, { params: { id: placementId }, body });
  },
  remove(newsId: Id) {
    return call(ENDPOINTS.deleteNews, { params: { id: newsId } });
  },
  publish(newsId: Id) {
    return call(ENDPOINTS.publishNews, { params: { id: newsId } });
  },
  unpublish(newsId: Id) {
    return call(ENDPOINTS.unpublishNews, { params: { id: newsId } });
  },
};
