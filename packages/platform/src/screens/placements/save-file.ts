import type { DownloadedFile } from '../api/placements';

/**
 * Saves a file the API answered as the browser saves a download: through a temporary link to the blob, named by the
 * API's Content-Disposition, else by `fallbackName`.
 */
export function saveFile({ blob, filename }: DownloadedFile, fallbackName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename ?? fallbackName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
