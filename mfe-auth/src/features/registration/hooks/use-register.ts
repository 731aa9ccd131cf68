import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import {
  associationsApi,
  familiesApi,
  httpStatus,
  notify,
  queryKeys,
  serverErrors,
  serverMessage,
  useWrite,
} from '@petfoster/platform';
import { paths, UI_MESSAGES, type AssociationRegistration, type FamilyRegistration } from '@petfoster/contracts';

/**
 * Sends a registration payload. Resolves to undefined on success (toast + home), or to the submission errors the
 * form shows on failure, besides the SPEC 8 toast shown in every failure case: a 400's messages under their
 * fields (issue 14) and the others above the button, a 409's text (the email is taken), or the SPEC text.
 */
export function useRegister() {
  const navigate = useNavigate();
  const { run } = useWrite();

  return useCallback(
    async (payload: FamilyRegistration | AssociationRegistration): Promise<SubmissionErrors | undefined> => {
      let failure: SubmissionErrors | undefined;
      await run<unknown>(
        () => (payload.role === 'family' ? familiesApi.register(payload) : associationsApi.register(payload)),
        {
          // A new account appears in the public lists (associations; a family has no public list).
          invalidates: payload.role === 'family' ? [] : [queryKeys.associationList()],
          onSuccess: () => {
            notify.success(UI_MESSAGES.registrationSuccess);
            navigate(paths.home);
          },
          onError: async (error) => {
            notify.error(UI_MESSAGES.registrationFailed);
            const refused = await serverErrors(error);
            if (refused) {
              failure = { ...refused.fields, [FORM_ERROR]: refused.general.join('\n') || undefined };
              return;
            }
            failure = {
              [FORM_ERROR]:
                (httpStatus(error) === 409 ? await serverMessage(error) : undefined) ?? UI_MESSAGES.registrationFailed,
            };
          },
        },
      );
      return failure;
    },
    [navigate, run],
  );
}
