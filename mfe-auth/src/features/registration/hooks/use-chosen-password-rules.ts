import { useEffect, useMemo, useState } from 'react';
import { compose, type FieldValidator } from '@petfoster/contracts';

type CommonPasswords = typeof import('@petfoster/contracts/src/common-passwords');

let loading: Promise<CommonPasswords> | undefined;

/**
 * The common-password list (about 40 KB gzip) in its own chunk, fetched when a registration form opens, never on the
 * home page. The server applies the same list, so a form submitted before it arrived is still refused.
 */
export function loadCommonPasswords(): Promise<CommonPasswords> {
  loading ??= import('@petfoster/contracts/src/common-passwords');
  return loading;
}

/** The form's rules with the list added to the password rule once it has arrived. */
export function useChosenPasswordRules(rules: Record<string, FieldValidator>): Record<string, FieldValidator> {
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
  return useMemo(
    () => (list ? { ...rules, password: compose(rules.password, list.notCommonPassword) } : rules),
    [list, rules],
  );
}
