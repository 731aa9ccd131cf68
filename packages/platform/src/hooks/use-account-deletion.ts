import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../session/session-store';
import { UI_MESSAGES } from '@petfoster/contracts';
import { useProcessing } from './use-processing';

/**
 * Account deletion after confirmation (SPEC 7/8): on success the session is cleared, the alert of SPEC 7 is shown
 * and the user goes home; on failure only the role-specific alert.
 */
export function useAccountDeletion(remove: () => Promise<unknown>, failureMessage: string) {
  const session = useSession();
  const navigate = useNavigate();
  const processing = useProcessing();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await processing(remove);
    } catch (error) {
      console.error(error);
      setBusy(false);
      setConfirming(false);
      window.alert(failureMessage);
      return;
    }
    session.logout();
    window.alert(UI_MESSAGES.accountDeleted);
    navigate('/');
  };

  return {
    confirming,
    busy,
    ask: () => setConfirming(true),
    cancel: () => setConfirming(false),
    confirm,
  };
}
