import type { ReactElement } from 'react';
import type { MailData } from '../mail-kinds';
import { Action, Layout, P } from './layout';
import type { MailContent, TemplateContext } from './mails';

/*
 * What a family hears about its request besides the decisions themselves (README, "Mail"): the animal it was
 * waiting for is no longer proposed. Kept apart from mails.tsx, which spreads these into TEMPLATES.
 */

type OutcomeKind = 'request_animal_withdrawn';
type Template<K extends OutcomeKind> = (data: MailData[K], context: TemplateContext) => MailContent;

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

/** 'proposé' or 'proposée', as the animal's sex asks (the animal is named, so the sentence agrees with it). */
const agreed = (word: string, gender: string) => (gender === 'femelle' ? `${word}e` : word);

export const REQUEST_OUTCOME_TEMPLATES: { [K in OutcomeKind]: Template<K> } = {
  request_animal_withdrawn: (data, context) =>
    frame(
      `${data.animalName} n'est plus ${agreed('proposé', data.animalGender)} à l'accueil`,
      `Votre demande pour ${data.animalName} est close.`,
      context,
      <>
        <P>
          L&apos;association {data.associationName} a retiré {data.animalName} de PetFoster : votre demande
          d&apos;accueil, qui était en attente, est donc close. Elle reste visible dans vos demandes avec la mention «
          Animal retiré ».
        </P>
        <P>D&apos;autres animaux attendent une famille d&apos;accueil : peut-être l&apos;un d&apos;eux ?</P>
        <Action href={context.links.animalsOfSpecies(data.speciesName)}>Voir les autres animaux</Action>
      </>,
    ),
};
