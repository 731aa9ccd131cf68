import * as z from 'zod/mini';
import { MAIL_SCOPES } from '../enums';
import { API_MESSAGES } from '../messages';
import { MAX_LENGTHS } from '../validation';
import { choosePassword, confirmationMatches, confirmPassword, email, nameFields } from './accounts';
import { oneOf, text, type Field } from './fields';

/*
 * The mail work (docs/mail.md): the password reset, 'Mon compte' (password, e-mail, names) and the unsubscribe link. Every chosen
 * password follows docs/product.md#validation with the registration messages, is never trimmed, and (on the API, through `password`)
 * is checked against the common-password list.
 */

const currentPassword = text(
  { required: API_MESSAGES.currentPasswordRequired },
  { label: 'currentPassword', max: MAX_LENGTHS.password, keepSpaces: true },
);

/** One-time tokens are base64url; anything long is not one of ours. */
const token = (invalid: string) => text({ required: invalid }, { label: 'token', max: 200 });

export const passwordResetRequestSchema = z.object({ email });

export function passwordResetConfirm(password: Field<string> = choosePassword()) {
  return z
    .object({ token: token(API_MESSAGES.passwordResetInvalid), password, confirmPassword })
    .check(confirmationMatches);
}

export function passwordChange(password: Field<string> = choosePassword()) {
  return z.object({ currentPassword, password, confirmPassword }).check(confirmationMatches);
}

export const emailChangeSchema = z.object({ currentPassword, email });
export const emailConfirmSchema = z.object({ token: token(API_MESSAGES.emailChangeInvalid) });
export const namesSchema = z.object(nameFields());
/** Optional: mail clients' one-click unsubscribe (RFC 8058) posts a form without it, the token in the query. */
export const unsubscribeSchema = z.object({ token: text('optional', { label: 'token', max: 200 }) });

/** An association member's request mails (docs/mail.md#request-mails): all of them, or those of its requests only. */
export const mailScopeSchema = z.object({
  mail_scope: oneOf(
    { required: API_MESSAGES.mailScopeInvalid },
    [MAIL_SCOPES.all, MAIL_SCOPES.followed],
    API_MESSAGES.mailScopeInvalid,
  ),
});

/** The forms' schemas (the API adds the common-password list to `password`). */
export const passwordResetConfirmSchema = passwordResetConfirm();
export const passwordChangeSchema = passwordChange();

export type PasswordResetRequestInput = z.output<typeof passwordResetRequestSchema>;
export type PasswordResetConfirmInput = z.output<typeof passwordResetConfirmSchema>;
export type PasswordChangeInput = z.output<typeof passwordChangeSchema>;
export type EmailChangeInput = z.output<typeof emailChangeSchema>;
export type EmailConfirmInput = z.output<typeof emailConfirmSchema>;
export type NamesInput = z.output<typeof namesSchema>;
export type UnsubscribeInput = z.output<typeof unsubscribeSchema>;
export type MailScopeInput = z.output<typeof mailScopeSchema>;
