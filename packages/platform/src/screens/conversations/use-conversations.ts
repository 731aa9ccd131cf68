import { useInfiniteQuery, useQuery, useSession } from '@petfoster/platform';
import { queryKeys, type MessagePages } from '@petfoster/platform/query-keys';
import type { ConversationMessage } from '@petfoster/contracts';
import { conversationsApi, MESSAGES_PAGE_SIZE } from './conversations-api';

/** GET /api/me/conversations, newest activity first; the event stream refreshes it. */
export function useConversations() {
  const userId = useSession((state) => state.userId);
  return useQuery({
    queryKey: queryKeys.conversations(userId),
    queryFn: async () =>
      [...(await conversationsApi.list())].sort((a, b) => b.last_activity_at.localeCompare(a.last_activity_at)),
  });
}

/** A conversation's messages, page by page ('Messages précédents' loads the page before the oldest shown). */
export function useConversationMessages(requestId: number) {
  const userId = useSession((state) => state.userId);
  const query = useInfiniteQuery({
    queryKey: queryKeys.conversationMessages(userId, requestId),
    queryFn: ({ pageParam }) => conversationsApi.messages(requestId, pageParam),
    initialPageParam: null as number | null,
    getNextPageParam: (page: ConversationMessage[]) =>
      page.length < MESSAGES_PAGE_SIZE ? undefined : Math.min(...page.map((message) => message.id)),
  });
  return { ...query, messages: messagesOf(query.data) };
}

/** Every message shown, once each, oldest first (newest last). */
export function messagesOf(data: Pick<MessagePages, 'pages'> | undefined): ConversationMessage[] {
  const byId = new Map<number, ConversationMessage>();
  for (const page of data?.pages ?? []) for (const message of page) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}
