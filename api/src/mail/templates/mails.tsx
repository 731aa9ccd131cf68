import {
  ASSOCIATION_ROLE_LABELS,
  FOSTER_VISIBLE_LABEL,
  INVITATION_DECLINE_COOLDOWN_DAYS,
  MEMBER_INVITATION_LIFETIME_DAYS,
  ROLES,
} from '@petfoster/contracts';
import type { ReactElement } from 'react';
import type { MailLinks } from '../links';
import type { MailData, MailKind } from '../mail-kinds';
import { Action, Layout, P, quote } from './layout';
import { REQUEST_OUTCOME_TEMPLATES } from './request-outcome-mails';
import { PLACEMENT_TEMPLATES } from './placement-mails';
import { MESSAGE_TEMPLATES } from './message-mails';
import { NEWS_TEMPLATES } from './news-mails';
import { CARE_TEMPLATES } from './care-mails';
import { EXPENSE_TEMPLATES } from './expense-mails';
import { RETENTION_TEMPLATES } from './retention-mails';
import { MODERATION_TEMPLATES } from './moderation-mails';
import { FAVOURITE_TEMPLATES } from './favourite-mails';
import { URGENT_TEMPLATES } from './urgent-mails';
import { SAVED_SEARCH_TEMPLATES } from './saved-search-mails';
import { VERIFICATION_TEMPLATES } from './verification-mails';
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

