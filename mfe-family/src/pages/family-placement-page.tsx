import { useEffect, useId, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import {
  FAMILY_HEALTH_TYPES,
  paths,
  PLACEMENT_MESSAGES as M,
  PLACEMENT_OUTCOME_LABELS,
  PLACEMENT_STATUSES,
  SPECIES,
  type Placement,
} from '@petfoster/contracts';
import { httpStatus, RETRY_LABEL, Spinner, uiStyles as ui, useLogError } from '@petfoster/platform';
import {
  ContractView,
  frenchDate,
  PageHeader,
  PlacementStatusBadge,
  PlacementTermsSummary,
  PlacementTimeline,
  ConversationLink,
  RequireAccess,
  SignaturePanel,
} from '@petfoster/platform/screens';
import { AdoptionWish, AssociationContact, EndRequestForm, familyNextStep, usePlacement } from '../features/placements';
import styles from '../features/placements/components/placements.module.css';
import { PlacementNewsSection } from '../features/news';
import { HealthRecord } from '../features/health';
import { FamilyExpenses, VetAuthorisationLinks } from '../features/vet-care';

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

/** The summary's view of the placement, for the next step said at the top. */
const asSummary = (placement: Placement) => ({
  status: placement.status,
  signed_by: placement.signatures.map((signature) => signature.role),
  start_date: placement.terms?.start_date ?? null,
  end_date: placement.terms?.end_date ?? null,
  end_request_date: placement.end_request?.date ?? null,
  outcome: placement.outcome,
});

function PlacementDetails({ placement }: { placement: Placement }) {
  const next = familyNextStep(asSummary(placement));
  const active = placement.status === PLACEMENT_STATUSES.active;
  return (
    <>
      <div className={ui.actions}>
        <PlacementStatusBadge status={placement.status} />
      </div>
      {next ? (
        <p className={styles.note} role="status">
          <strong>{M.nextStepTitle}&nbsp;: </strong>
          {next}
        </p>
      ) : null}
      <Section title={M.termsTitle}>
        <PlacementTermsSummary terms={placement.terms} />
        {placement.outcome ? (
          <dl className={ui.details}>
            <dt>{M.outcomeLabel}</dt>
            <dd>{PLACEMENT_OUTCOME_LABELS[placement.outcome]}</dd>
          </dl>
        ) : null}
      </Section>
      {placement.contract ? (
        <Section title={M.contractTitle}>
          <ContractView content={placement.contract} />
        </Section>
      ) : null}
      <Section title={M.signaturesTitle}>
        <SignaturePanel placement={placement} party="family" />
      </Section>
      {active ? (
        <Section title={M.askEnd}>
          {placement.end_request ? (
            <p className={styles.note}>{M.endRequestShown(frenchDate(placement.end_request.date))}</p>
          ) : (
            <EndRequestForm placement={placement} />
          )}
        </Section>
      ) : null}
      {active ? (
        <Section title={M.adoptionTitle}>
          <AdoptionWish placement={placement} />
        </Section>
      ) : null}
      <Section title={M.timelineTitle}>
        <PlacementTimeline events={placement.events} />
      </Section>
      <Section title={M.associationTitle}>
        <AssociationContact association={placement.association} />
        <ConversationLink to={paths.familyConversation(placement.request_id)} />
      </Section>
      <PlacementNewsSection placement={placement} />
      {/* Shared with the family while the placement is signed or under way (docs/product.md#health-record). */}
      {placement.status === PLACEMENT_STATUSES.signed || active ? (
        <HealthRecord
          animalId={placement.animal.id}
          speciesId={SPECIES.find((species) => species.name === placement.animal.species)?.id ?? 0}
          types={FAMILY_HEALTH_TYPES}
        />
      ) : null}
      <VetAuthorisationLinks placement={placement} />
      <FamilyExpenses placement={placement} />
    </>
  );
}

function FamilyPlacement() {
  const { placementId } = useParams();
  const navigate = useNavigate();
  const id = Number(placementId);
  const valid = Number.isInteger(id) && id > 0;
  const { data: placement, error, isPending, refetch } = usePlacement(valid ? id : null);
  useLogError(error);
  // An unknown placement, or another family's, is the 404 page (docs/product.md#messages).
  const missing = !valid || [403, 404].includes(httpStatus(error) ?? 0);
  useEffect(() => {
    if (missing) navigate(paths.notFound, { replace: true });
  }, [missing, navigate]);

  return (
    <section className={ui.page}>
      <PageHeader
        title={placement ? M.placementTitle(placement.animal.name) : M.familyListTitle}
        backTo={paths.familyPlacements}
      />
      {placement ? (
        <PlacementDetails placement={placement} />
      ) : error && !missing ? (
        <div role="alert" className={styles.failure}>
          <p>{M.placementLoadFailed}</p>
          <button type="button" className={ui.button} onClick={() => void refetch()}>
            {RETRY_LABEL}
          </button>
        </div>
      ) : isPending || missing ? (
        <Spinner />
      ) : null}
    </section>
  );
}

/** paths.familyPlacement(':placementId'): a placement of the family's, from the terms to its end. */
export default function FamilyPlacementPage() {
  return (
    <RequireAccess action="family.requests">
      <FamilyPlacement />
    </RequireAccess>
  );
}
