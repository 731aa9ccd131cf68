import { useEffect, useId, useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import {
  frenchDay,
  paths,
  PLACEMENT_MESSAGES as M,
  PLACEMENT_OUTCOME_LABELS,
  PLACEMENT_STATUSES,
  type AccessAction,
  type Placement,
} from '@petfoster/contracts';
import { httpStatus, uiStyles as ui, useLogError, useSession } from '@petfoster/platform';
import {
  ContractView,
  PageHeader,
  PlacementStatusBadge,
  PlacementTermsSummary,
  PlacementTimeline,
  ConversationLink,
  RequireAccess,
  SignaturePanel,
  sessionCan,
} from '@petfoster/platform/screens';
import { FamilyContact } from '../features/placements/components/family-contact';
import { PlacementAdoptionForm } from '../features/placements/components/placement-adoption-form';
import { PlacementEndForm } from '../features/placements/components/placement-end-form';
import { PlacementStartForm } from '../features/placements/components/placement-start-form';
import { PlacementTermsForm } from '../features/placements/components/placement-terms-form';
import { usePlacement } from '../features/placements/hooks/use-placements';
import styles from '../features/placements/placements.module.css';
import { PlacementNewsSection } from '../features/news';
import { ExpensesReview, VetAuthorisationsSection } from '../features/vet-care';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The terms as they stand, and the form that sets them: open while there are none, behind a button after. */
function TermsSection({ placement, mayChange }: { placement: Placement; mayChange: boolean }) {
  const [open, setOpen] = useState(placement.terms === null);
  const formId = useId();
  return (
    <Section title={M.termsTitle}>
      <PlacementTermsSummary terms={placement.terms} />
      {mayChange ? (
        <>
          {placement.terms ? (
            <div className={ui.actions}>
              <button
                type="button"
                className={ui.button}
                aria-expanded={open}
                aria-controls={formId}
                onClick={() => setOpen(!open)}
              >
                {M.changeTermsTitle}
              </button>
            </div>
          ) : null}
          {open ? (
            <div id={formId}>
              {placement.terms ? <p className={styles.notice}>{M.changeTermsHint}</p> : null}
              <PlacementTermsForm placement={placement} />
            </div>
          ) : null}
        </>
      ) : null}
    </Section>
  );
}

function PlacementScreen({ placement }: { placement: Placement }) {
  const session = useSession();
  const association = { associationId: placement.association.id };
  const may = (action: AccessAction) => sessionCan(session, action, association);
  const { status } = placement;
  const running = status === PLACEMENT_STATUSES.active;
  const over = status === PLACEMENT_STATUSES.ended;

  return (
    <>
      <p>
        <PlacementStatusBadge status={status} />
      </p>
      {placement.outcome ? (
        <p>
          {M.endedWith(
            PLACEMENT_OUTCOME_LABELS[placement.outcome],
            placement.ended_on ? frenchDay(placement.ended_on) : null,
          )}
        </p>
      ) : null}
      {placement.end_request && running ? (
        <p className={styles.notice}>{M.nextEndRequested(frenchDay(placement.end_request.date))}</p>
      ) : null}
      {placement.adoption_requested_at && running ? (
        <p className={styles.notice}>
          {M.adoptionWished(placement.animal.name, frenchDay(placement.adoption_requested_at))}
        </p>
      ) : null}
      <Section title={M.familyContactTitle}>
        <FamilyContact family={placement.family} />
        <ConversationLink to={paths.associationConversation(placement.request_id)} />
      </Section>
      {/* Keyed by the version: once saved, the form closes on the terms it made. */}
      <TermsSection
        key={placement.contract_version}
        placement={placement}
        mayChange={!over && may('placement.setTerms')}
      />
      {/* The contract first: what is signed is read before the signing form. */}
      {placement.contract ? (
        <Section title={M.contractTitle}>
          <ContractView content={placement.contract} />
        </Section>
      ) : null}
      <Section title={M.signaturesTitle}>
        <SignaturePanel placement={placement} party="association" />
      </Section>
      {status === PLACEMENT_STATUSES.signed && may('placement.start') ? (
        <Section title={M.startTitle}>
          <PlacementStartForm placement={placement} />
        </Section>
      ) : null}
      {running && may('placement.adopt') ? (
        <Section title={M.adoptionByFamilyTitle}>
          <PlacementAdoptionForm placement={placement} />
        </Section>
      ) : null}
      {running && may('placement.end') ? (
        <Section title={M.endTitle}>
          <PlacementEndForm placement={placement} />
        </Section>
      ) : null}
      <Section title={M.timelineTitle}>
        <PlacementTimeline events={placement.events} />
      </Section>
      <PlacementNewsSection placement={placement} />
      <VetAuthorisationsSection placement={placement} />
      <ExpensesReview placement={placement} />
    </>
  );
}

function AssociationPlacement() {
  const { placementId } = useParams();
  const id = Number(placementId);
  const valid = Number.isInteger(id) && id > 0;
  const navigate = useNavigate();
  const { data: placement, error, isPending } = usePlacement(id);
  useLogError(error);
  // An unknown placement is the 404 page (docs/product.md#messages), as any detail that is not there.
  const missing = !valid || httpStatus(error) === 404;
  useEffect(() => {
    if (missing) navigate(paths.notFound, { replace: true });
  }, [missing, navigate]);

  return (
    <section className={ui.page}>
      <PageHeader
        title={placement ? M.placementTitle(placement.animal.name) : M.associationListTitle}
        backTo={paths.associationPlacements}
      />
      {valid && isPending ? <p role="status">Chargement…</p> : null}
      {error && !missing ? (
        <p className={ui.error} role="alert">
          {M.placementLoadFailed}
        </p>
      ) : null}
      {placement ? <PlacementScreen placement={placement} /> : null}
    </section>
  );
}

/**
 * paths.associationPlacement(':placementId') (docs/product.md#placements): the association's admins and référents, who
 * act on it (a bénévole reads 'Nos accueils' only); the API checks the placement is the association's.
 */
export default function AssociationPlacementPage() {
  return (
    <RequireAccess action="placement.setTerms">
      <AssociationPlacement />
    </RequireAccess>
  );
}
