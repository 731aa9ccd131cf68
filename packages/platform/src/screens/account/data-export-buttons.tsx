import { DATA_EXPORT_MESSAGES as M } from '@petfoster/contracts';
import { dataExportApi } from '../api/data-export';
import { DownloadButton } from '../placements/download-button';

const today = () => new Date().toISOString().slice(0, 10);

/** 'Télécharger mes données' (docs/security.md#data-export): any signed-in account's own ZIP. */
export function MyDataDownloadButton() {
  return (
    <DownloadButton
      fetchFile={() => dataExportApi.mine()}
      fallbackName={M.fileName(today())}
      label={M.download}
      busyLabel={M.downloading}
      failure={M.failed}
    />
  );
}

/** 'Exporter les données de l'association': its admins' ZIP of everything it holds (docs/security.md#data-export). */
export function AssociationDataExportButton({ associationId }: { associationId: number }) {
  return (
    <DownloadButton
      fetchFile={() => dataExportApi.association(associationId)}
      fallbackName={M.associationFileName(associationId, today())}
      label={M.associationDownload}
      busyLabel={M.associationDownloading}
      failure={M.associationFailed}
    />
  );
}
