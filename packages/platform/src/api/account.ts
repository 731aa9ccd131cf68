import type { Account, NotificationsCount, PasswordChangeResponse } from '@petfoster/contracts';
import { apiClient } from './client';

/**
 * The mail work (docs/mail.md): 'Mon compte', the password reset, the e-mail change and unsubscribe links, and the header's count.
 * Bodies follow the schemas of @petfoster/contracts/src/schemas (account-settings.ts).
 */
export const accountApi = {
  get(): Promise<Account> {
    return apiClient.get('api/account').json<Account>();
  },
  /** The other sessions end; the answer's token continues this one. */
  changePassword(body: { currentPassword: string; password: string; confirmPassword: string }) {
    return apiClient.put('api/account/password', { json: body }).json<PasswordChangeResponse>();
  },
  /** Sends a confirmation link to the new address; nothing changes until it is followed. */
  async requestEmailChange(body: { currentPassword: string; email: string }): Promise<void> {
    await apiClient.post('api/account/email', { json: body });
  },
  async confirmEmailChange(token: string): Promise<void> {
    await apiClient.post('api/account/email/confirm', { json: { token } });
  },
  changeNames(body: { lastname: string; firstname: string }): Promise<Account> {
    return apiClient.put('api/account/names', { json: body }).json<Account>();
  },
  /** Answers alike whether or not an account has this address. */
  async requestPasswordReset(email: string): Promise<void> {
    await apiClient.post('api/password-resets', { json: { email } });
  },
  async confirmPasswordReset(body: { token: string; password: string; confirmPassword: string }): Promise<void> {
    await apiClient.post('api/password-resets/confirm', { json: body });
  },
  async unsubscribe(token: string): Promise<void> {
    await apiClient.post('api/unsubscribe', { json: { token } });
  },
  notificationsCount(): Promise<NotificationsCount> {
    return apiClient.get('api/me/notifications-count').json<NotificationsCount>();
  },
  async markNotificationsSeen(): Promise<void> {
    await apiClient.post('api/me/notifications-seen');
  },
};
