import { ASSOCIATION_ROLES, REFERENT_MESSAGES, type FosterRequest, type TeamMember } from '@petfoster/contracts';
import { uiStyles as ui } from '@petfoster/platform';
import styles from './referent-choice.module.css';

export interface ReferentChoiceProps {
  request: FosterRequest;
  /** The members who may follow a request: the team's admins and référents (docs/product.md#association-team). */
  members: TeamMember[];
  busy: boolean;
  onChoose: (request: FosterRequest, userId: number | null) => void;
}

/** Who follows a request, chosen among the team's admins and référents: how an admin routes the work. */
export function ReferentChoice({ request, members, busy, onChoose }: ReferentChoiceProps) {
  const id = `referent-${request.id}`;
  return (
    <div className={`${ui.field} ${styles.choice}`}>
      <label htmlFor={id}>{REFERENT_MESSAGES.chooseLabel}</label>
      <select
        id={id}
        value={request.referent?.user_id ?? ''}
        disabled={busy}
        onChange={(event) => onChoose(request, event.target.value ? Number(event.target.value) : null)}
      >
        <option value="">{REFERENT_MESSAGES.nobody}</option>
        {members.map((member) => (
          <option key={member.user_id} value={member.user_id}>
            {member.firstname} {member.lastname}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The members a request may be given to. */
export const mayFollow = (member: TeamMember) =>
  member.role === ASSOCIATION_ROLES.admin || member.role === ASSOCIATION_ROLES.referent;
