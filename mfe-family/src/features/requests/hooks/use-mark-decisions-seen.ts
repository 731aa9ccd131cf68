import { useEffect } from 'react';
import { accountApi, queryKeys, useQueryClient, useSession } from '@petfoster/platform';

/**
 * 'Mes demandes' shows the family every decision: once its list has loaded, the header's count of unseen decisions
 * (docs/mail.md) goes back to zero. A failure only leaves the count as it was.
 */
export function useMarkDecisionsSeen(loaded: boolean): void {
  const queryClient = useQueryClient();
  const userId = useSession((state) => state.userId);
  useEffect(() => {
    if (!loaded) return;
    accountApi.markNotificationsSeen().then(
      () => queryClient.invalidateQueries({ queryKey: queryKeys.notificationsCount(userId) }),
      (error: unknown) => console.error(error),
    );
  }, [loaded, queryClient, userId]);
}
