import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { associationsApi, familiesApi, httpStatus, notify, queryKeys, serverMessage, useWrite } from '@petfoster/platform';
import { paths, UI_MESSAGES, type AssociationRegistration, type FamilyRegistration } from '@petfoster/contracts';

/**
 * Sends a registration payload. Resolves to undefined on success (toast + home), or to a message the form shows
 * on failure: the server's text for a 409 (an account with this email already exists), which says more than
 * the generic SPEC 8 toast that is shown in every failure case.
 */
export function useRegister() {
  const navigate = useNavigate();
  const { run } = useWrite();

  return useCallback(
    async (payload: FamilyRegistration | AssociationRegistration): Promise<string | undefined> => {
      let failure: string | undefined;
      await run<unknown>(() => (payload.role === 'family' ? familiesApi.register(payload) : associationsApi.register(payload)), {
        // A new account appears in the public lists (associations; a family has no public list).
        invalidates: payload.role === 'family' ? [] : [queryKeys.associationList()],
        onSuccess: () => {
          notify.success(UI_MESSAGES.registrationSuccess);
          navigate(paths.home);
        },
        onError: async (error) => {
          notify.error(UI_MESSAGES.registrationFailed);
          failure = (httpStatus(error) === 409 ? await serverMessage(error) : undefined) ?? UI_MESSAGES.registrationFailed;
        },
      });
      return failure;
    },
    [navigate, run],
  );
}
