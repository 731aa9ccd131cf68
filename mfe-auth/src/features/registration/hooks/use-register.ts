import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SubmissionErrors } from 'final-form';
import { associationsApi, notify, queryKeys } from '@petfoster/platform';
import { familiesApi } from '@petfoster/platform/screens';
import { paths, UI_MESSAGES, type AssociationRegistration, type FamilyRegistration } from '@petfoster/contracts';
import { useFormWrite } from '../../../hooks/use-form-write';

/**
 * Sends a registration payload. Resolves to undefined on success (toast + home), or to the submission errors the
 * form shows on failure, besides the SPEC 8 toast shown in every failure case: a 400's messages under their
 * fields (issue 14) and the others above the button, a 409's text (the email is taken), or the SPEC text.
 */
export function useRegister() {
  const navigate = useNavigate();
  const submit = useFormWrite();

  return useCallback(
    (payload: FamilyRegistration | AssociationRegistration): Promise<SubmissionErrors | undefined> =>
      submit<unknown>(
        () => (payload.role === 'family' ? familiesApi.register(payload) : associationsApi.register(payload)),
        {
          failure: UI_MESSAGES.registrationFailed,
          explained: [409],
          // A new account appears in the public lists (associations; a family has no public list).
          invalidates: payload.role === 'family' ? [] : [queryKeys.associationList()],
          onSuccess: () => {
            notify.success(UI_MESSAGES.registrationSuccess);
            navigate(paths.home);
          },
        },
      ),
    [navigate, submit],
  );
}
