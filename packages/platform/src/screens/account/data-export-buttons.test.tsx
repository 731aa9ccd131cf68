import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DATA_EXPORT_MESSAGES as M, ENDPOINTS } from '@petfoster/contracts';
import { renderRoute } from '@petfoster/platform/test-utils';
import { onEndpoint, refuse, Reply } from '@petfoster/platform/test-utils/network';
import { AssociationDataExportButton, MyDataDownloadButton } from './data-export-buttons';

/** The file names the page saved, and the blobs saved under them (jsdom has no downloads). */
function watchDownloads() {
  const saved: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  let next = 0;
  URL.createObjectURL = jest.fn((blob: Blob) => {
    const url = `blob:test/${(next += 1)}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.href)! });
  });
  return saved;
}

const zipReply = (filename: string) =>
  new Reply<Blob>(200, 'PK\u0003\u0004', {
    'Content-Type': 'application/zip',
    'Content-Disposition': `attachment; filename="${filename}"`,
  });

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

it("'Télécharger mes données' saves the API's ZIP under its name", async () => {
  const saved = watchDownloads();
  const mine = onEndpoint(ENDPOINTS.exportMyData, zipReply('petfoster-mes-donnees-2026-11-28.zip'));
  renderRoute(<MyDataDownloadButton />, { path: '/' });
  await userEvent.click(screen.getByRole('button', { name: M.download }));
  await waitFor(() => expect(saved).toHaveLength(1));
  expect(saved[0].name).toBe('petfoster-mes-donnees-2026-11-28.zip');
  expect(await saved[0].blob.text()).toContain('PK');
  expect(mine.count).toBe(1);
});

it("'Exporter les données de l'association' asks for the association's own export, and says so when it fails", async () => {
  const saved = watchDownloads();
  const association = onEndpoint(ENDPOINTS.exportAssociationData, refuse(500));
  renderRoute(<AssociationDataExportButton associationId={3} />, { path: '/' });
  await userEvent.click(screen.getByRole('button', { name: M.associationDownload }));
  expect(await screen.findByText(M.associationFailed)).toBeInTheDocument();
  expect(association.last?.params).toEqual({ id: '3' });
  expect(saved).toHaveLength(0);
});
