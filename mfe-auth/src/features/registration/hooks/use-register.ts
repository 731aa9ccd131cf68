import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  associationsApi,
  familiesApi,
  httpStatus,
  notify,
  serverMessage,
  useLoadingOverlay,
} from '@petfoster/platform';
import { UI_MESSAGES, type AssociationRegistration, type FamilyRegistration } from '@petfoster/contracts';

/**
 * Sends a registration payload. Resolves to undefined on success (toast + home), or to a message the form shows
 * on failure: the server's text for a 409 (an account with this email already exists), which says more than
 * the generic SPEC 8 toast that is shown in every failure case.
 */
export function useRegister() {
  const navigate = useNavigate();
  const { show: showOverlay, hide: hideOverlay } = useLoadingOverlay();

  return useCallback(
    async (payload: FamilyRegistration | AssociationRegistration): Promise<string | undefined> => {
      showOverlay();
      try {
        if (payload.role === 'family') await familiesApi.register(payload);
        else await associationsApi.register(payload);
        notify.success(UI_MESSAGES.registrationSuccess);
        navigate('/');
        return undefined;
      } catch (error) {
        console.error(error);
        notify.error(UI_MESSAGES.registrationFailed);
        if (httpStatus(error) === 409) {
          return (await serverMessage(error)) ?? UI_MESSAGES.registrationFailed;
        }
        return UI_MESSAGES.registrationFailed;
      } finally {
        hideOverlay();
      }
    },
    [navigate, showOverlay, hideOverlay],
  );
}
