import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths, UI_MESSAGES } from '@petfoster/contracts';
import { useWrite } from './use-write';
import { httpStatus, serverMessage, useSession } from '@petfoster/platform';

/**
 * Account deletion after confirmation (docs/product.md#calls and #messages): on success the session is cleared, the alert of docs/product.md#calls is shown
 * and the user goes home; on failure only the role-specific alert. docs/product.md#calls and #messages ask for alerts here, not toasts.
 */
export function useAccountDeletion(remove: () => Promise<unknown>, failureMessage: string) {
  const session = useSession();
  const navigate = useNavigate();
  const { busy, run } = useWrite();
  const [confirming, setConfirming] = useState(false);

  const confirm = () =>
    run(remove, {
      // Ending the session drops the whole cache (query/query-client.ts): nothing to invalidate one by one.
      onSuccess: () => {
        session.logout();
        window.alert(UI_MESSAGES.accountDeleted);
        navigate(paths.home);
      },
      onError: async (error) => {
        setConfirming(false);
        // A refusal the server explains (409: animals still in foster homes) says why; anything else the SPEC alert.
        const reason = httpStatus(error) === 409 ? await serverMessage(error) : undefined;
        window.alert(reason ? `${failureMessage}\n\n${reason}` : failureMessage);
      },
    });

  return {
    confirming,
    busy,
    ask: () => setConfirming(true),
    cancel: () => setConfirming(false),
    confirm,
  };
}
