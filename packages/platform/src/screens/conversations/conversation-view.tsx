import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { CONVERSATION_LIMITS, type ConversationMessage } from '@petfoster/contracts';
import {
  httpStatus,
  notify,
  RETRY_LABEL,
  serverCode,
  serverMessage,
  Spinner,
  uiStyles as ui,
  useLogError,
  useQueryClient,
  useSession,
} from '@petfoster/platform';
import { queryKeys, withMessage, type MessagePages } from '@petfoster/platform/query-keys';
import { imageBodyProblem } from '../images/body-size';
import { frenchDateTime } from '../placements/placement-dates';
import { ImageInput } from '../ui/image-input';
import { Modal } from '../ui/modal';
import { conversationsApi } from './conversations-api';
import { CONVERSATION_SCREEN_TEXTS as T } from './texts';
import { useConversationMessages, useConversations } from './use-conversations';
import styles from './conversations.module.css';

export interface ConversationViewProps {
  requestId: number;
}

/** A message being sent, shown at once (optimistic) and kept with 'Réessayer' when it fails. */
interface Outgoing {
  key: number;
  body: string;
  images: string[];
  failed: string | null;
}

/** The text as typed, escaped by React, its line breaks kept (never dangerouslySetInnerHTML: docs/product.md#conversations). */
function MessageText({ body }: { body: string }) {
  const lines = body.split(/\r\n|\r|\n/);
  return (
    <p className={styles.text}>
      {lines.map((line, index) => (
        <span key={index}>
          {index > 0 ? <br /> : null}
          {line}
        </span>
      ))}
    </p>
  );
}

function MessageItem({
  message,
  onReport,
}: {
  message: ConversationMessage;
  onReport(message: ConversationMessage): void;
}) {
  const reportable = !message.mine && message.body !== null && !message.author.deleted;
  return (
    <li className={`${styles.message} ${message.mine ? styles.mine : styles.theirs}`}>
      <p className={styles.meta}>
        <span className={styles.author}>{message.mine ? T.you : message.author.name}</span>{' '}
        <time dateTime={message.created_at}>{frenchDateTime(message.created_at)}</time>
        {message.mine && message.read_at ? <span className={styles.read}> · {T.readByOther}</span> : null}
      </p>
      {message.body === null ? (
        <p className={styles.deleted}>{T.deletedMessage}</p>
      ) : (
        <>
          <MessageText body={message.body} />
          {message.images.length ? (
            <div className={styles.images}>
              {message.images.map((image, index) => (
                <a key={image.url} href={image.url} target="_blank" rel="noreferrer">
                  <img src={image.thumbnail_url ?? image.medium_url ?? image.url} alt={T.imageAlt(index + 1)} />
                </a>
              ))}
            </div>
          ) : null}
        </>
      )}
      {reportable && !message.author_reported ? (
        <button type="button" className={styles.linkButton} onClick={() => onReport(message)}>
          {T.report}
        </button>
      ) : null}
    </li>
  );
}

function OutgoingItem({ outgoing, onRetry }: { outgoing: Outgoing; onRetry(outgoing: Outgoing): void }) {
  return (
    <li className={`${styles.message} ${styles.mine} ${outgoing.failed ? styles.failed : styles.sending}`}>
      <p className={styles.meta}>
        <span className={styles.author}>{T.you}</span> {outgoing.failed ? null : <span>{T.sending}</span>}
      </p>
      <MessageText body={outgoing.body} />
      {outgoing.images.length ? (
        <div className={styles.images}>
          {outgoing.images.map((image, index) => (
            <img key={index} src={image} alt={T.imageAlt(index + 1)} />
          ))}
        </div>
      ) : null}
      {outgoing.failed ? (
        <div role="alert" className={styles.failedNote}>
          <p>{outgoing.failed}</p>
          <button type="button" className={ui.button} onClick={() => onRetry(outgoing)}>
            {T.retry}
          </button>
        </div>
      ) : null}
    </li>
  );
}

function ReportDialog({ message, onClose }: { message: ConversationMessage | null; onClose(): void }) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!message) return;
    if (!reason.trim()) return setProblem(T.reasonRequired);
    setBusy(true);
    try {
      await conversationsApi.report(message.id, reason.trim());
      notify.success(T.reported);
      setReason('');
      setProblem(null);
      onClose();
    } catch (error) {
      console.error(error);
      setProblem((await serverMessage(error)) ?? T.reportFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open={message !== null} onClose={onClose} title={T.reportTitle}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <label htmlFor={id} className={styles.label}>
          {T.reportReason}
        </label>
        <textarea
          id={id}
          className={styles.textarea}
          value={reason}
          maxLength={CONVERSATION_LIMITS.reportReasonMax}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => setReason(event.target.value)}
          rows={4}
        />
        {problem ? (
          <p id={`${id}-problem`} role="alert" className={ui.error}>
            {problem}
          </p>
        ) : null}
        <div className={ui.actions}>
          <button type="submit" className={ui.button} disabled={busy}>
            {T.report}
          </button>
        </div>
      </form>
    </Modal>
  );
}

