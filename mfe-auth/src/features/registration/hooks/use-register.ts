import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SubmissionErrors } from 'final-form';
import { associationsApi, authApi, notify, queryKeys, sessionStore } from '@petfoster/platform';
import { familiesApi } from '@petfoster/platform/screens';
import { paths, UI_MESSAGES, type AssociationRegistration, type FamilyRegistration } from '@petfoster/contracts';
import { useFormWrite } from '@petfoster/platform/screens';

/**
 * Signs the new account in with the e-mail and password it was just created with, so nobody types them again.
 * A convenience only: if it fails the account exists all the same and the person logs in as before.
 */
async function signInAfterRegistration(payload: FamilyRegistration | AssociationRegistration) {
  try {
    const answer = await authApi.login({ email: payload.email, password: payload.password });
    // A new account has no second factor; an association's rule would apply to members added later, not to it.
    return 'token' in answer ? answer.token : undefined;
  } catch (error) {
    console.error(error);
    return undefined;
  }
}

function startSession(token: string | undefined) {
  if (!token) return;
  try {
    sessionStore.getState().login(token);
  } catch (error) {
    // A token the browser cannot read grants nothing: the person stays signed out and can log in.
    console.error(error);
  }
}

/**
 * Sends a registration payload and signs the new account in. Resolves to undefined on success (session, toast,
 * home as docs/product.md#states says), or to the submission errors the form shows on failure, besides the docs/product.md#messages toast shown in
 * every failure case: a 400's messages under their fields (docs/behaviour.md) and the others above the button, a 409's text
 * (the email is taken), or the SPEC text.
 */
export function useRegister() {
  const navigate = useNavigate();
  const submit = useFormWrite();

  return useCallback(
    (payload: FamilyRegistration | AssociationRegistration): Promise<SubmissionErrors | undefined> =>
      submit<string | undefined>(
        async () => {
          await (payload.role === 'family' ? familiesApi.register(payload) : associationsApi.register(payload));
          return signInAfterRegistration(payload);
        },
        {
          failure: UI_MESSAGES.registrationFailed,
          explained: [409],
          // A new account appears in the public lists (associations; a family has no public list).
          invalidates: payload.role === 'family' ? [] : [queryKeys.associationList()],
          onSuccess: (token) => {
            startSession(token);
            notify.success(UI_MESSAGES.registrationSuccess);
            navigate(paths.home);
          },
        },
      ),
    [navigate, submit],
  );
}
