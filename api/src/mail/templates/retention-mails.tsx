import { RETENTION, frenchDay } from '@petfoster/contracts';
import type { MailData } from '../mail-kinds';
import { Action, Layout, P } from './layout';
import type { MailContent, TemplateContext } from './mails';

/*
 * The inactivity warning (docs/security.md#retention): an account nobody signed in to for years is deleted a month
 * after this mail unless someone signs in. It concerns the account's existence, so it is sent whatever the
 * notification settings. The association's name is a JSX text child (React escapes it).
 */

type RetentionKind = 'account_inactive';
type Template<K extends RetentionKind> = (data: MailData[K], context: TemplateContext) => MailContent;

export const RETENTION_TEMPLATES: { [K in RetentionKind]: Template<K> } = {
  account_inactive: (data, context) => {
    const day = frenchDay(data.deleteOn);
    const subject = `Votre compte PetFoster sera supprimé le ${day}`;
    return {
      subject,
      element: (
        <Layout preview={subject} title={subject} homeUrl={context.links.home} unsubscribeUrl={null}>
          <P>{context.firstname ? `Bonjour ${context.firstname},` : 'Bonjour,'}</P>
          {data.associationName ? (
            <P>
              Aucun membre de l&apos;association {data.associationName} ne s&apos;est connecté à PetFoster depuis{' '}
              {RETENTION.inactiveAccountYears} ans. Pour ne pas garder vos données sans raison, le compte de
              l&apos;association, ses animaux, ses demandes et les comptes de ses membres seront supprimés le {day}.
            </P>
          ) : (
            <P>
              Vous ne vous êtes pas connecté à PetFoster depuis {RETENTION.inactiveAccountYears} ans. Pour ne pas garder
              vos données sans raison, votre compte, votre profil et vos demandes seront supprimés le {day}.
            </P>
          )}
          <P>Pour garder le compte, il suffit de vous connecter avant cette date.</P>
          <Action href={context.links.home}>Me connecter à PetFoster</Action>
        </Layout>
      ),
    };
  },
};
