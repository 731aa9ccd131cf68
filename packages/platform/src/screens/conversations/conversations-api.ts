import { CONVERSATION_LIMITS, ENDPOINTS, type BodyOf, type Endpoints } from '@petfoster/contracts';
import { call } from '@petfoster/platform';

/*
 * The calls of the conversation screens (docs/product.md#conversations), in the screens bundle so that a remote newer than
 * the shell never calls what the shell's singleton lacks (docs/operations/releases.md#shared-platform). Their cache
 * keys are queryKeys.conversations / conversationMessages (@petfoster/platform/query-keys), which the shell's event
 * stream updates too.
 */
type Id = number | string;

export const MESSAGES_PAGE_SIZE = CONVERSATION_LIMITS.pageMax;

export const conversationsApi = {
  /** The caller's conversations, newest activity first. */
  list() {
    return call(ENDPOINTS.listConversations);
  },
  /** One page of a conversation: the newest, or the one before message `before`. */
  messages(requestId: Id, before?: number | null) {
    const query = before ? { before, limit: MESSAGES_PAGE_SIZE } : { limit: MESSAGES_PAGE_SIZE };
    return call(ENDPOINTS.listMessages, { params: { id: requestId }, query });
  },
  send(requestId: Id, body: BodyOf<Endpoints['sendMessage']>) {
    return call(ENDPOINTS.sendMessage, { params: { id: requestId }, body });
  },
  markRead(requestId: Id, upTo: number) {
    return call(ENDPOINTS.markMessagesRead, { params: { id: requestId }, body: { up_to: upTo } });
  },
  report(messageId: Id, reason: string) {
    return call(ENDPOINTS.reportMessage, { params: { id: messageId }, body: { reason } });
  },
};
