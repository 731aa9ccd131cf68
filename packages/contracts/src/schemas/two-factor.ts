import * as z from 'zod/mini';
import { API_MESSAGES } from '../messages';
import { MAX_LENGTHS } from '../validation';
import { text } from './fields';

/*
 * Two-factor sign-in (docs/security.md#two-factor-sign-in): the TOTP code of an authenticator app (6 digits, RFC 6238)
 * or, at sign-in, one of the account's recovery codes.
 */

/** Spaces are dropped: apps show the code as '123 456'. */
const withoutSpaces = (value: string) => value.replace(/\s+/g, '');

export const TOTP_CODE_PATTERN = /^\d{6}$/;

/** The 6 digits shown by the app, to turn the second factor on. */
const totpCode = text(
  { required: API_MESSAGES.twoFactorCodeRequired },
  {
    label: 'code',
    max: 20,
    normalize: withoutSpaces,
    checks: [z.regex(TOTP_CODE_PATTERN, API_MESSAGES.twoFactorCodeInvalid)],
  },
);

/** At sign-in: the 6 digits, or a recovery code (letters and digits, a dash allowed). */
const totpOrRecoveryCode = text(
  { required: API_MESSAGES.twoFactorCodeRequired },
  { label: 'code', max: 40, normalize: withoutSpaces },
);

const mfaToken = text({ required: API_MESSAGES.mfaTokenInvalid }, { label: 'mfa_token', max: 200 });

export const twoFactorConfirmSchema = z.object({ code: totpCode });
export const twoFactorDisableSchema = z.object({
  password: text(
    { required: API_MESSAGES.currentPasswordRequired },
    { label: 'password', max: MAX_LENGTHS.password, keepSpaces: true },
  ),
});
export const mfaLoginSchema = z.object({ mfa_token: mfaToken, code: totpOrRecoveryCode });
export const associationSecuritySchema = z.object({
  require_2fa: z.boolean({ error: API_MESSAGES.invalidField('require_2fa') }),
});

export type TwoFactorConfirmInput = z.output<typeof twoFactorConfirmSchema>;
export type TwoFactorDisableInput = z.output<typeof twoFactorDisableSchema>;
export type MfaLoginInput = z.output<typeof mfaLoginSchema>;
export type AssociationSecurityInput = z.output<typeof associationSecuritySchema>;
