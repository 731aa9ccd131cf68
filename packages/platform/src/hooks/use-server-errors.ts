import { useCallback, useState } from 'react';
import { serverErrors, type ServerErrors } from '@petfoster/platform';

const NONE: ServerErrors = { fields: {}, general: [] };

/**
 * The server's reasons for refusing the last submit of a form, kept until the next one: `capture` in the write's
 * onError (the SPEC toast stays), `errors.fields[name]` under each field, `errors.general` above the buttons.
 */
export function useServerErrors() {
  const [errors, setErrors] = useState<ServerErrors>(NONE);
  const capture = useCallback(async (error: unknown) => setErrors((await serverErrors(error)) ?? NONE), []);
  const clear = useCallback(() => setErrors(NONE), []);
  return { errors, capture, clear };
}
