import { ROLES } from '@petfoster/contracts';
import type { ReactElement } from 'react';
import type { MailLinks } from '../links';
import type { MailData, MailKind } from '../mail-kinds';
import { Action, Layout, P, quote } from './layout';
import { REQUEST_OUTCOME_TEMPLATES } from './request-outcome-mails';
import { Text } from '@react-email/components';

/** What a template receives besides its data: the links and, for notifications, the unsubscribe page. */
export interface TemplateContext {
  firstname: string;
  links: MailLinks;
  unsubscribeUrl: string | null;
  /** One-time token already opened from its sealed form (reset and e-mail confirmation only). */
  token?: string;
}

export interface MailContent {
  subject: string;
  element: ReactElement;
}

type Template<K extends MailKind> = (data: MailData[K], context: TemplateContext) => MailContent;

const hello = (firstname: string) => (firstname ? `Bonjour ${firstname},` : 'Bonjour,');

/** The approved family's requests still waiting: they stay open, and can be withdrawn from 'Mes demandes'. */
const otherPendingText = (names: string[]) =>
  names.length === 1
    ? `Votre demande pour ${names[0]} est toujours en attente : elle reste ouverte. Si vous ne pouvez pas accueillir un autre animal, vous pouvez la retirer en un clic depuis vos demandes.`
    : `Vos ${names.length} autres demandes (${names.join(', ')}) sont toujours en attente : elles restent ouvertes. Si vous ne pouvez pas accueillir un autre animal, vous pouvez les retirer en un clic depuis vos demandes.`;

function frame(subject: string, preview: string, context: TemplateContext, body: ReactElement): MailContent {
  return {
    subject,
    element: (
      <Layout preview={preview} title={subject} homeUrl={context.links.home} unsubscribeUrl={context.unsubscribeUrl}>
        <P>{hello(context.firstname)}</P>
        {body}
      </Layout>
    ),
  };
}

