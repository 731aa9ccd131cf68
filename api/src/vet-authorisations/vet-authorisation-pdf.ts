import {
  VET_AUTHORISATION_TITLE,
  vetAuthorisationIssuedLine,
  vetAuthorisationSections,
  type VetAuthorisationContent,
} from '@petfoster/contracts';
import { marginText, newPdf, pdfBuffer, pdfText } from '../common/pdf';

/*
 * The 'Bon de prise en charge vétérinaire' as a PDF (docs/product.md#vet-authorisations): one A4 page in the standard
 * Helvetica (selectable text, French accents), large enough to read on a phone held out to the vet, every section of
 * vetAuthorisationSections() and nothing else.
 */

const MARGIN = 50;

export function renderVetAuthorisationPdf(content: VetAuthorisationContent): Promise<Buffer> {
  const doc = newPdf({ layout: 'portrait', title: VET_AUTHORISATION_TITLE, margin: MARGIN, buffered: true });
  doc.font('Helvetica-Bold').fontSize(18).text(pdfText(VET_AUTHORISATION_TITLE), { align: 'center' });
  doc.moveDown(0.3);
  doc
    .font('Helvetica')
    .fontSize(11)
    .text(pdfText(vetAuthorisationIssuedLine(content)), { align: 'center' });
  doc.moveDown(1.2);
  for (const section of vetAuthorisationSections(content)) {
    doc.font('Helvetica-Bold').fontSize(13).text(pdfText(section.title));
    doc.moveDown(0.2);
    doc.font('Helvetica').fontSize(12);
    for (const line of section.lines) doc.text(pdfText(line), { align: 'left', lineGap: 2 });
    doc.moveDown(0.8);
  }
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    marginText(doc, `${VET_AUTHORISATION_TITLE} - ${vetAuthorisationIssuedLine(content)}`, doc.page.height - 30, {
      align: 'center',
      size: 8,
    });
  }
  return pdfBuffer(doc);
}
