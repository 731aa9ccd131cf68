import { useState } from 'react';
import { VET_AUTHORISATION_MESSAGES as V, type VetAuthorisation } from '@petfoster/contracts';
import { notify, uiStyles as ui, useQuery } from '@petfoster/platform';
import { saveFile } from '../placements/save-file';
import { vetAuthorisationsQueryKey, vetCareApi } from '../api/vet-care';
import styles from './vet-care.module.css';

/** 'Télécharger le bon': its PDF, to print or to show at the vet's from the phone. */
function BonDownload({ bon }: { bon: VetAuthorisation }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveFile(await vetCareApi.vetAuthorisationPdf(bon.id), V.fileName(bon.id));
    } catch (error) {
      console.error(error);
      notify.error(V.downloadFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className={ui.button} onClick={() => void download()} disabled={busy} aria-busy={busy}>
      {busy ? V.downloading : V.download}
    </button>
  );
}

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
            <BonDownload bon={bon} />
          </li>
        ))}
      </ul>
    </>
  );
}
