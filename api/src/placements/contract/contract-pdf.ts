import PDFDocument from 'pdfkit';
import {
  CONTRACT_TITLE,
  contractSections,
  contractVersionLine,
  PLACEMENT_PARTY_LABELS,
  type ContractContent,
} from '@petfoster/contracts';
import type { ContractSignature } from './contract-content';

const PARIS_TIME = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  dateStyle: 'short',
  timeStyle: 'short',
});

/**
 * The contrat d'accueil as a PDF (docs/product.md#placements): the sections of contractSections(), the version line,
 * then the signatures and the fingerprint of the signed version. Helvetica's WinAnsi encoding covers French accents.
 */
export async function renderContractPdf(
  content: ContractContent,
  signatures: ContractSignature[],
  fingerprint: string,
): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: CONTRACT_TITLE } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(16).text(CONTRACT_TITLE);
  doc.font('Helvetica').fontSize(9).text(contractVersionLine(content)).moveDown();
  for (const section of contractSections(content)) {
    doc.font('Helvetica-Bold').fontSize(12).text(section.title).moveDown(0.3);
    for (const paragraph of section.paragraphs) doc.font('Helvetica').fontSize(10).text(paragraph).moveDown(0.3);
    doc.moveDown(0.5);
  }
  if (signatures.length) {
    doc.addPage();
    doc.font('Helvetica-Bold').fontSize(12).text('Signatures').moveDown(0.3);
    for (const signature of signatures)
      doc
        .font('Helvetica')
        .fontSize(10)
        .text(
          `${PLACEMENT_PARTY_LABELS[signature.party]} : ${signature.full_name}, le ${PARIS_TIME.format(signature.signed_at)}`,
        );
    doc.moveDown().text(`Empreinte SHA-256 de la version signée : ${fingerprint}`);
  }
  doc.end();
  return done;
}
