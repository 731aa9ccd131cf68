import { ACCOUNT_MESSAGES } from '@petfoster/contracts';
import { accountApi, queryKeys, sessionStore } from '@petfoster/platform';
import { TokenActionPage } from '../features/account/components/token-action-page';

/**
 * paths.confirmEmail + '#token=…' (docs/mail.md): the link sent to a new address makes it the account's. The change ends
 * every session on the server, so this device's session ends too, and the page says to log in with the new address.
 */
export default function ConfirmEmailPage() {
  return (
    <TokenActionPage
      title="Confirmer votre nouvelle adresse"
      intro="Confirmez que cette adresse e-mail est désormais celle de votre compte PetFoster."
      actionLabel="Confirmer ma nouvelle adresse"
      act={async (token) => {
        await accountApi.confirmEmailChange(token);
        sessionStore.getState().logout();
      }}
      done={ACCOUNT_MESSAGES.emailConfirmed}
      failure={ACCOUNT_MESSAGES.emailChangeFailed}
      invalidates={[queryKeys.me()]}
    />
  );
}
