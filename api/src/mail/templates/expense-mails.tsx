import { Text } from '@react-email/components';
import {
  EXPENSE_CATEGORY_LABELS,
  EXPENSE_MESSAGES,
  euros,
  frenchDay,
  type ExpenseCategory,
} from '@petfoster/contracts';
import type { MailData } from '../mail-kinds';
import { Action, Layout, P, quote } from './layout';
import type { MailContent, TemplateContext } from './mails';

/*
 * An expense decided (docs/product.md#expenses): the family hears whether the association reimburses it, with the
 * association's reason as a JSX text child (React escapes it).
 */

type ExpenseKind = 'expense_decided';
type Template<K extends ExpenseKind> = (data: MailData[K], context: TemplateContext) => MailContent;

export const EXPENSE_TEMPLATES: { [K in ExpenseKind]: Template<K> } = {
  expense_decided: (data, context) => {
    const subject = EXPENSE_MESSAGES.mailSubject(data.animalName, data.status);
    const category = EXPENSE_CATEGORY_LABELS[data.category as ExpenseCategory] ?? data.category;
    const what = `votre dépense « ${category} » de ${euros(data.amountCents / 100)} du ${frenchDay(data.date)}`;
    return {
      subject,
      element: (
        <Layout preview={subject} title={subject} homeUrl={context.links.home} unsubscribeUrl={context.unsubscribeUrl}>
          <P>{context.firstname ? `Bonjour ${context.firstname},` : 'Bonjour,'}</P>
          <P>
            {data.status === 'remboursee'
              ? `L'association rembourse ${what} pour ${data.animalName}.`
              : `L'association ne rembourse pas ${what} pour ${data.animalName}.`}
          </P>
          {data.reason ? <Text style={quote}>{data.reason}</Text> : null}
          <Action href={context.links.familyPlacement(data.placementId)}>Voir l&apos;accueil</Action>
        </Layout>
      ),
    };
  },
};
