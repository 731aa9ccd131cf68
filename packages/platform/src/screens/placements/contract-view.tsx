import { createElement } from 'react';
import {
  CONTRACT_TITLE,
  contractSections,
  contractVersionLine,
  PLACEMENT_MESSAGES as M,
  type ContractContent,
} from '@petfoster/contracts';
import { uiStyles as ui } from '@petfoster/platform';
import { placementsApi } from '../api/placements';
import { DownloadButton } from './download-button';
import styles from './placements.module.css';

export interface ContractViewProps {
  /** What the version says (the placement's `contract`): the same sections the PDF prints. */
  content: ContractContent;
  /** The level of the contract's title; its sections' titles are one level below. */
  headingLevel?: 2 | 3 | 4;
}

/** 'Télécharger le contrat (PDF)': the version shown, saved under the API's file name. */
export function ContractDownloadButton({ placementId, version }: { placementId: number; version: number }) {
  return (
    <DownloadButton
      fetchFile={() => placementsApi.contract(placementId, version)}
      fallbackName={M.contractFileName(placementId, version)}
      label={M.downloadContract}
      busyLabel={M.downloadingContract}
      failure={M.downloadFailed}
    />
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
