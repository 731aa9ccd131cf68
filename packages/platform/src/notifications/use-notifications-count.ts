import { useQuery } from '@tanstack/react-query';
import { accountApi } from '../api/account';
import { queryKeys } from '../query/query-keys';
import { useSession } from '../session/session-store';

/** Refreshed this often while a page stays open, so a decision made elsewhere shows up without a reload. */
const REFRESH_MS = 60_000;

/**
 * The number beside 'Mes demandes' (decisions the family has not seen) or 'Nos demandes' (pending requests for the
 * association), issue 15. Read on page load, after each request write (changedBy.request) and every minute;
 * undefined for visitors and while loading.
 */
export function useNotificationsCount(): number | undefined {
  const { isLoggedIn, userId } = useSession();
  const { data } = useQuery({
    queryKey: queryKeys.notificationsCount(userId),
    queryFn: () => accountApi.notificationsCount(),
    enabled: isLoggedIn,
    refetchInterval: REFRESH_MS,
  });
  return isLoggedIn ? data?.count : undefined;
}
