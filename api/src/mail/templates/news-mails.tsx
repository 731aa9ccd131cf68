import { Text } from '@react-email/components';
import { NEWS_MESSAGES } from '@petfoster/contracts';
import type { MailData } from '../mail-kinds';
import { Action, Layout, P, quote } from './layout';
import type { MailContent, TemplateContext } from './mails';

/*
 * The news of a placement (docs/mail.md#placement-news): the association hears that the foster family wrote. The
 * family's text is a JSX text child (React escapes it) in the quote style that keeps its line breaks.
 */

type NewsKind = 'placement_news';
type Template<K extends NewsKind> = (data: MailData[K], context: TemplateContext) => MailContent;

const photos = (count: number) => (count === 0 ? '' : count === 1 ? ' (1 photo)' : ` (${count} photos)`);

export const NEWS_TEMPLATES: { [K in NewsKind]: Template<K> } = {
  placement_news: (data, context) => {
    const subject = NEWS_MESSAGES.mailSubject(data.animalName);
    return {
      subject,
      element: (
        <Layout
          preview={`${data.familyFirstname} donne des nouvelles de ${data.animalName}.`}
          title={subject}
          homeUrl={context.links.home}
          unsubscribeUrl={context.unsubscribeUrl}
        >
          <P>{context.firstname ? `Bonjour ${context.firstname},` : 'Bonjour,'}</P>
          <P>
            {data.familyFirstname}, qui accueille {data.animalName}, donne de ses nouvelles{photos(data.images)} :
          </P>
          <Text style={quote}>{data.body}</Text>
          <Action href={context.links.associationPlacement(data.placementId)}>Voir l&apos;accueil</Action>
        </Layout>
      ),
    };
  },
};
