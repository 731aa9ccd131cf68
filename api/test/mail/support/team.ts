import type { AssociationRole } from '@petfoster/contracts';
import { login, PASSWORD, uniqueEmail, type Session } from '../../support/fixtures';
import type { Api } from '../../support/http';
import { tokenOfLink, type TestSmtp } from './smtp';

/** A member who joined through an invitation, with its credentials. */
export interface MemberAccount extends Session {
  associationId: number;
  email: string;
  password: string;
}

/** The admin invites `email` (POST /api/associations/{id}/members); the token of the /rejoindre link it receives. */
export async function inviteByMail(
  api: Api,
  smtp: TestSmtp,
  admin: { token: string; associationId?: number },
  role: AssociationRole,
  email = uniqueEmail(role),
): Promise<string> {
  const res = await api.as(admin.token).post(`/api/associations/${admin.associationId}/members`, { email, role });
  if (res.status !== 201) throw new Error(`invitation failed: ${res.status} ${res.text}`);
  const mail = await smtp.waitFor((received) => received.to.includes(email.toLowerCase()));
  return tokenOfLink(mail, '/rejoindre');
}

/** Invites, accepts the mailed link, logs in: a new member of the admin's association with `role`. */
export async function joinTeam(
  api: Api,
  smtp: TestSmtp,
  admin: { token: string; associationId?: number },
  role: AssociationRole,
  names: { firstname?: string; lastname?: string } = {},
): Promise<MemberAccount> {
  const email = uniqueEmail(role);
  const token = await inviteByMail(api, smtp, admin, role, email);
  const res = await api.anon.post('/api/member-invitations/accept', {
    token,
    firstname: names.firstname ?? 'Camille',
    lastname: names.lastname ?? 'Membre',
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });
  if (res.status !== 201) throw new Error(`accept failed: ${res.status} ${res.text}`);
  const session = await login(api, email, PASSWORD);
  return { ...session, associationId: Number(session.associationId), email, password: PASSWORD };
}