/** 'Rex', 'Rex et Pompon', 'Rex, Pompon et Luna'. */
const listed = (names: string[]) =>
  names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} et ${names[names.length - 1]}`;

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

/**
 * The foster profile in a family's welcome mail: confirms the opt-in chosen at sign-up, or offers it, and links the
 * profile where species, dates and capacity are set.
 */
function FosterProfileInvite({ data, context }: { data: MailData['welcome']; context: TemplateContext }) {
  const profile = data.userId ? context.links.familyEditProfile(data.userId) : context.links.familyDashboard;
  return (
    <>
      {data.visible ? (
        <P>
          Vous avez coché « {FOSTER_VISIBLE_LABEL} » : les associations peuvent trouver votre foyer et vous proposer un
          animal. Précisez les espèces que vous accueillez, vos disponibilités et le nombre d&apos;animaux dans votre
          profil, pour recevoir des propositions qui vous correspondent.
        </P>
      ) : (
        <P>
          Les associations peuvent aussi vous proposer un animal : cochez « {FOSTER_VISIBLE_LABEL} » dans votre profil
          pour apparaître dans leurs recherches, avec les espèces que vous accueillez et vos disponibilités.
        </P>
      )}
      <Action href={profile}>Compléter mon profil d&apos;accueil</Action>
    </>
  );
}

/** Every mail (docs/mail.md), in French. Subjects are plain text: user text in them is never HTML. */
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
        {data.role === ROLES.family ? <FosterProfileInvite data={data} context={context} /> : null}
      </>,
    ),

  request_created: (data, context) =>
    frame(
      data.answersInvitation
        ? `Votre proposition pour ${data.animalName} : une demande d'accueil`
        : `Nouvelle demande d'accueil pour ${data.animalName}`,
      `${data.familyFirstname} ${data.familyLastname} souhaite accueillir ${data.animalName}.`,
      context,
      <>
        <P>
          La famille {data.familyFirstname} {data.familyLastname} ({data.familyCity}) souhaite accueillir{' '}
          {data.animalName}
          {data.answersInvitation ? ', en réponse à votre proposition.' : '.'}
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

  family_account_deleted: (data, context) =>
    frame(
      'Une famille d’accueil a supprimé son compte',
      `La famille ${data.familyFirstname} ${data.familyLastname} a supprimé son compte.`,
      context,
      <>
        <P>
          La famille {data.familyFirstname} {data.familyLastname} a supprimé son compte PetFoster.
        </P>
        {data.hosted.length ? (
          <P>
            {data.hosted.length > 1 ? 'Elle accueille vos animaux ' : 'Elle accueille votre animal '}
            {listed(data.hosted)}. {data.hosted.length > 1 ? 'Ces accueils restent' : 'Cet accueil reste'} dans vos
            demandes, sous le nom « Famille supprimée » : ses coordonnées et son nom n&apos;y figurent plus. Pensez à
            convenir avec elle de la suite de l&apos;accueil.
          </P>
        ) : null}
        {data.withdrawn.length ? (
          <P>
            {data.withdrawn.length > 1
              ? `Ses demandes d'accueil en attente pour ${listed(data.withdrawn)} sont retirées.`
              : `Sa demande d'accueil en attente pour ${listed(data.withdrawn)} est retirée.`}
          </P>
        ) : null}
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

  invitation_received: (data, context) =>
    frame(
      `${data.associationName} vous propose d'accueillir ${data.animalName}`,
      `Une proposition d'accueil pour ${data.animalName}.`,
      context,
      <>
        <P>
          L&apos;association {data.associationName} a vu votre profil de famille d&apos;accueil et vous propose
          d&apos;accueillir {data.animalName}. Son message :
        </P>
        <Text style={quote}>{data.message}</Text>
        <P>
          Dans « Mes demandes », vous pouvez y répondre par une demande d&apos;accueil, ou décliner la proposition (en
          disant pourquoi, si vous le souhaitez).
        </P>
        <Action href={context.links.familyRequests(data.familyId)}>Voir la proposition</Action>
      </>,
    ),

  invitation_declined: (data, context) =>
    frame(
      `Proposition déclinée pour ${data.animalName}`,
      `${data.familyFirstname} a décliné votre proposition.`,
      context,
      <>
        <P>
          {data.familyFirstname} ({data.familyCity}) a décliné votre proposition d&apos;accueillir {data.animalName}.
        </P>
        {data.reason ? (
          <>
            <P>Sa raison :</P>
            <Text style={quote}>{data.reason}</Text>
          </>
        ) : (
          <P>La famille n&apos;a pas précisé de raison.</P>
        )}
        <P>
          Vous pourrez proposer de nouveau {data.animalName} à cette famille dans {INVITATION_DECLINE_COOLDOWN_DAYS}{' '}
          jours ; d&apos;autres familles visibles des associations attendent peut-être un animal.
        </P>
        <Action href={context.links.associationFindFamily}>Trouver une famille</Action>
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

  email_changed: (_data, context) =>
    frame(
      'L’adresse e-mail de votre compte PetFoster a changé',
      'Votre compte utilise désormais une autre adresse.',
      context,
      <>
        <P>
          L&apos;adresse e-mail de votre compte PetFoster vient d&apos;être remplacée par la nouvelle adresse confirmée.
          Cette adresse-ci ne sert plus à vous connecter ni à recevoir les e-mails du compte. Les sessions ouvertes
          avant ce changement sont fermées et les liens envoyés auparavant ne fonctionnent plus.
        </P>
        <P>
          Si vous n&apos;êtes pas à l&apos;origine de ce changement, écrivez-nous sans attendre depuis cette page, en
          indiquant cette adresse :
        </P>
        <Action href={context.links.contact}>Nous contacter</Action>
      </>,
    ),
  // The invited person has no account yet: no name to greet (the row's greeting name is the inviter's).
  member_invitation: (data, context) =>
    frame(
      `Rejoindre l'équipe de ${data.associationName} sur PetFoster`,
      `${data.inviterFirstname} ${data.inviterLastname} vous invite à rejoindre ${data.associationName}.`,
      { ...context, firstname: '' },
      <>
        <P>
          {data.inviterFirstname} {data.inviterLastname} vous invite à rejoindre l&apos;équipe de l&apos;association{' '}
          {data.associationName} sur PetFoster, comme {ASSOCIATION_ROLE_LABELS[data.role]}.
        </P>
        <P>
          Ce lien est valable {MEMBER_INVITATION_LIFETIME_DAYS} jours et ne sert qu&apos;une fois : il vous permet de
          créer votre compte de membre.
        </P>
        <Action href={context.links.joinTeam(context.token ?? '')}>Rejoindre {data.associationName}</Action>
        <P>Si vous ne connaissez pas cette association, ignorez cet e-mail : aucun compte ne sera créé.</P>
      </>,
    ),
  ...REQUEST_OUTCOME_TEMPLATES,
  ...PLACEMENT_TEMPLATES,
  ...MESSAGE_TEMPLATES,
  ...NEWS_TEMPLATES,
  ...URGENT_TEMPLATES,
  ...CARE_TEMPLATES,
  ...SAVED_SEARCH_TEMPLATES,
  ...EXPENSE_TEMPLATES,
  ...RETENTION_TEMPLATES,
  ...MODERATION_TEMPLATES,
  ...FAVOURITE_TEMPLATES,
  ...VERIFICATION_TEMPLATES,
};
