import { Link } from 'react-router-dom';
import type { ConversationSummary } from '@petfoster/contracts';
import { AnimalPlaceholder, RETRY_LABEL, Spinner, uiStyles as ui, useLogError } from '@petfoster/platform';
import { frenchDateTime } from '../placements/placement-dates';
import { CONVERSATION_SCREEN_TEXTS as T } from './texts';
import { useConversations } from './use-conversations';
import styles from './conversations.module.css';

export interface ConversationListProps {
  /** The page of one conversation, in the caller's area (paths.familyConversation or paths.associationConversation). */
  conversationPath(requestId: number): string;
}

function excerpt(summary: ConversationSummary): string {
  const last = summary.last_message;
  if (!last) return T.noMessages;
  if (last.body === null) return T.lastMessageDeleted;
  const text = last.body.replace(/\s+/g, ' ').trim();
  return `${last.mine ? `${T.you} : ` : ''}${text.length > 120 ? `${text.slice(0, 119)}…` : text}`;
}

function ConversationRow({ summary, to }: { summary: ConversationSummary; to: string }) {
  const unread = summary.unread > 0;
  return (
    <li className={`${styles.row} ${unread ? styles.unreadRow : ''}`}>
      {summary.animal.url_thumbnail ? (
        <img className={styles.thumbnail} src={summary.animal.url_thumbnail} alt="" width={48} height={48} />
      ) : (
        <span aria-hidden="true">
          <AnimalPlaceholder label="" width={48} height={48} className={styles.thumbnail} />
        </span>
      )}
      <div className={styles.rowBody}>
        <Link to={to} className={styles.rowLink}>
          {summary.animal.name} <span className={styles.party}>{T.with(summary.other_party.name)}</span>
        </Link>
        <p className={styles.excerpt}>{excerpt(summary)}</p>
        {summary.read_only ? <p className={styles.readOnlyNote}>{T.readOnly}</p> : null}
      </div>
      <div className={styles.rowSide}>
        <time dateTime={summary.last_activity_at} className={styles.date}>
          {frenchDateTime(summary.last_activity_at)}
        </time>
        {unread ? (
          <span className={styles.badge}>
            <span aria-hidden="true">{T.unreadBadge(summary.unread)}</span>
            <span className={styles.srOnly}>{T.unreadLabel(summary.unread)}</span>
          </span>
        ) : null}
      </div>
    </li>
  );
}

/** The caller's conversations (docs/product.md#conversations), newest activity first, each with its unread count. */
export function ConversationList({ conversationPath }: ConversationListProps) {
  const { data, error, isPending, refetch } = useConversations();
  useLogError(error);
  if (error && !data) {
    return (
      <div role="alert" className={ui.error}>
        <p>{T.listLoadFailed}</p>
        <button type="button" className={ui.button} onClick={() => void refetch()}>
          {RETRY_LABEL}
        </button>
      </div>
    );
  }
  if (isPending) return <Spinner />;
  if (!data?.length) return <p className={ui.empty}>{T.empty}</p>;
  return (
    <ul className={styles.list} aria-label={T.title}>
      {data.map((summary) => (
        <ConversationRow key={summary.request_id} summary={summary} to={conversationPath(summary.request_id)} />
      ))}
    </ul>
  );
}
