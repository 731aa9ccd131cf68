import { paths } from '@petfoster/contracts';
import { uiStyles as ui } from '@petfoster/platform';
import {
  CONVERSATION_SCREEN_TEXTS as T,
  ConversationList,
  PageHeader,
  RequireAccess,
} from '@petfoster/platform/screens';

/** paths.associationMessages: the conversations of every request (docs/product.md#conversations), newest activity first. */
export default function AssociationMessagesPage() {
  return (
    <RequireAccess action="association.requests">
      <section className={ui.page}>
        <PageHeader title={T.title} backTo={paths.associationDashboard} />
        <ConversationList conversationPath={paths.associationConversation} />
      </section>
    </RequireAccess>
  );
}
