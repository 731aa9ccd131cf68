import { useCallback } from 'react';
import { passwordChange, passwordResetConfirm, type RequestSchema } from '@petfoster/contracts/schemas';
import type { Field } from '@petfoster/contracts/schemas/fields';
import { useChosenPasswordSchema } from '../../../hooks/use-chosen-password-schema';

const BUILDERS = { reset: passwordResetConfirm, change: passwordChange } as const;

/** The schema of a password being chosen, with the common-password list once its chunk has arrived. */
export function usePasswordSchema(kind: keyof typeof BUILDERS): RequestSchema {
  const build = useCallback((password?: Field<string>) => BUILDERS[kind](password), [kind]);
  return useChosenPasswordSchema(build);
}
