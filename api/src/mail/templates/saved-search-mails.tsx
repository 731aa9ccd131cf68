import { Img, Link, Text } from '@react-email/components';
import { SAVED_SEARCH_MESSAGES } from '@petfoster/contracts';
import type { MailData } from '../mail-kinds';
import { Action, Layout, P } from './layout';
import type { MailContent, TemplateContext } from './mails';

/*
 * A saved search's alert (docs/mail.md#saved-search-alerts): the search's name, each animal with its photo and its
 * link, the catalogue with the search's filters, and how to stop this search's alerts (the List-Unsubscribe header
 * does it in one click; the footer links 'Mes recherches'). Every value is a JSX text child or attribute: React
 * escapes it.
 */

type SavedSearchKind = 'saved_search_alert';
type Template<K extends SavedSearchKind> = (data: MailData[K], context: TemplateContext) => MailContent;

const footer = { color: '#6b6b6b', fontSize: '12px', lineHeight: '18px' };

export const SAVED_SEARCH_TEMPLATES: { [K in SavedSearchKind]: Template<K> } = {
  saved_search_alert: (data, context) => {
    const subject = SAVED_SEARCH_MESSAGES.alertSubject(data.searchName, data.animals.length, data.digest);
    return {
      subject,
      element: (
        <Layout
          preview={`Votre recherche « ${data.searchName} »`}
          title={subject}
          homeUrl={context.links.home}
          unsubscribeUrl={null}
        >
          <P>{context.firstname ? `Bonjour ${context.firstname},` : 'Bonjour,'}</P>
          <P>
            {data.animals.length === 1
              ? `Un animal correspond à votre recherche « ${data.searchName} » :`
              : `${data.animals.length} animaux correspondent à votre recherche « ${data.searchName} » :`}
          </P>
          {data.animals.map((animal) => (
            <div key={animal.id}>
              {animal.photo ? <Img src={animal.photo} alt={animal.name} width="160" /> : null}
              <P>
                {animal.name} ({animal.speciesName}), proposé par {animal.associationName}
              </P>
              <Action href={context.links.animal(animal.id)}>{`Voir ${animal.name}`}</Action>
            </div>
          ))}
          <P>
            <Link href={context.links.animalsWith(data.query)}>Voir tous les animaux de cette recherche</Link>
          </P>
          <Text style={footer}>
            Vous recevez cet e-mail parce que vous avez enregistré la recherche « {data.searchName} ».{' '}
            <Link href={context.links.familySavedSearches}>Gérer mes recherches</Link>
          </Text>
        </Layout>
      ),
    };
  },
};
