import { Link } from 'react-router-dom';
import { uiStyles as ui } from '@petfoster/platform';
import { CONVERSATION_SCREEN_TEXTS as T } from './texts';

export interface ConversationLinkProps {
  /** paths.familyConversation(id) or paths.associationConversation(id). */
  to: string;
  /** The animal the request is for, so that each card's link says which conversation it opens. */
  animalName?: string;
}

/** The way to a request's conversation, on the request cards and the placement pages of both sides. */
export function ConversationLink({ to, animalName }: ConversationLinkProps) {
  return (
    <Link to={to} className={ui.button} aria-label={animalName ? T.openConversationOf(animalName) : undefined}>
      {T.openConversation}
    </Link>
  );
}
