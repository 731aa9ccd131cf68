import { useQuery } from '@tanstack/react-query';
import type { NotificationsCount } from '@petfoster/contracts';
import { accountApi } from '../api/account';
import { queryKeys } from '../query/query-keys';
import { sessionCan } from '../session/access';
import { useSession } from '../session/session-store';

/** Refreshed this often while a page stays open, so a decision made elsewhere shows up without a reload. */
const REFRESH_MS = 60_000;

/** GET /api/me/notifications-count, read on page load, after each request or invitation write and every minute. */
function useCounts(): NotificationsCount | undefined {
  const session = useSession();
  const { isLoggedIn, userId } = session;
  // A platform administrator has no counts (the access policy's 'notifications.count' is a family's or an association's).
  const counted = sessionCan(session, 'notifications.count');
  const { data } = useQuery({
    queryKey: queryKeys.notificationsCount(userId),
    queryFn: () => accountApi.notificationsCount(),
    enabled: isLoggedIn && counted,
    refetchInterval: REFRESH_MS,
  });
  return isLoggedIn ? data : undefined;
}

/**
 * The number beside 'Mes demandes' (decisions the family has not seen) or 'Nos demandes' (pending requests for the
 * association), the mail work (docs/mail.md); undefined for visitors and while loading.
 */
export function useNotificationsCount(): number | undefined {
  return useCounts()?.count;
}

/**
 * A family's proposals from associations still waiting for its answer (beside 'Mes demandes' and on its dashboard);
 * 0 for an association, undefined for visitors and while loading. The same request as useNotificationsCount.
 */
export function useOpenProposalsCount(): number | undefined {
  return useCounts()?.invitations;
}

/**
 * The unread messages of every conversation (docs/product.md#conversations), beside 'Messages' in the header; the same
 * request as useNotificationsCount, kept current by the event stream's `counts` events. 0 while an API without
 * messages answers, undefined for visitors and while loading.
 */
export function useUnreadMessagesCount(): number | undefined {
  const counts = useCounts();
  return counts ? (counts.messages ?? 0) : undefined;
}
