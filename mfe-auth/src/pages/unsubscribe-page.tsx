import { ACCOUNT_MESSAGES } from '@petfoster/contracts';
import { accountApi, queryKeys } from '@petfoster/platform';
import { TokenActionPage } from '../features/account/components/token-action-page';

/** paths.unsubscribe + '#token=…' (docs/mail.md): the unsubscribe link of every notification mail. */
export default function UnsubscribePage() {
  return (
    <TokenActionPage
      title="Notifications par e-mail"
      intro="Vous ne recevrez plus les e-mails qui suivent vos demandes d'accueil. Les e-mails de sécurité (mot de passe, adresse) restent envoyés."
      actionLabel="Ne plus recevoir les notifications"
      act={(token) => accountApi.unsubscribe(token)}
      done={ACCOUNT_MESSAGES.unsubscribed}
      failure={ACCOUNT_MESSAGES.unsubscribeFailed}
      invalidates={[queryKeys.families(), queryKeys.associations()]}
    />
  );
}
