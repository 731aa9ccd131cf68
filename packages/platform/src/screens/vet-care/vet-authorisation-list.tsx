import { VET_AUTHORISATION_MESSAGES as V } from '@petfoster/contracts';
import { useQuery } from '@petfoster/platform';
import { DownloadButton } from '../placements/download-button';
import { vetAuthorisationsQueryKey, vetCareApi } from '../api/vet-care';
import styles from './vet-care.module.css';

/** The bons issued for a placement, each with its download: both sides' placement pages list them alike. */
export function VetAuthorisationList({ placementId }: { placementId: number }) {
  const { data: bons, isError } = useQuery({
    queryKey: vetAuthorisationsQueryKey(placementId),
    queryFn: () => vetCareApi.vetAuthorisations(placementId),
  });
  return (
    <>
      {isError ? <p role="alert">{V.downloadFailed}</p> : null}
      {bons && bons.length === 0 ? <p>{V.empty}</p> : null}
      <ul className={styles.list}>
        {(bons ?? []).map((bon) => (
          <li key={bon.id} className={styles.item}>
            <span>{V.summary(bon.reason, bon.max_amount_eur, bon.valid_until)}</span>
            {bon.vet_name ? <p className={styles.meta}>{bon.vet_name}</p> : null}
            {bon.valid ? null : <p className={styles.meta}>{V.expired}</p>}
            <DownloadButton
              fetchFile={() => vetCareApi.vetAuthorisationPdf(bon.id)}
              fallbackName={V.fileName(bon.id)}
              label={V.download}
              busyLabel={V.downloading}
              failure={V.downloadFailed}
            />
          </li>
        ))}
      </ul>
    </>
  );
}
