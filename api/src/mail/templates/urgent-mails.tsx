import { Text } from '@react-email/components';
import { URGENT_MESSAGES } from '@petfoster/contracts';
import type { MailData } from '../mail-kinds';
import { Action, Layout, P, quote } from './layout';
import type { MailContent, TemplateContext } from './mails';

/*
 * Urgent appeals (docs/mail.md#urgent-appeals): a nearby family that can take the animal today hears that its
 * association looks for a family now. The association's reason is a JSX text child (React escapes it). The one-click
 * link opens the animal's page with the request form prefilled; the family signs in first if needed.
 */

type UrgentKind = 'urgent_appeal';
type Template<K extends UrgentKind> = (data: MailData[K], context: TemplateContext) => MailContent;

export const URGENT_TEMPLATES: { [K in UrgentKind]: Template<K> } = {
  urgent_appeal: (data, context) => {
    const subject = `Appel urgent : ${data.animalName} cherche une famille d'accueil`;
    return {
      subject,
      element: (
        <Layout
          preview={`${data.associationName} cherche en urgence une famille pour ${data.animalName}.`}
          title={subject}
          homeUrl={context.links.home}
          unsubscribeUrl={context.unsubscribeUrl}
        >
          <P>{context.firstname ? `Bonjour ${context.firstname},` : 'Bonjour,'}</P>
          <P>
            L&apos;association {data.associationName}, près de chez vous, cherche en urgence une famille d&apos;accueil
            pour {data.animalName} ({data.speciesName}).
          </P>
          {data.reason ? <Text style={quote}>{data.reason}</Text> : null}
          <P>
            Vous recevez cet appel parce que votre profil de famille d&apos;accueil accepte cette espèce et que vous
            êtes disponible en ce moment. Vous pouvez ne plus recevoir d&apos;appels urgents en décochant « Recevoir les
            appels urgents » dans votre profil.
          </P>
          <Action href={context.links.urgentRequest(data.animalId)}>{URGENT_MESSAGES.oneClick}</Action>
          <P>
            <a href={context.links.animal(data.animalId)}>Voir la fiche de {data.animalName}</a>
          </P>
        </Layout>
      ),
    };
  },
};