/** Every mail of issue 15, in French. Subjects are plain text: user text in them is never HTML. */
export const TEMPLATES: { [K in MailKind]: Template<K> } = {
  welcome: (data, context) =>
    frame(
      'Bienvenue sur PetFoster',
      'Votre compte est créé.',
      context,
      <>
        <P>
          {data.role === ROLES.association
            ? 'Votre compte association est créé. Vous pouvez présenter vos animaux et recevoir les demandes des familles d’accueil.'
            : 'Votre compte famille d’accueil est créé. Vous pouvez parcourir les animaux et proposer de les accueillir.'}
        </P>
        <Action href={data.role === ROLES.association ? context.links.home : context.links.animals}>
          {data.role === ROLES.association ? 'Aller sur PetFoster' : 'Voir les animaux'}
        </Action>
      </>,
    ),

  request_created: (data, context) =>
    frame(
      `Nouvelle demande d'accueil pour ${data.animalName}`,
      `${data.familyFirstname} ${data.familyLastname} souhaite accueillir ${data.animalName}.`,
      context,
      <>
        <P>
          La famille {data.familyFirstname} {data.familyLastname} ({data.familyCity}) souhaite accueillir{' '}
          {data.animalName}.
        </P>
        {data.motivation ? (
          <>
            <P>Sa motivation :</P>
            <Text style={quote}>{data.motivation}</Text>
          </>
        ) : (
          <P>La famille n&apos;a pas écrit de motivation.</P>
        )}
        <Action href={context.links.associationRequests(data.associationId)}>Voir nos demandes</Action>
      </>,
    ),

  request_withdrawn: (data, context) =>
    frame(
      `Demande d'accueil retirée pour ${data.animalName}`,
      `La famille ${data.familyFirstname} ${data.familyLastname} a retiré sa demande.`,
      context,
      <>
        <P>
          La famille {data.familyFirstname} {data.familyLastname} a retiré sa demande d&apos;accueil pour{' '}
          {data.animalName}, qui était en attente.
        </P>
        <Action href={context.links.associationRequests(data.associationId)}>Voir nos demandes</Action>
      </>,
    ),

  request_approved: (data, context) =>
    frame(
      `Votre demande d'accueil pour ${data.animalName} est acceptée`,
      `${data.associationName} a accepté votre demande.`,
      context,
      <>
        <P>
          Bonne nouvelle : l&apos;association {data.associationName} a accepté votre demande d&apos;accueil pour{' '}
          {data.animalName}. Elle va vous contacter ; vous pouvez aussi la joindre directement :
        </P>
        <P>
          E-mail : {data.associationEmail}
          <br />
          Téléphone : {data.associationPhone}
        </P>
        <Action href={context.links.animal(data.animalId)}>Voir la fiche de {data.animalName}</Action>
        {data.otherPending?.length && data.familyId ? (
          <>
            <P>{otherPendingText(data.otherPending)}</P>
            <Action href={context.links.familyRequests(data.familyId)}>Voir mes demandes</Action>
          </>
        ) : null}
      </>,
    ),

  request_refused: (data, context) =>
    frame(
      `Votre demande d'accueil pour ${data.animalName}`,
      `Une réponse à votre demande pour ${data.animalName}.`,
      context,
      <>
        <P>
          Merci pour votre proposition d&apos;accueillir {data.animalName}. L&apos;association n&apos;a pas pu y donner
          suite cette fois-ci ; ce n&apos;est en rien un jugement sur votre foyer, et votre générosité compte beaucoup.
        </P>
        {data.reason ? (
          <>
            <P>Le mot de l&apos;association :</P>
            <Text style={quote}>{data.reason}</Text>
          </>
        ) : null}
        <P>D&apos;autres animaux attendent une famille d&apos;accueil : peut-être l&apos;un d&apos;eux ?</P>
        <Action href={context.links.animalsOfSpecies(data.speciesName)}>Voir les autres animaux</Action>
      </>,
    ),

  request_closed: (data, context) =>
    frame(
      `${data.animalName} a trouvé une famille d'accueil`,
      `Une autre famille a été choisie pour ${data.animalName}.`,
      context,
      <>
        <P>
          L&apos;association a choisi une autre famille pour accueillir {data.animalName} ; votre demande est donc
          close. Merci d&apos;avoir proposé votre foyer.
        </P>
        <P>D&apos;autres animaux attendent une famille d&apos;accueil : peut-être l&apos;un d&apos;eux ?</P>
        <Action href={context.links.animalsOfSpecies(data.speciesName)}>Voir les autres animaux</Action>
      </>,
    ),

  password_reset: (_data, context) =>
    frame(
      'Réinitialisation de votre mot de passe PetFoster',
      'Le lien pour choisir un nouveau mot de passe.',
      context,
      <>
        <P>
          Vous avez demandé à réinitialiser le mot de passe de votre compte PetFoster. Ce lien est valable 30 minutes et
          ne sert qu&apos;une fois :
        </P>
        <Action href={context.links.resetPassword(context.token ?? '')}>Choisir un nouveau mot de passe</Action>
        <P>
          Si vous n&apos;êtes pas à l&apos;origine de cette demande, ignorez cet e-mail : votre mot de passe reste
          inchangé.
        </P>
      </>,
    ),

  password_changed: (_data, context) =>
    frame(
      'Votre mot de passe PetFoster a été modifié',
      'Votre mot de passe vient de changer.',
      context,
      <>
        <P>
          Le mot de passe de votre compte PetFoster vient d&apos;être modifié. Les sessions ouvertes avant ce changement
          sont fermées.
        </P>
        <P>
          Si vous n&apos;êtes pas à l&apos;origine de ce changement, réinitialisez votre mot de passe tout de suite :
        </P>
        <Action href={context.links.forgotPassword}>Réinitialiser mon mot de passe</Action>
      </>,
    ),

  email_change_confirm: (_data, context) =>
    frame(
      'Confirmez votre nouvelle adresse e-mail',
      'Un clic pour confirmer votre nouvelle adresse.',
      context,
      <>
        <P>
          Vous avez demandé à utiliser cette adresse pour votre compte PetFoster. Confirmez-la avec ce lien, valable 24
          heures :
        </P>
        <Action href={context.links.confirmEmail(context.token ?? '')}>Confirmer cette adresse</Action>
        <P>Si vous n&apos;êtes pas à l&apos;origine de cette demande, ignorez cet e-mail.</P>
      </>,
    ),

  email_change_notice: (_data, context) =>
    frame(
      "Changement de l'adresse e-mail de votre compte PetFoster",
      'Une nouvelle adresse a été demandée pour votre compte.',
      context,
      <>
        <P>
          Un changement d&apos;adresse e-mail a été demandé pour votre compte PetFoster. Il ne prendra effet que lorsque
          le lien envoyé à la nouvelle adresse sera suivi.
        </P>
        <P>Si vous n&apos;êtes pas à l&apos;origine de cette demande, changez votre mot de passe sans attendre :</P>
        <Action href={context.links.forgotPassword}>Réinitialiser mon mot de passe</Action>
      </>,
    ),

  ...REQUEST_OUTCOME_TEMPLATES,
};
