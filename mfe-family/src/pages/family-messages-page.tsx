import { paths } from '@petfoster/contracts';
import { uiStyles as ui } from '@petfoster/platform';
import {
  CONVERSATION_SCREEN_TEXTS as T,
  ConversationList,
  PageHeader,
  RequireAccess,
} from '@petfoster/platform/screens';

/** paths.familyMessages: the conversations of every request (docs/product.md#conversations), newest activity first. */
export default function FamilyMessagesPage() {
  return (
    <RequireAccess action="family.requests">
      <section className={ui.page}>
        <PageHeader title={T.title} backTo={paths.familyDashboard} />
        <ConversationList conversationPath={paths.familyConversation} />
      </section>
    </RequireAccess>
  );
}
