import { useState, useSyncExternalStore } from 'react';
import { GALLERY_MESSAGES as M, paths } from '@petfoster/contracts';
import styles from './animal-media.module.css';

type Way = 'share' | 'copy';

const unchanging = () => () => undefined;
const browserWay = (): Way => (typeof navigator.share === 'function' ? 'share' : 'copy');
const serverWay = (): Way => 'share';

/**
 * 'Partager' (docs/product.md#animal-gallery): the device's own share sheet (Web Share API) where there is one, else
 * 'Copier le lien' to the clipboard with 'Lien copié.'. Decided after mount: the server draws 'Partager'.
 */
export function ShareButton({ animalId, title }: { animalId: number; title: string }) {
  // The server's snapshot for hydration, the browser's right after.
  const way = useSyncExternalStore(unchanging, browserWay, serverWay);
  const [copied, setCopied] = useState(false);

  const onClick = async () => {
    const url = `${window.location.origin}${paths.animalDetails(animalId)}`;
    if (way === 'share') {
      try {
        await navigator.share({ title, url });
      } catch {
        // Closed by the visitor, or refused: nothing to say.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <div className={styles.share}>
      <button type="button" className={styles.shareButton} onClick={() => void onClick()}>
        {way === 'share' ? M.share : M.copyLink}
      </button>
      <p className={styles.copied} role="status">
        {copied ? M.linkCopied : ''}
      </p>
    </div>
  );
}
