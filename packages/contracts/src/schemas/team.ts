import * as z from 'zod/mini';
import { ASSOCIATION_ROLE_VALUES } from '../enums';
import { TEAM_MESSAGES } from '../team';
import { choosePassword, confirmationMatches, confirmPassword, email, nameFields } from './accounts';
import { oneOf, text, type Field } from './fields';

/* The association's team (docs/product.md#association-team): invitations, roles, and joining with the mailed token. */

const role = oneOf({ required: TEAM_MESSAGES.roleRequired }, ASSOCIATION_ROLE_VALUES, TEAM_MESSAGES.roleInvalid);

/** One-time tokens are base64url; anything long is not one of ours. */
const invitationToken = text({ required: TEAM_MESSAGES.invitationInvalid }, { label: 'token', max: 200 });

export const memberInvitationSchema = z.object({ email, role });
export const memberRoleSchema = z.object({ role });
export const memberInvitationPreviewSchema = z.object({ token: invitationToken });

/** The new member's account: the registration's names and password rules (the API adds the common-password list). */
export function memberInvitationAccept(password: Field<string> = choosePassword()) {
  return z.object({ token: invitationToken, ...nameFields(), password, confirmPassword }).check(confirmationMatches);
}
export const memberInvitationAcceptSchema = memberInvitationAccept();

export type MemberInvitationInput = z.output<typeof memberInvitationSchema>;
export type MemberRoleInput = z.output<typeof memberRoleSchema>;
export type MemberInvitationPreviewInput = z.output<typeof memberInvitationPreviewSchema>;
export type MemberInvitationAcceptInput = z.output<typeof memberInvitationAcceptSchema>;
