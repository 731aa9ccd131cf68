import { useId, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import {
  ASSOCIATION_ROLE_LABELS,
  ASSOCIATION_ROLE_VALUES,
  can,
  paths,
  ROLES,
  TEAM_MESSAGES,
  type AssociationRole,
  type TeamMember,
} from '@petfoster/contracts';
import { memberInvitationSchema } from '@petfoster/contracts/schemas';
import {
  notify,
  serverMessage,
  sessionStore,
  uiStyles as ui,
  useLogError,
  useQuery,
  useSession,
} from '@petfoster/platform';
import {
  PageHeader,
  RequireAccess,
  SchemaForm,
  SelectField,
  SubmitButton,
  TextField,
  useConfirm,
  useFormWrite,
  useWrite,
  teamApi,
  teamQueryKey,
} from '@petfoster/platform/screens';
import styles from './association-team-page.module.css';

const FORM_ID = 'invite-member';
const ROLE_OPTIONS = ASSOCIATION_ROLE_VALUES.map((role) => ({ value: role, label: ASSOCIATION_ROLE_LABELS[role] }));
const dateOf = (iso: string) => new Date(iso).toLocaleDateString('fr-FR');
const nameOf = (member: TeamMember) => `${member.firstname} ${member.lastname}`;

interface InviteValues {
  email: string;
  role: AssociationRole;
}

function InviteForm({ associationId }: { associationId: number }) {
  const submit = useFormWrite();
  return (
    <>
      <h2 className={styles.section}>{TEAM_MESSAGES.inviteTitle}</h2>
      <SchemaForm<InviteValues>
        id={FORM_ID}
        schema={memberInvitationSchema}
        initialValues={{ role: 'benevole' }}
        onSubmit={(values) =>
          submit(() => teamApi.invite(associationId, values), {
            failure: TEAM_MESSAGES.failed,
            // 409: the address has an account; 429: the day's invitations are used up.
            explained: [409, 429],
            invalidates: [teamQueryKey(associationId)],
            onSuccess: (invitation) => notify.success(TEAM_MESSAGES.invited(invitation.email)),
          })
        }
        actions={<SubmitButton label={TEAM_MESSAGES.inviteSubmit} busyLabel="Envoi…" />}
      >
        <TextField formId={FORM_ID} name="email" label="E-mail" type="email" autoComplete="off" required />
        <SelectField formId={FORM_ID} name="role" label="Rôle" options={ROLE_OPTIONS} required />
      </SchemaForm>
    </>
  );
}

function MemberRow({
  member,
  associationId,
  isSelf,
  isAdmin,
  busy,
  onRole,
  onRemove,
}: {
  member: TeamMember;
  associationId: number;
  isSelf: boolean;
  isAdmin: boolean;
  busy: boolean;
  onRole(member: TeamMember, role: AssociationRole): void;
  onRemove(member: TeamMember): void;
}) {
  const selectId = `${useId()}-role-${associationId}`;
  return (
    <li className={styles.member}>
      <div className={styles.identity}>
        <p className={styles.name}>
          {nameOf(member)}
          {isSelf ? ' (vous)' : ''}
        </p>
        <p>{member.email}</p>
        <p>
          {ASSOCIATION_ROLE_LABELS[member.role]} · depuis le {dateOf(member.joined_at)}
        </p>
      </div>
      <div className={styles.controls}>
        {isAdmin ? (
          <>
            <select
              id={selectId}
              aria-label={`Rôle de ${nameOf(member)}`}
              value={member.role}
              disabled={busy}
              onChange={(event) => onRole(member, event.target.value as AssociationRole)}
            >
              {ROLE_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </>
        ) : null}
        {isSelf ? (
          <button type="button" className={ui.danger} disabled={busy} onClick={() => onRemove(member)}>
            {TEAM_MESSAGES.leaveButton}
          </button>
        ) : isAdmin ? (
          <button
            type="button"
            className={ui.danger}
            disabled={busy}
            aria-label={`${TEAM_MESSAGES.removeButton} ${nameOf(member)}`}
            onClick={() => onRemove(member)}
          >
            {TEAM_MESSAGES.removeButton}
          </button>
        ) : null}
      </div>
    </li>
  );
}

function AssociationTeam() {
  const { associationId: param } = useParams();
  const associationId = Number(param);
  const session = useSession();
  const navigate = useNavigate();
  const { busy, run } = useWrite();
  const confirm = useConfirm(busy);
  const { data, error, isPending } = useQuery({
    queryKey: teamQueryKey(associationId),
    queryFn: () => teamApi.list(associationId),
  });
  useLogError(error);
  const me = data?.members.find((member) => member.user_id === session.userId);
  // The role the API lists now decides what is offered (the token's may be older than a change).
  const viewer = me ? { role: ROLES.association, userId: me.user_id, associationId, associationRole: me.role } : null;
  const isAdmin = can(viewer, 'member.invite', { associationId });
  const teamKey = [teamQueryKey(associationId)];
  // The API's reason (the last admin, 409) is what the member needs to read: on the page, beside the toast.
  const [problem, setProblem] = useState<string | null>(null);
  const failed = async (caught: unknown) => {
    const message = (await serverMessage(caught)) ?? TEAM_MESSAGES.failed;
    setProblem(message);
    notify.error(message);
  };

  const changeRole = (member: TeamMember, role: AssociationRole) =>
    run(() => (setProblem(null), teamApi.changeRole(associationId, member.user_id, { role })), {
      invalidates: teamKey,
      onSuccess: () => notify.success(TEAM_MESSAGES.roleChanged(nameOf(member))),
      onError: failed,
    });

  const remove = (member: TeamMember) => {
    const self = member.user_id === session.userId;
    confirm.ask({
      title: self ? TEAM_MESSAGES.leaveTitle : TEAM_MESSAGES.removeTitle(nameOf(member)),
      message: self ? TEAM_MESSAGES.leaveQuestion : TEAM_MESSAGES.removeQuestion(nameOf(member)),
      confirmLabel: self ? TEAM_MESSAGES.leaveButton : TEAM_MESSAGES.removeButton,
      onConfirm: () =>
        run(() => (setProblem(null), teamApi.remove(associationId, member.user_id)), {
          invalidates: self ? [] : teamKey,
          onSuccess: () => {
            if (!self) return void notify.success(TEAM_MESSAGES.removed(nameOf(member)));
            // The account is gone: this device's session ends with it.
            sessionStore.getState().logout();
            notify.success(TEAM_MESSAGES.left);
            navigate(paths.home);
          },
          onError: failed,
        }),
    });
  };

  return (
    <section className={ui.page}>
      <PageHeader title={TEAM_MESSAGES.teamTitle} backTo={paths.associationDashboard} />
      {isPending ? <p role="status">Chargement…</p> : null}
      {error ? (
        <p className={ui.error} role="alert">
          {TEAM_MESSAGES.failed}
        </p>
      ) : null}
      {problem ? (
        <p className={ui.error} role="alert">
          {problem}
        </p>
      ) : null}
      {data ? (
        <>
          <h2 className={styles.section}>{TEAM_MESSAGES.membersTitle}</h2>
          <ul className={styles.list}>
            {data.members.map((member) => (
              <MemberRow
                key={member.user_id}
                member={member}
                associationId={associationId}
                isSelf={member.user_id === session.userId}
                isAdmin={isAdmin}
                busy={busy}
                onRole={changeRole}
                onRemove={remove}
              />
            ))}
          </ul>
          <h2 className={styles.section}>{TEAM_MESSAGES.invitationsTitle}</h2>
          {data.invitations.length ? (
            <ul className={styles.list}>
              {data.invitations.map((invitation) => (
                <li key={invitation.id} className={styles.member}>
                  <div className={styles.identity}>
                    <p className={styles.name}>{invitation.email}</p>
                    <p>
                      {ASSOCIATION_ROLE_LABELS[invitation.role]} · invitation valable jusqu&apos;au{' '}
                      {dateOf(invitation.expires_at)}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          ) : (
            <p className={ui.empty}>{TEAM_MESSAGES.noInvitations}</p>
          )}
          {isAdmin ? <InviteForm associationId={associationId} /> : null}
        </>
      ) : null}
      {confirm.dialog}
    </section>
  );
}

/** paths.associationTeam(':associationId'), 'Équipe' (docs/product.md#association-team): any member of that association. */
export default function AssociationTeamPage() {
  const { associationId } = useParams();
  return (
    <RequireAccess action="member.list" ownerId={Number(associationId)}>
      <AssociationTeam />
    </RequireAccess>
  );
}
