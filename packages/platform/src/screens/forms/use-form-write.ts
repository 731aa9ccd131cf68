import { useCallback } from 'react';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { httpStatus, notify, serverErrors, serverMessage } from '@petfoster/platform';
import { useWrite, type WriteOptions } from '../hooks/use-write';

export interface FormWriteOptions<T> extends Pick<WriteOptions<T>, 'invalidates' | 'onSuccess'> {
  /**
   * The toast and the text above the button when the write fails for no reason the API gave; without it such a
   * failure is only logged (a screen whose SPEC has no failure message).
   */
  failure?: string;
  /** false where a 400's reasons, shown in the form, are enough: no toast on top of them. */
  toastRefusal?: boolean;
  /** Statuses whose `message` is the explanation to show (409: taken, 429: too many tries). A 400 always is. */
  explained?: readonly number[];
  /**
   * Fields of the body that the form has no input for (a mail link's token): their refusal is the reason of the whole
   * submit, shown above the button and toasted instead of `failure`.
   */
  unshown?: readonly string[];
  /**
   * false where the toast alone says a failure the API gave no reason for (the profile edit screens): nothing above
   * the buttons then. A 400's reasons are always shown.
   */
  showFailure?: boolean;
}

/**
 * The submit of a SchemaForm that runs a server write (useWrite: the overlay, invalidations, the failure logged):
 * resolves to undefined on success, or to the errors the form shows: a 400's messages under their fields (and the
 * others above the button), the API's message for the `explained` statuses, or `failure`; `failure` is also toasted.
 */
export function useFormWrite() {
  const { run } = useWrite();
  return useCallback(
    async <T>(
      task: () => Promise<T>,
      {
        failure,
        explained = [409, 429],
        unshown = [],
        showFailure = true,
        toastRefusal = true,
        ...options
      }: FormWriteOptions<T>,
    ): Promise<SubmissionErrors | undefined> => {
      let errors: SubmissionErrors | undefined;
      await run(task, {
        ...options,
        onError: async (error) => {
          const refused = await serverErrors(error);
          if (refused) {
            const fields = { ...refused.fields };
            const reasons = unshown.flatMap((name) => (fields[name] ? [fields[name]] : []));
            for (const name of unshown) delete fields[name];
            const toast = reasons.join('\n') || failure;
            if (toastRefusal && toast) notify.error(toast);
            errors = { ...fields, [FORM_ERROR]: [...reasons, ...refused.general].join('\n') || undefined };
            return;
          }
          if (failure) notify.error(failure);
          const status = httpStatus(error);
          const said = status !== undefined && explained.includes(status);
          const explanation = said ? await serverMessage(error) : undefined;
          errors = { [FORM_ERROR]: explanation ?? (showFailure ? failure : undefined) };
        },
      });
      return errors;
    },
    [run],
  );
}
