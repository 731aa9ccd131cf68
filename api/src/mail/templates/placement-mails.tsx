import { Text } from '@react-email/components';
import { frenchDay } from '@petfoster/contracts';
import type { ReactElement } from 'react';
import type { MailData } from '../mail-kinds';
import { Action, Layout, P, quote } from './layout';
import type { MailContent, TemplateContext } from './mails';

/*
 * The placement's mails (docs/mail.md#placement-mails): the contract to sign and the signed contract (its PDF is
 * attached when the mail is sent), the family's end and adoption requests, and the reminders. Kept apart from
 * mails.tsx, which spreads these into TEMPLATES. Every value is a JSX text child: React escapes it.
 */

type PlacementKind =
  | 'placement_terms_ready'
  | 'placement_signed'
  | 'placement_end_requested'
  | 'placement_adoption_requested'
  | 'placement_end_soon'
  | 'placement_unsigned';
type Template<K extends PlacementKind> = (data: MailData[K], context: TemplateContext) => MailContent;

function frame(subject: string, preview: string, context: TemplateContext, body: ReactElement): MailContent {
  return {
    subject,
    element: (
      <Layout preview={preview} title={subject} homeUrl={context.links.home} unsubscribeUrl={context.unsubscribeUrl}>
        <P>{context.firstname ? `Bonjour ${context.firstname},` : 'Bonjour,'}</P>
        {body}
      </Layout>
    ),
  };
}

const pageOf = (data: { placementId: number; forFamily?: boolean }, context: TemplateContext) =>
  data.forFamily
    ? context.links.familyPlacement(data.placementId)
    : context.links.associationPlacement(data.placementId);

export const PLACEMENT_TEMPLATES: { [K in PlacementKind]: Template<K> } = {
  placement_terms_ready: (data, context) =>
    frame(
      `Contrat d'accueil de ${data.animalName} à signer`,
      `${data.associationName} a fixé les conditions de l'accueil.`,
      context,
      <>
        <P>
          L&apos;association {data.associationName} a fixé les conditions de l&apos;accueil de {data.animalName}{' '}
          (version {data.version} du contrat d&apos;accueil). Lisez-les et signez le contrat en ligne.
        </P>
        <Action href={context.links.familyPlacement(data.placementId)}>Lire et signer le contrat</Action>
      </>,
    ),
  placement_signed: (data, context) =>
    frame(
      `Contrat d'accueil de ${data.animalName} signé`,
      'Le contrat signé est joint à cet e-mail.',
      context,
      <>
        <P>
          Les deux parties ont signé la version {data.version} du contrat d&apos;accueil de {data.animalName}. Le
          contrat signé est joint à cet e-mail au format PDF : conservez-le.
        </P>
        <Action href={pageOf(data, context)}>Voir l&apos;accueil</Action>
      </>,
    ),
  placement_end_requested: (data, context) =>
    frame(
      `Fin de l'accueil de ${data.animalName} demandée`,
      `${data.familyFirstname} ${data.familyLastname} demande la fin de l'accueil.`,
      context,
      <>
        <P>
          {data.familyFirstname} {data.familyLastname} demande la fin de l&apos;accueil de {data.animalName} pour le{' '}
          {frenchDay(data.date)}.
        </P>
        {data.reason ? (
          <>
            <P>Sa raison :</P>
            <Text style={quote}>{data.reason}</Text>
          </>
        ) : null}
        <Action href={context.links.associationPlacement(data.placementId)}>Voir l&apos;accueil</Action>
      </>,
    ),
  placement_adoption_requested: (data, context) =>
    frame(
      `${data.familyFirstname} ${data.familyLastname} souhaite adopter ${data.animalName}`,
      "La famille d'accueil souhaite adopter l'animal.",
      context,
      <>
        <P>
          {data.familyFirstname} {data.familyLastname}, qui accueille {data.animalName}, souhaite l&apos;adopter. Sa
          demande est prioritaire : pour enregistrer l&apos;adoption, délivrez-lui le certificat d&apos;engagement et de
          connaissance au moins 7 jours avant la cession.
        </P>
        <Action href={context.links.associationPlacement(data.placementId)}>Voir l&apos;accueil</Action>
      </>,
    ),
  placement_end_soon: (data, context) =>
    frame(
      `L'accueil de ${data.animalName} se termine le ${frenchDay(data.endDate)}`,
      'Fin de l’accueil dans 7 jours.',
      context,
      <>
        <P>
          L&apos;accueil de {data.animalName} se termine le {frenchDay(data.endDate)}. Pensez à convenir du retour de
          l&apos;animal, ou à prolonger l&apos;accueil.
        </P>
        <Action href={pageOf(data, context)}>Voir l&apos;accueil</Action>
      </>,
    ),
  placement_unsigned: (data, context) =>
    frame(
      `Contrat d'accueil de ${data.animalName} toujours pas signé`,
      'Un contrat attend ses signatures depuis 7 jours.',
      context,
      <>
        <P>
          La version {data.version} du contrat d&apos;accueil de {data.animalName} attend ses signatures depuis 7 jours.
        </P>
        <Action href={context.links.associationPlacement(data.placementId)}>Voir l&apos;accueil</Action>
      </>,
    ),
};
