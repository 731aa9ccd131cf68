import { ACCOUNT_MESSAGES } from '@petfoster/contracts';
import { accountApi, queryKeys } from '@petfoster/platform';
import { TokenActionPage } from '../features/account/components/token-action-page';

/** paths.confirmEmail + '#token=…' (issue 15): the link sent to a new address makes it the account's. */
export default function ConfirmEmailPage() {
  return (
    <TokenActionPage
      title="Confirmer votre nouvelle adresse"
      intro="Confirmez que cette adresse e-mail est désormais celle de votre compte PetFoster."
      actionLabel="Confirmer ma nouvelle adresse"
      act={(token) => accountApi.confirmEmailChange(token)}
      done={ACCOUNT_MESSAGES.emailConfirmed}
      failure={ACCOUNT_MESSAGES.emailChangeFailed}
      invalidates={[queryKeys.me()]}
    />
  );
}
