import { PLACEMENT_MESSAGES as M, type Placement } from '@petfoster/contracts';
import { notify, uiStyles as ui, useQueryClient } from '@petfoster/platform';
import {
  allPlacementsQueryKey,
  placementQueryKey,
  placementsApi,
  useConfirm,
  useWrite,
} from '@petfoster/platform/screens';
import styles from './placements.module.css';

/**
 * 'Je souhaite adopter {nom}' (the family, while under way): asked once, then the note that the association was told.
 * The adoption itself (certificate, 7 days, cession) is the association's to record (docs/product.md#placements).
 */
export function AdoptionWish({ placement }: { placement: Placement }) {
  const { busy, run } = useWrite();
  const confirm = useConfirm(busy);
  const queryClient = useQueryClient();
  const animal = placement.animal.name;
  const association = placement.association.name_association;

  if (placement.adoption_requested_at) {
    return (
      <p className={styles.note} role="status">
        {M.adoptionRequested(animal, association)}
      </p>
    );
  }

  const request = () =>
    run(() => placementsApi.requestAdoption(placement.id), {
      invalidates: [allPlacementsQueryKey],
      onSuccess: (answer) => {
        queryClient.setQueryData(placementQueryKey(placement.id), answer);
        notify.success(M.adoptionRequested(animal, association));
      },
      onError: () => notify.error(M.adoptionFailed),
    });

  return (
    <>
      <div className={ui.actions}>
        <button
          type="button"
          className={ui.button}
          disabled={busy}
          onClick={() =>
            confirm.ask({
              title: M.adoptConfirmTitle(animal),
              message: M.adoptConfirmMessage(animal, association),
              confirmLabel: M.adoptConfirm,
              confirmTone: 'primary',
              onConfirm: request,
            })
          }
        >
          {M.wishToAdopt(animal)}
        </button>
      </div>
      {confirm.dialog}
    </>
  );
}
