import { MODERATION_CONTACT } from '@petfoster/contracts';
import type { MailData } from '../mail-kinds';
import { Action, Layout, P } from './layout';
import type { MailContent, TemplateContext } from './mails';

/*
 * The moderation's mails (docs/administration.md#moderation): what a platform administrator decided about a person's
 * content or account, with the reason. They concern the account itself, so they are sent whatever the notification
 * settings. The reason and names are JSX text children (React escapes them).
 */

type ModerationKind = 'content_hidden' | 'account_suspended' | 'account_unsuspended';
type Template<K extends ModerationKind> = (data: MailData[K], context: TemplateContext) => MailContent;

const greeting = (context: TemplateContext) => (context.firstname ? `Bonjour ${context.firstname},` : 'Bonjour,');

const Contest = () => (
  <P>
    Pour contester cette décision, écrivez à {MODERATION_CONTACT} en indiquant votre adresse e-mail : une autre personne
    de l&apos;équipe réexaminera la décision.
  </P>
);

export const MODERATION_TEMPLATES: { [K in ModerationKind]: Template<K> } = {
  content_hidden: (data, context) => {
    const subject =
      data.target === 'animal'
        ? `La fiche de ${data.name} a été retirée par la modération`
        : 'Un de vos messages a été retiré par la modération';
    return {
      subject,
      element: (
        <Layout preview={subject} title={subject} homeUrl={context.links.home} unsubscribeUrl={null}>
          <P>{greeting(context)}</P>
          {data.target === 'animal' ? (
            <P>
              L&apos;équipe de modération de PetFoster a retiré la fiche de {data.name} de toutes les pages publiques du
              site. Vous la voyez toujours dans votre espace, marquée comme retirée.
            </P>
          ) : (
            <P>
              L&apos;équipe de modération de PetFoster a retiré un de vos messages de la conversation au sujet de{' '}
              {data.name}. Les personnes de la conversation lisent désormais « Contenu retiré par la modération » à sa
              place.
            </P>
          )}
          <P>Raison indiquée : {data.reason}</P>
          <Contest />
        </Layout>
      ),
    };
  },
  account_suspended: (data, context) => {
    const subject = 'Votre compte PetFoster est suspendu';
    return {
      subject,
      element: (
        <Layout preview={subject} title={subject} homeUrl={context.links.home} unsubscribeUrl={null}>
          <P>{greeting(context)}</P>
          <P>
            L&apos;équipe de modération de PetFoster a suspendu votre compte : vous ne pouvez plus vous connecter, et
            votre profil et vos animaux ne sont plus visibles sur le site.
          </P>
          <P>Raison indiquée : {data.reason}</P>
          <Contest />
        </Layout>
      ),
    };
  },
  account_unsuspended: (_data, context) => {
    const subject = 'Votre compte PetFoster est rétabli';
    return {
      subject,
      element: (
        <Layout preview={subject} title={subject} homeUrl={context.links.home} unsubscribeUrl={null}>
          <P>{greeting(context)}</P>
          <P>
            L&apos;équipe de modération de PetFoster a levé la suspension de votre compte. Vous pouvez de nouveau vous
            connecter ; votre profil et vos animaux sont de nouveau visibles.
          </P>
          <Action href={context.links.home}>Me connecter à PetFoster</Action>
        </Layout>
      ),
    };
  },
};
