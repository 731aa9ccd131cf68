import { ENDPOINTS, type BodyOf, type Endpoints, type QueryOf } from '@petfoster/contracts';
import { call, send } from '@petfoster/platform';

/*
 * The calls of the placement screens (docs/product.md#placements), in the screens bundle so that a remote newer than
 * the shell never calls what the shell's singleton lacks (docs/operations/releases.md#shared-platform).
 */
type Id = number | string;

/** Query keys: the list by its filters, and one placement. */
export const placementsQueryKey = (query: QueryOf<Endpoints['listPlacements']> = {}) =>
  ['placements', 'list', query] as const;
export const placementQueryKey = (id: Id) => ['placements', 'one', String(id)] as const;
/** Every placement key, to refresh after a write. */
export const allPlacementsQueryKey = ['placements'] as const;

/** A file the API answers (contract, register), with the name its Content-Disposition gives. */
export interface DownloadedFile {
  blob: Blob;
  filename: string | null;
}

/** The file of an answer, named by its Content-Disposition: every download of the screens reads it here. */
export async function download(response: Response): Promise<DownloadedFile> {
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const filename = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? null;
  return { blob: await response.blob(), filename };
}

export const placementsApi = {
  /** The caller's own: a family's, or its association's; filters `status`, `ending_within_days`. */
  async list(query: QueryOf<Endpoints['listPlacements']> = {}) {
    return call(ENDPOINTS.listPlacements, { query });
  },
  read(id: Id) {
    return call(ENDPOINTS.readPlacement, { params: { id } });
  },
  /** The contract's PDF: the current version, or `version`. */
  async contract(id: Id, version?: number): Promise<DownloadedFile> {
    return download(await send(ENDPOINTS.placementContract, { params: { id }, query: version ? { version } : {} }));
  },
  setTerms(id: Id, body: BodyOf<Endpoints['setPlacementTerms']>) {
    return call(ENDPOINTS.setPlacementTerms, { params: { id }, body });
  },
  sign(id: Id, body: BodyOf<Endpoints['signPlacement']>) {
    return call(ENDPOINTS.signPlacement, { params: { id }, body });
  },
  start(id: Id, body: BodyOf<Endpoints['startPlacement']>) {
    return call(ENDPOINTS.startPlacement, { params: { id }, body });
  },
  requestEnd(id: Id, body: BodyOf<Endpoints['requestPlacementEnd']>) {
    return call(ENDPOINTS.requestPlacementEnd, { params: { id }, body });
  },
  end(id: Id, body: BodyOf<Endpoints['endPlacement']>) {
    return call(ENDPOINTS.endPlacement, { params: { id }, body });
  },
  requestAdoption(id: Id) {
    return call(ENDPOINTS.requestAdoption, { params: { id } });
  },
  recordAdoption(id: Id, body: BodyOf<Endpoints['recordAdoption']>) {
    return call(ENDPOINTS.recordAdoption, { params: { id }, body });
  },
  /** The register of the period, as CSV or PDF. */
  async register(associationId: Id, query: QueryOf<Endpoints['placementsRegister']>): Promise<DownloadedFile> {
    return download(await send(ENDPOINTS.placementsRegister, { params: { id: associationId }, query }));
  },
};
