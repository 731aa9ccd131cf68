import type { ExposedModules } from '@petfoster/platform';
import LoginModal from './features/login/components/login-modal';
import RegisterPage from './pages/register-page';
import ForgotPasswordPage from './pages/forgot-password-page';
import ResetPasswordPage from './pages/reset-password-page';
import AccountPage from './pages/account-page';
import ConfirmEmailPage from './pages/confirm-email-page';
import UnsubscribePage from './pages/unsubscribe-page';
import JoinTeamPage from './pages/join-team-page';

/**
 * What this remote exposes (packages/platform/apps.json), checked against the props the hosts pass (the table of
 * exposed modules in @petfoster/platform): a component that needs a prop no host gives, or that is missing, is a
 * type error here. Type-only: nothing imports this file at run time.
 */
export const exposed = {
  './LoginModal': LoginModal,
  './RegisterPage': RegisterPage,
  './ForgotPasswordPage': ForgotPasswordPage,
  './ResetPasswordPage': ResetPasswordPage,
  './AccountPage': AccountPage,
  './ConfirmEmailPage': ConfirmEmailPage,
  './UnsubscribePage': UnsubscribePage,
  './JoinTeamPage': JoinTeamPage,
} satisfies ExposedModules<'auth'>;
