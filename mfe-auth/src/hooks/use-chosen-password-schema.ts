import { useEffect, useMemo, useState } from 'react';
import type { RequestSchema } from '@petfoster/contracts/schemas';
import type { Field } from '@petfoster/contracts/schemas/fields';

type CommonPasswords = typeof import('@petfoster/contracts/common-passwords');

let loading: Promise<CommonPasswords> | undefined;

/**
 * The common-password list (about 40 KB gzip) in its own chunk, fetched when a registration form opens, never on the
 * home page. The server applies the same list, so a form submitted before it arrived is still refused.
 */
export function loadCommonPasswords(): Promise<CommonPasswords> {
  loading ??= import('@petfoster/contracts/common-passwords');
  return loading;
}

/**
 * A schema of @petfoster/contracts where a password is chosen (registration, reset, change): the validation rules (docs/product.md#validation) at once,
 * with the common-password list added to the password once its chunk has arrived (the API's own schema).
 */
export function useChosenPasswordSchema(build: (password?: Field<string>) => RequestSchema): RequestSchema {
  const [list, setList] = useState<CommonPasswords | null>(null);
  useEffect(() => {
    let active = true;
    loadCommonPasswords().then(
      (loaded) => active && setList(loaded),
      (error: unknown) => console.error(error),
    );
    return () => {
      active = false;
    };
  }, []);
  return useMemo(() => build(list?.chosenPassword), [list, build]);
}
