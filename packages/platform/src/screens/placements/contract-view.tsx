import { createElement, useState } from 'react';
import {
  CONTRACT_TITLE,
  contractSections,
  contractVersionLine,
  PLACEMENT_MESSAGES as M,
  type ContractContent,
} from '@petfoster/contracts';
import { notify, uiStyles as ui } from '@petfoster/platform';
import { placementsApi } from '../api/placements';
import { saveFile } from './save-file';
import styles from './placements.module.css';

export interface ContractViewProps {
  /** What the version says (the placement's `contract`): the same sections the PDF prints. */
  content: ContractContent;
  /** The level of the contract's title; its sections' titles are one level below. */
  headingLevel?: 2 | 3 | 4;
}

/** 'Télécharger le contrat (PDF)': the version shown, saved under the API's file name. */
export function ContractDownloadButton({ placementId, version }: { placementId: number; version: number }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveFile(await placementsApi.contract(placementId, version), M.contractFileName(placementId, version));
    } catch (error) {
      console.error(error);
      notify.error(M.downloadFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className={ui.button} onClick={() => void download()} disabled={busy} aria-busy={busy}>
      {busy ? M.downloadingContract : M.downloadContract}
    </button>
  );
}

/**
 * The contrat d'accueil on the page, word for word what the PDF says (contractSections), readable on a 360 px phone,
 * with its download. docs/product.md#placements-contract.
 */
export function ContractView({ content, headingLevel = 3 }: ContractViewProps) {
  const title = `h${headingLevel}`;
  const sectionTitle = `h${headingLevel + 1}`;
  return (
    <article className={styles.contract} aria-label={CONTRACT_TITLE}>
      {createElement(title, { className: styles.contractTitle }, CONTRACT_TITLE)}
      <p className={styles.contractVersion}>{contractVersionLine(content)}</p>
      {contractSections(content).map((section) => (
        <section key={section.title} className={styles.contractSection}>
          {createElement(sectionTitle, { className: styles.contractSectionTitle }, section.title)}
          {section.paragraphs.map((paragraph, index) => (
            <p key={index} className={styles.contractParagraph}>
              {paragraph}
            </p>
          ))}
        </section>
      ))}
      <div className={ui.actions}>
        <ContractDownloadButton placementId={content.placement_id} version={content.version} />
      </div>
    </article>
  );
}
