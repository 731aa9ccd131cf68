import { useState } from 'react';
import { notify, uiStyles as ui } from '@petfoster/platform';
import type { DownloadedFile } from '../api/placements';
import { saveFile } from './save-file';

export interface DownloadButtonProps {
  /** Asks the API for the file. */
  fetchFile(): Promise<DownloadedFile>;
  /** The name when the API's Content-Disposition gives none. */
  fallbackName: string;
  label: string;
  busyLabel: string;
  /** The toast when the file cannot be had. */
  failure: string;
}

/** A button that saves a file the API answers (a contract, a bon…), busy while it comes, a toast if it does not. */
export function DownloadButton({ fetchFile, fallbackName, label, busyLabel, failure }: DownloadButtonProps) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveFile(await fetchFile(), fallbackName);
    } catch (error) {
      console.error(error);
      notify.error(failure);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className={ui.button} onClick={() => void download()} disabled={busy} aria-busy={busy}>
      {busy ? busyLabel : label}
    </button>
  );
}
