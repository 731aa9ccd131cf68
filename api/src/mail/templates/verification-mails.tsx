import { Text } from '@react-email/components';
import type { MailData } from '../mail-kinds';
import { Action, Layout, P, quote } from './layout';
import type { MailContent, TemplateContext } from './mails';

/*
 * The platform administrators' decision on an association's verification (docs/mail.md#verification-mails), to each
 * of its admins. The association's name and the administrators' reason are JSX text children: React escapes them.
 */

type VerificationKind = 'verification_approved' | 'verification_rejected';
type Template<K extends VerificationKind> = (data: MailData[K], context: TemplateContext) => MailContent;

const hello = (firstname: string) => (firstname ? `Bonjour ${firstname},` : 'Bonjour,');

export const VERIFICATION_TEMPLATES: { [K in VerificationKind]: Template<K> } = {
  verification_approved: (data, context) => {
    const subject = 'Votre association est vérifiée';
    return {
      subject,
      element: (
        <Layout preview={subject} title={subject} homeUrl={context.links.home} unsubscribeUrl={context.unsubscribeUrl}>
          <P>{hello(context.firstname)}</P>
          <P>
            Nous avons examiné la demande de vérification de {data.associationName} : votre association est vérifiée. Sa
            marque « Association vérifiée » apparaît désormais sur son profil et sur ses animaux.
          </P>
          <P>
            Vous pouvez maintenant proposer vos animaux aux familles d&apos;accueil et lancer des appels urgents
            lorsqu&apos;un animal a besoin d&apos;une famille rapidement.
          </P>
          <Action href={context.links.associationVerification}>Voir la vérification</Action>
        </Layout>
      ),
    };
  },
  verification_rejected: (data, context) => {
    const subject = 'Votre demande de vérification n’a pas été acceptée';
    return {
      subject,
      element: (
        <Layout preview={subject} title={subject} homeUrl={context.links.home} unsubscribeUrl={context.unsubscribeUrl}>
          <P>{hello(context.firstname)}</P>
          <P>
            Nous avons examiné la demande de vérification de {data.associationName} et ne pouvons pas l&apos;accepter en
            l&apos;état. La raison donnée par l&apos;équipe :
          </P>
          <Text style={quote}>{data.reason}</Text>
          <P>
            Vous pouvez faire une nouvelle demande depuis « Vérification de l&apos;association » dans votre espace, avec
            les numéros et les documents corrigés ou complétés.
          </P>
          <Action href={context.links.associationVerification}>Faire une nouvelle demande</Action>
        </Layout>
      ),
    };
  },
};
