import { ENDPOINTS } from '@petfoster/contracts';
import { send } from '@petfoster/platform';
import { download, type DownloadedFile } from './placements';

/*
 * The data exports (docs/security.md#data-export), in the screens bundle so that a remote newer than the shell never
 * calls what the shell's singleton lacks (docs/operations/releases.md#shared-platform).
 */
export const dataExportApi = {
  /** Everything about the caller's own account, a ZIP. */
  async mine(): Promise<DownloadedFile> {
    return download(await send(ENDPOINTS.exportMyData));
  },
  /** Everything the association holds, a ZIP (its admins). */
  async association(associationId: number): Promise<DownloadedFile> {
    return download(await send(ENDPOINTS.exportAssociationData, { params: { id: associationId } }));
  },
};
