import { ENDPOINTS, type BodyOf, type Endpoints } from '@petfoster/contracts';
import { call } from './call';

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
  notificationsCount() {
    return call(ENDPOINTS.notificationsCount);
  },
  async markNotificationsSeen(): Promise<void> {
    await call(ENDPOINTS.markNotificationsSeen);
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
};
