import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import {
  associationsApi,
  changedBy,
  notify,
  requestAnimalName,
  uiStyles as ui,
  useLogError,
  useQuery,
  useSession,
  useUrlQuery,
} from '@petfoster/platform';
import {
  PageHeader,
  ConversationLink,
  RequestList,
  RequireAccess,
  requestsApi,
  sessionCan,
  teamApi,
  teamQueryKey,
  useConfirm,
  useWrite,
} from '@petfoster/platform/screens';
import {
  associationRequestActions,
  CONFIRM_MESSAGES,
  otherPendingRequests,
  paths,
  REFERENT_MESSAGES,
  REQUEST_LIST_MESSAGES,
  REQUEST_STATUS,
  UI_MESSAGES,
  type FosterRequest,
} from '@petfoster/contracts';
import { RefusalDialog } from '../features/requests/components/refusal-dialog';
import { mayFollow, ReferentChoice } from '../features/requests/components/referent-choice';
import {
  filterRequests,
  RequestFilters,
  type RequestFilterValues,
} from '../features/requests/components/request-filters';
import { useAssociationRequests } from '../features/requests/hooks/use-association-requests';

function AssociationRequests() {
  const { slug } = useParams();
  const navigate = useNavigate();
  const { busy, run } = useWrite();
  const confirm = useConfirm(busy);
  const { data: requests, error, isPending: loading } = useAssociationRequests(Number(slug) || null);
  const [refusing, setRefusing] = useState<FosterRequest | null>(null);
  const session = useSession();
  const associationId = Number(slug) || null;
  // The team's admins and référents, to whom a request may be given; only for members who may give it.
  const mayAssign = associationId !== null && sessionCan(session, 'request.assignReferent', { associationId });
  const { data: team } = useQuery({
    queryKey: teamQueryKey(associationId ?? 0),
    queryFn: () => teamApi.list(associationId ?? 0),
    enabled: mayAssign,
  });
  const followers = team?.members.filter(mayFollow) ?? [];
  useLogError(error);
  // The filters live in the URL: a reload, Back and a shared link keep them.
  const [searchParams, updateQuery] = useUrlQuery();
  const filters: RequestFilterValues = {
    status: searchParams.get('status') || undefined,
    animal: searchParams.get('animal') || undefined,
    followed: searchParams.get('followed') === '1' || undefined,
  };
  const changeFilters = (next: RequestFilterValues) =>
    updateQuery((query) => {
      for (const key of ['status', 'animal'] as const) {
        const value = next[key];
        if (value) query.set(key, value);
        else query.delete(key);
      }
      if (next.followed) query.set('followed', '1');
      else query.delete('followed');
    });
  const shown = filterRequests(requests ?? [], filters, session.userId);

  const decide = (
    request: FosterRequest,
    status: typeof REQUEST_STATUS.approved | typeof REQUEST_STATUS.refused,
    reason?: string,
  ) =>
    run(() => associationsApi.decide({ id: request.id, status, ...(reason ? { reason } : {}) }), {
      invalidates: changedBy.request(request),
      onSuccess: () => {
        const name = requestAnimalName(request);
        notify.success(
          status === REQUEST_STATUS.approved ? UI_MESSAGES.requestAccepted(name) : UI_MESSAGES.requestRejected(name),
        );
        navigate(paths.associationDashboard);
      },
    });

  const remove = (request: FosterRequest) =>
    run(() => requestsApi.remove(request.id), {
      invalidates: changedBy.request(request),
      onSuccess: () => notify.success(UI_MESSAGES.requestDeleted(requestAnimalName(request))),
    });

  // One animal, one family: accepting closes the other pending requests, so the association is told first.
  const accept = (request: FosterRequest) => {
    const others = otherPendingRequests(requests ?? [], request).length;
    if (others === 0) return void decide(request, REQUEST_STATUS.approved);
    const name = requestAnimalName(request);
    confirm.ask({
      title: CONFIRM_MESSAGES.acceptRequestTitle(name),
      message: CONFIRM_MESSAGES.acceptClosesOthers(others, name),
      confirmLabel: 'Accepter',
      confirmTone: 'primary',
      onConfirm: () => decide(request, REQUEST_STATUS.approved),
    });
  };

  const confirmRemove = (request: FosterRequest) => {
    const name = requestAnimalName(request);
    confirm.ask({
      title: CONFIRM_MESSAGES.deleteRefusedRequestTitle(name),
      message: CONFIRM_MESSAGES.deleteRefusedRequest(request.family?.lastname ?? '', name),
      confirmLabel: 'Supprimer',
      onConfirm: () => remove(request),
    });
  };

  // 'Suivre cette demande' names the caller as its référent; 'Ne plus suivre' leaves it without one.
  const follow = (request: FosterRequest, follows: boolean) =>
    run(() => requestsApi.assignReferent(request.id, follows ? Number(session.userId) : null), {
      invalidates: changedBy.request(request),
      onSuccess: () => {
        const name = requestAnimalName(request);
        notify.success(follows ? REFERENT_MESSAGES.followed(name) : REFERENT_MESSAGES.unfollowed(name));
      },
    });

  // An admin gives a request to a member of the team (docs/product.md#association-team).
  const give = (request: FosterRequest, userId: number | null) =>
    run(() => requestsApi.assignReferent(request.id, userId), {
      invalidates: changedBy.request(request),
      onSuccess: () => {
        const name = requestAnimalName(request);
        const member = followers.find((candidate) => candidate.user_id === userId);
        notify.success(
          member ? REFERENT_MESSAGES.assigned(name, member.firstname) : REFERENT_MESSAGES.unassigned(name),
        );
      },
    });

  const renderActions = (request: FosterRequest) => {
    // What the request's status allows, and of it what the member's role allows (a bénévole reads only).
    const byStatus = associationRequestActions(request.status);
    const party = { associationId: request.association_id, familyId: request.family_id };
    const allowed = {
      decide: byStatus.decide && sessionCan(session, 'request.decide', { associationId: request.association_id }),
      remove: byStatus.remove && sessionCan(session, 'request.delete', party),
    };
    const mayFollow = sessionCan(session, 'request.assignReferent', { associationId: request.association_id });
    const follows = request.referent != null && request.referent.user_id === session.userId;
    if (!allowed.decide && !allowed.remove && !mayFollow) return null;
    return (
      <>
        {allowed.decide ? (
          <>
            <button type="button" className={ui.primary} disabled={busy} onClick={() => accept(request)}>
              Accepter
            </button>
            <button type="button" className={ui.danger} disabled={busy} onClick={() => setRefusing(request)}>
              Refuser
            </button>
          </>
        ) : null}
        {allowed.remove ? (
          <button type="button" className={ui.danger} disabled={busy} onClick={() => confirmRemove(request)}>
            Supprimer
          </button>
        ) : null}
        {mayFollow ? (
          <button type="button" className={ui.button} disabled={busy} onClick={() => follow(request, !follows)}>
            {follows ? REFERENT_MESSAGES.unfollow : REFERENT_MESSAGES.follow}
          </button>
        ) : null}
        {mayFollow && followers.length > 1 ? (
          <ReferentChoice request={request} members={followers} busy={busy} onChoose={give} />
        ) : null}
      </>
    );
  };

  return (
    <section className={ui.page}>
      <PageHeader title="Nos demandes" backTo={paths.associationDashboard} />
      {requests?.length ? <RequestFilters requests={requests} filters={filters} onChange={changeFilters} /> : null}
      <RequestList
        requests={shown}
        emptyText={requests?.length ? REQUEST_LIST_MESSAGES.noMatch : undefined}
        loading={loading}
        failed={Boolean(error)}
        renderActions={(request) => (
          <>
            {renderActions(request)}
            <ConversationLink to={paths.associationConversation(request.id)} animalName={requestAnimalName(request)} />
          </>
        )}
        counterpart="family"
      />
      {confirm.dialog}
      <RefusalDialog
        request={refusing}
        busy={busy}
        onClose={() => setRefusing(null)}
        onRefuse={(request, reason) => {
          setRefusing(null);
          void decide(request, REQUEST_STATUS.refused, reason);
        }}
      />
    </section>
  );
}

/** paths.associationRequests(':slug'), 'Nos demandes' (docs/product.md#screens and #states), for a logged-in association. */
export default function AssociationRequestsPage() {
  const { slug } = useParams();
  return (
    <RequireAccess action="association.requests" ownerId={Number(slug)}>
      <AssociationRequests />
    </RequireAccess>
  );
}
