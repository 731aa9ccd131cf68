import * as z from 'zod/mini';
import { choosePassword } from '../schemas/accounts';
import { COMMON_PASSWORD_COUNT, COMMON_PASSWORDS } from './list';

/**
 * Passwords refused as too common (docs/security.md#second-pass): the validation rule (docs/product.md#validation) lets 'Azerty123' through, and such passwords are the
 * first an attacker tries. Deliberately not re-exported from the package index: the list is about 40 KB gzip, so
 * the browser loads it only where a password is chosen (mfe-auth imports `@petfoster/contracts/common-passwords`
 * on demand, the API at start-up).
 */
export const COMMON_PASSWORD_MESSAGE = 'Ce mot de passe est trop courant, choisissez-en un autre.';

export { COMMON_PASSWORD_COUNT };

let commonPasswords: Set<string> | undefined;

/** Case-insensitive: 'AZERTY123' is the same guess as 'azerty123'. */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(COMMON_PASSWORDS.split('\n'));
  return commonPasswords.has(password.toLowerCase());
}

/** The list as a zod check, added to the password rule (docs/product.md#validation) wherever a password is chosen. */
export const notCommonPassword = z.refine<string>((password) => !isCommonPassword(password), COMMON_PASSWORD_MESSAGE);

/** A password someone chooses (registration, later reset and change): the validation rule (docs/product.md#validation) first, then the list. */
export const chosenPassword = choosePassword([notCommonPassword]);