/**
 * One conversation (docs/product.md#conversations): messages oldest first with 'Messages précédents' above, the composer
 * below (text up to 5,000 characters, up to 3 images), each message sent shown at once and kept with 'Réessayer' if
 * it fails; what is shown is marked read; new messages from the other side are announced politely.
 */
export function ConversationView({ requestId }: ConversationViewProps) {
  const userId = useSession((state) => state.userId);
  const queryClient = useQueryClient();
  const messagesKey = queryKeys.conversationMessages(userId, requestId);
  const { messages, error, isPending, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useConversationMessages(requestId);
  const { data: summaries } = useConversations();
  const summary = summaries?.find((candidate) => candidate.request_id === requestId);
  useLogError(error);

  const [refusedAsReadOnly, setRefusedAsReadOnly] = useState(false);
  const readOnly = refusedAsReadOnly || Boolean(summary?.read_only);
  const [outgoing, setOutgoing] = useState<Outgoing[]>([]);
  const [body, setBody] = useState('');
  const [images, setImages] = useState<string[]>([]);
  const [imagePicker, setImagePicker] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [reporting, setReporting] = useState<ConversationMessage | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const nextKey = useRef(1);
  const bodyId = useId();
  const endRef = useRef<HTMLDivElement>(null);

  const newest = messages.at(-1);

  // Announce what arrives from the other side after the first load, and keep the newest in view.
  const lastNewest = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!newest) return;
    const previous = lastNewest.current;
    lastNewest.current = newest.id;
    if (previous !== undefined && newest.id > previous && !newest.mine) {
      setAnnouncement(`${T.newMessageFrom(newest.author.name)} : ${newest.body ?? T.deletedMessage}`);
    }
    if (previous === undefined || newest.id > previous) endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [newest]);

  // Shown is read: one mark with the newest id while an unread message of the other side is on screen.
  const markedUpTo = useRef(0);
  useEffect(() => {
    if (!newest || newest.id <= markedUpTo.current) return;
    if (!messages.some((message) => !message.mine && message.read_at === null)) return;
    markedUpTo.current = newest.id;
    conversationsApi
      .markRead(requestId, newest.id)
      .then(() => {
        const now = new Date().toISOString();
        queryClient.setQueryData<MessagePages>(messagesKey, (data) =>
          data
            ? {
                ...data,
                pages: data.pages.map((page) =>
                  page.map((message) =>
                    !message.mine && message.read_at === null && message.id <= newest.id
                      ? { ...message, read_at: now }
                      : message,
                  ),
                ),
              }
            : data,
        );
        void queryClient.invalidateQueries({ queryKey: queryKeys.conversations(userId), exact: true });
        void queryClient.invalidateQueries({ queryKey: queryKeys.notificationsCount(userId) });
      })
      .catch((markError: unknown) => console.error(markError));
  }, [messages, newest, requestId, queryClient, messagesKey, userId]);

  async function deliver(item: Outgoing) {
    try {
      const sent = await conversationsApi.send(requestId, {
        body: item.body,
        ...(item.images.length ? { images: item.images } : {}),
      });
      queryClient.setQueryData<MessagePages>(messagesKey, (data) => withMessage(data, sent));
      setOutgoing((list) => list.filter((candidate) => candidate.key !== item.key));
      void queryClient.invalidateQueries({ queryKey: queryKeys.conversations(userId), exact: true });
    } catch (sendError) {
      console.error(sendError);
      const code = await serverCode(sendError);
      if (code === 'conversation_read_only') setRefusedAsReadOnly(true);
      const said = httpStatus(sendError) && httpStatus(sendError) !== 500 ? await serverMessage(sendError) : undefined;
      const failed = said ? `${T.failed} ${said}` : T.failed;
      setOutgoing((list) =>
        list.map((candidate) => (candidate.key === item.key ? { ...candidate, failed } : candidate)),
      );
    }
  }

  function submit(event?: FormEvent) {
    event?.preventDefault();
    const text = body.trim();
    if (!text) return setProblem(T.bodyRequired);
    if (text.length > CONVERSATION_LIMITS.bodyMax) return setProblem(T.bodyTooLong);
    // Photos too heavy together even once made smaller: said now, not as a 413 after the whole upload.
    const tooLarge = imageBodyProblem({ body: text, images });
    if (tooLarge) return setProblem(tooLarge);
    setProblem(null);
    const item: Outgoing = { key: nextKey.current++, body: text, images, failed: null };
    setOutgoing((list) => [...list, item]);
    setBody('');
    setImages([]);
    setImagePicker((picker) => picker + 1);
    void deliver(item);
  }

  function retry(item: Outgoing) {
    const again = { ...item, failed: null };
    setOutgoing((list) => list.map((candidate) => (candidate.key === item.key ? again : candidate)));
    void deliver(again);
  }

  function onComposerKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      // The shortcut sends; it must not leave a line break in the emptied box.
      event.preventDefault();
      submit();
    }
  }

  if (error && !messages.length) {
    const missing = [403, 404].includes(httpStatus(error) ?? 0);
    return (
      <div role="alert" className={ui.error}>
        <p>{T.loadFailed}</p>
        {missing ? null : (
          <button type="button" className={ui.button} onClick={() => void refetch()}>
            {RETRY_LABEL}
          </button>
        )}
      </div>
    );
  }

  return (
    <div className={styles.conversation}>
      {summary ? <p className={styles.party}>{T.with(summary.other_party.name)}</p> : null}
      {hasNextPage ? (
        <button
          type="button"
          className={`${ui.button} ${styles.older}`}
          disabled={isFetchingNextPage}
          onClick={() => void fetchNextPage()}
        >
          {T.older}
        </button>
      ) : null}
      {isPending ? (
        <Spinner />
      ) : (
        <ol className={styles.messages} aria-label={T.messagesLabel}>
          {messages.map((message) => (
            <MessageItem key={message.id} message={message} onReport={setReporting} />
          ))}
          {outgoing.map((item) => (
            <OutgoingItem key={item.key} outgoing={item} onRetry={retry} />
          ))}
        </ol>
      )}
      {!isPending && !messages.length && !outgoing.length ? <p className={ui.empty}>{T.noMessages}</p> : null}
      <div ref={endRef} />
      <p className={styles.srOnly} aria-live="polite">
        {announcement}
      </p>
      {readOnly ? (
        <p className={styles.readOnlyNote} role="status">
          {T.readOnly}
        </p>
      ) : (
        <form className={styles.composer} onSubmit={submit} noValidate>
          <label htmlFor={bodyId} className={styles.srOnly}>
            {T.placeholder}
          </label>
          <textarea
            id={bodyId}
            className={styles.textarea}
            placeholder={T.placeholder}
            value={body}
            rows={2}
            maxLength={CONVERSATION_LIMITS.bodyMax}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${bodyId}-problem` : `${bodyId}-hint`}
            onChange={(event) => setBody(event.target.value)}
            onKeyDown={onComposerKeyDown}
          />
          <p id={`${bodyId}-hint`} className={styles.hint}>
            {body.length} / {CONVERSATION_LIMITS.bodyMax} · {T.sendShortcut}
          </p>
          {problem ? (
            <p id={`${bodyId}-problem`} role="alert" className={ui.error}>
              {problem}
            </p>
          ) : null}
          {images.length ? (
            <ul className={styles.chosen}>
              {images.map((image, index) => (
                <li key={index}>
                  <img src={image} alt={T.imageAlt(index + 1)} />
                  <button
                    type="button"
                    className={styles.linkButton}
                    onClick={() => setImages((list) => list.filter((_, at) => at !== index))}
                  >
                    {T.removeImage(index + 1)}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          <div className={styles.composerActions}>
            {images.length < CONVERSATION_LIMITS.imagesMax ? (
              <ImageInput
                key={imagePicker}
                label={T.addImage}
                name="message-image"
                onChange={(dataUrl) => {
                  if (!dataUrl) return;
                  setImages((list) => [...list, dataUrl].slice(0, CONVERSATION_LIMITS.imagesMax));
                  // A fresh picker for the next image: the one used keeps its preview otherwise.
                  setImagePicker((picker) => picker + 1);
                }}
              />
            ) : null}
            <button type="submit" className={`${ui.button} ${styles.send}`}>
              {T.send}
            </button>
          </div>
        </form>
      )}
      <ReportDialog message={reporting} onClose={() => setReporting(null)} />
    </div>
  );
}
