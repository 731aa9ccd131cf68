import { CARE_DUE_KIND_LABELS, frenchDay, HEALTH_MESSAGES } from '@petfoster/contracts';
import type { CareReminderItem, MailData } from '../mail-kinds';
import { Action, Layout, P } from './layout';
import type { MailContent, TemplateContext } from './mails';

/*
 * The care reminders (docs/product.md#what-is-due): one digest a day of the vaccinations, antiparasitic and
 * deworming treatments due within 7 days or tomorrow, each item with the link to its animal (the association's side)
 * or to the placement page (the family). Every value is a JSX text child: React escapes it.
 */

type CareKind = 'care_due';
type Template<K extends CareKind> = (data: MailData[K], context: TemplateContext) => MailContent;

const when = (item: CareReminderItem) =>
  item.daysLeft === 0 ? "aujourd'hui" : item.daysLeft === 1 ? 'demain' : `dans ${item.daysLeft} jours`;

const what = (item: CareReminderItem) =>
  item.name ? `${CARE_DUE_KIND_LABELS[item.kind]} (${item.name})` : CARE_DUE_KIND_LABELS[item.kind];

export const CARE_TEMPLATES: { [K in CareKind]: Template<K> } = {
  care_due: (data, context) => {
    const subject = HEALTH_MESSAGES.reminderSubject(data.items.length);
    return {
      subject,
      element: (
        <Layout
          preview={data.forFamily ? 'Les soins à prévoir pour l’animal que vous accueillez.' : 'Les soins à prévoir.'}
          title={subject}
          homeUrl={context.links.home}
          unsubscribeUrl={context.unsubscribeUrl}
        >
          <P>{context.firstname ? `Bonjour ${context.firstname},` : 'Bonjour,'}</P>
          <P>
            {data.forFamily
              ? 'Voici les soins à prévoir pour l’animal que vous accueillez, d’après son carnet de santé. Pensez à en parler avec l’association :'
              : 'Voici les soins à prévoir d’après le carnet de santé de vos animaux :'}
          </P>
          {data.items.map((item) => (
            <div key={`${item.animalId}-${item.kind}-${item.name}-${item.nextDue}`}>
              <P>
                {item.animalName} : {what(item)}, le {frenchDay(item.nextDue)} ({when(item)}).
              </P>
              <Action
                href={
                  item.placementId !== null
                    ? context.links.familyPlacement(item.placementId)
                    : context.links.animal(item.animalId)
                }
              >
                {`Voir ${item.animalName}`}
              </Action>
            </div>
          ))}
        </Layout>
      ),
    };
  },
};
