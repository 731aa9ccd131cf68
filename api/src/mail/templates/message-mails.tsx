import { CONVERSATION_MESSAGES } from '@petfoster/contracts';
import type { MailData } from '../mail-kinds';
import { Action, Layout, P } from './layout';
import type { MailContent, TemplateContext } from './mails';

/*
 * The conversations' mail (docs/mail.md#message-mails): a message unread 15 minutes after it arrived. Kept apart from
 * mails.tsx, which spreads these into TEMPLATES. Every value is a JSX text child: React escapes it; the message
 * itself is not quoted (the mail only says there is one).
 */

export const MESSAGE_TEMPLATES: {
  message_unread: (data: MailData['message_unread'], context: TemplateContext) => MailContent;
} = {
  message_unread: (data, context) => {
    const subject = CONVERSATION_MESSAGES.newMessageMailSubject(data.authorName);
    const link = data.forFamily
      ? context.links.familyConversation(data.requestId)
      : context.links.associationConversation(data.requestId);
    return {
      subject,
      element: (
        <Layout
          preview={`${data.authorName} vous a écrit.`}
          title={subject}
          homeUrl={context.links.home}
          unsubscribeUrl={context.unsubscribeUrl}
        >
          <P>{context.firstname ? `Bonjour ${context.firstname},` : 'Bonjour,'}</P>
          <P>
            {data.authorName} vous a écrit au sujet de {data.animalName}. Vous n&apos;avez pas encore lu son message.
          </P>
          <Action href={link}>Lire le message</Action>
        </Layout>
      ),
    };
  },
};
