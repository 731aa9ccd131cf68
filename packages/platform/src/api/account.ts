import { ENDPOINTS, type BodyOf, type Endpoints } from '@petfoster/contracts';
import { call } from './call';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** 'Mon compte', the password reset, the e-mail change and unsubscribe links, and the header's count. */
export const accountApi = {
  get() {
    return call(ENDPOINTS.readAccount);
  },
  /** The other sessions end; the answer's token continues this one. */
  changePassword(body: BodyOf<Endpoints['changePassword']>) {
    return call(ENDPOINTS.changePassword, { body });
  },
  /** Sends a confirmation link to the new address; nothing changes until it is followed. */
  async requestEmailChange(body: BodyOf<Endpoints['changeEmail']>): Promise<void> {
    await call(ENDPOINTS.changeEmail, { body });
  },
  async confirmEmailChange(token: string): Promise<void> {
    await call(ENDPOINTS.confirmEmail, { body: { token } });
  },
  changeNames(body: BodyOf<Endpoints['changeNames']>) {
    return call(ENDPOINTS.changeNames, { body });
  },
  /** An association member's request mails (docs/mail.md#request-mails): all, or those it follows only. */
  changeMailScope(body: BodyOf<Endpoints['changeMailScope']>) {
    return call(ENDPOINTS.changeMailScope, { body });
  },
  /** Answers alike whether or not an account has this address. */
  async requestPasswordReset(email: string): Promise<void> {
    await call(ENDPOINTS.requestPasswordReset, { body: { email } });
  },
  async confirmPasswordReset(body: BodyOf<Endpoints['confirmPasswordReset']>): Promise<void> {
    await call(ENDPOINTS.confirmPasswordReset, { body });
  },
  async unsubscribe(token: string): Promise<void> {
    await call(ENDPOINTS.unsubscribe, { body: { token } });
  },
  // Two-factor sign-in (docs/security.md#two-factor-sign-in). `setupToken`: the mfa_token of a login that answered
  // mfa_setup_required, sent instead of a session (there is none yet).
  startTwoFactor(setupToken?: string) {
    return call(ENDPOINTS.startTwoFactor, setupToken ? { headers: bearer(setupToken) } : undefined);
  },
  /** The 10 recovery codes, shown once; with a setupToken, also the session the login did not give. */
  confirmTwoFactor(body: BodyOf<Endpoints['confirmTwoFactor']>, setupToken?: string) {
    return call(ENDPOINTS.confirmTwoFactor, setupToken ? { body, headers: bearer(setupToken) } : { body });
  },
  async disableTwoFactor(body: BodyOf<Endpoints['disableTwoFactor']>): Promise<void> {
    await call(ENDPOINTS.disableTwoFactor, { body });
  },
  notificationsCount() {
    return call(ENDPOINTS.notificationsCount);
  },
  async markNotificationsSeen(): Promise<void> {
    await call(ENDPOINTS.markNotificationsSeen);
  },
};
