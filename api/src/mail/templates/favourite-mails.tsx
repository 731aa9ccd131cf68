import { FAVOURITE_NEWS_MESSAGES as M } from '@petfoster/contracts';
import { Img, Section } from '@react-email/components';
import type { CSSProperties } from 'react';
import type { MailData } from '../mail-kinds';
import { Action, Layout, P } from './layout';
import type { MailContent, TemplateContext } from './mails';

/*
 * The favourites' news (docs/mail.md#favourites-news): at most one mail a day to a family, each line a followed
 * animal with what happened to it, its photo and a link to its page. Every value is a JSX text child or attribute:
 * React escapes it.
 */

type FavouriteKind = 'favourite_news';
type Template<K extends FavouriteKind> = (data: MailData[K], context: TemplateContext) => MailContent;

const photo: CSSProperties = { borderRadius: '6px', display: 'block', maxWidth: '100%', objectFit: 'cover' };
const PHOTO_WIDTH = 240;

export const FAVOURITE_TEMPLATES: { [K in FavouriteKind]: Template<K> } = {
  favourite_news: (data, context) => {
    const subject = M.subject([...new Set(data.items.map((item) => item.animalName))]);
    return {
      subject,
      element: (
        <Layout preview={M.intro} title={subject} homeUrl={context.links.home} unsubscribeUrl={context.unsubscribeUrl}>
          <P>{context.firstname ? `Bonjour ${context.firstname},` : 'Bonjour,'}</P>
          <P>{M.intro}</P>
          {data.items.map((item) => {
            const image = context.links.image(item.photo);
            return (
              <Section key={`${item.animalId}-${item.kind}`}>
                <P>{`${item.animalName} ${M.happened(item.kind, item.gender)}.`}</P>
                {image ? <Img src={image} alt={item.animalName} width={PHOTO_WIDTH} style={photo} /> : null}
                <Action href={context.links.animal(item.animalId)}>{M.see(item.animalName)}</Action>
              </Section>
            );
          })}
          <P>{M.others}</P>
          <Action href={context.links.animals}>{M.browse}</Action>
        </Layout>
      ),
    };
  },
};
