import { API_MESSAGES, identityRules, MAX_LENGTHS } from '@petfoster/contracts';
import { newPasswordRule } from '@petfoster/contracts/dist/common-passwords';
import { fieldsFromRules, type StringField } from '../../common/validation';

/*
 * Bodies of the issue 15 account routes, from the SPEC 5 rules of @petfoster/contracts (same French messages as
 * registration). Passwords are checked and kept exactly as typed (fieldsFromRules never trims them).
 */

const maxLengths: Record<string, number> = {
  ...MAX_LENGTHS,
  confirmPassword: MAX_LENGTHS.password,
};

/** A password being chosen: SPEC 5, the common-password list, and its confirmation. */
const newPassword = fieldsFromRules(
  { password: newPasswordRule, confirmPassword: identityRules.confirmPassword },
  maxLengths,
);

const currentPassword: StringField = {
  type: 'string',
  required: API_MESSAGES.currentPasswordRequired,
  max: MAX_LENGTHS.password,
  trim: false,
};

/** One-time tokens are base64url; anything long is not one of ours. */
const token = (invalid: string): StringField => ({ type: 'string', required: invalid, max: 200 });

export const passwordResetRequestSchema = fieldsFromRules({ email: identityRules.email }, maxLengths);

export const passwordResetConfirmSchema = {
  token: token(API_MESSAGES.passwordResetInvalid),
  ...newPassword,
};

export const passwordChangeSchema = { currentPassword, ...newPassword };

export const emailChangeSchema = { currentPassword, ...fieldsFromRules({ email: identityRules.email }, maxLengths) };

export const emailConfirmSchema = { token: token(API_MESSAGES.emailChangeInvalid) };

export const namesSchema = fieldsFromRules(
  { lastname: identityRules.lastname, firstname: identityRules.firstname },
  maxLengths,
);

export interface PasswordInput {
  password: string;
  confirmPassword: string;
}
