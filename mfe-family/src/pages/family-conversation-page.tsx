import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { paths } from '@petfoster/contracts';
import { uiStyles as ui } from '@petfoster/platform';
import {
  CONVERSATION_SCREEN_TEXTS as T,
  ConversationView,
  PageHeader,
  RequireAccess,
  useConversations,
} from '@petfoster/platform/screens';

function FamilyConversation() {
  const { requestId } = useParams();
  const navigate = useNavigate();
  const id = Number(requestId);
  const valid = Number.isInteger(id) && id > 0;
  const { data: summaries } = useConversations();
  const summary = summaries?.find((candidate) => candidate.request_id === id);
  // A malformed id is the 404 page (docs/product.md#conversations); an unknown one is said by the conversation itself.
  useEffect(() => {
    if (!valid) navigate(paths.notFound, { replace: true });
  }, [valid, navigate]);
  return (
    <section className={ui.page}>
      <PageHeader title={summary ? T.conversationTitle(summary.animal.name) : T.title} backTo={paths.familyMessages} />
      {valid ? <ConversationView requestId={id} /> : null}
    </section>
  );
}

/** paths.familyConversation(':requestId'): one request's conversation (docs/product.md#conversations). */
export default function FamilyConversationPage() {
  return (
    <RequireAccess action="family.requests">
      <FamilyConversation />
    </RequireAccess>
  );
}
