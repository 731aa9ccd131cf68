import { accountApi, queryKeys, useQuery, useSession } from '@petfoster/platform';

/** The signed-in user's account ('Mon compte'); idle for visitors. */
export function useAccount() {
  const { isLoggedIn, userId } = useSession();
  return useQuery({ queryKey: queryKeys.account(userId), queryFn: () => accountApi.get(), enabled: isLoggedIn });
}
