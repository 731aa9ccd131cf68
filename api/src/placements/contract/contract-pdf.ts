import {
  CONTRACT_PDF_TEXTS,
  CONTRACT_TITLE,
  contractSections,
  contractVersionLine,
  frenchDateTimeInParis,
  PLACEMENT_PARTY_LABELS,
  type ContractContent,
} from '@petfoster/contracts';
import { marginText, newPdf, pdfBuffer, pdfText, type PdfDocument } from '../../common/pdf';
import type { ContractSignature } from './contract-content';

/*
 * The contrat d'accueil as a PDF (docs/product.md#placements-contract): A4, the standard Helvetica (selectable text,
 * French accents, nothing embedded), every section of contractSections() and nothing else, the version line and the
 * page number on each page; once signed, a last page lists the signatures and the version's SHA-256 fingerprint.
 */

const MARGIN = 56;
const BODY_SIZE = 10.5;

function writeSections(doc: PdfDocument, content: ContractContent): void {
  doc.font('Helvetica-Bold').fontSize(16).text(pdfText(CONTRACT_TITLE), { align: 'center' });
  doc.moveDown(1.2);
  for (const section of contractSections(content)) {
    // A title is never the last line of a page.
    if (doc.y > doc.page.height - MARGIN - 60) doc.addPage();
    doc.font('Helvetica-Bold').fontSize(12).text(pdfText(section.title));
    doc.moveDown(0.3);
    doc.font('Helvetica').fontSize(BODY_SIZE);
    for (const paragraph of section.paragraphs) {
      doc.text(pdfText(paragraph), { align: 'justify', lineGap: 2 });
      doc.moveDown(0.4);
    }
    doc.moveDown(0.6);
  }
}

function writeSignatures(doc: PdfDocument, signatures: ContractSignature[], fingerprint: string): void {
  doc.addPage();
  doc.font('Helvetica-Bold').fontSize(14).text(pdfText(CONTRACT_PDF_TEXTS.signaturesTitle));
  doc.moveDown(0.8);
  for (const signature of signatures) {
    doc.font('Helvetica-Bold').fontSize(BODY_SIZE).text(pdfText(PLACEMENT_PARTY_LABELS[signature.party]));
    doc.font('Helvetica').text(pdfText(signature.full_name));
    doc.text(pdfText(CONTRACT_PDF_TEXTS.signedAt(frenchDateTimeInParis(signature.signed_at))));
    doc.moveDown(0.8);
  }
  doc.moveDown(0.5);
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(pdfText(CONTRACT_PDF_TEXTS.fingerprint(fingerprint)));
}

/** Each page: the version line at its top, its number at its bottom. */
function writeRunningLines(doc: PdfDocument, content: ContractContent): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    marginText(doc, contractVersionLine(content), MARGIN / 2, { align: 'right', size: 8 });
    marginText(doc, CONTRACT_PDF_TEXTS.page(index - start + 1, count), doc.page.height - MARGIN / 2 - 8, {
      align: 'center',
      size: 8,
    });
  }
}

export async function renderContractPdf(
  content: ContractContent,
  signatures: ContractSignature[],
  fingerprint: string,
): Promise<Buffer> {
  const doc = newPdf({ layout: 'portrait', title: CONTRACT_TITLE, margin: MARGIN, buffered: true });
  writeSections(doc, content);
  if (signatures.length) writeSignatures(doc, signatures, fingerprint);
  writeRunningLines(doc, content);
  return pdfBuffer(doc);
}
