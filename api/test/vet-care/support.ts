import { dayInParis } from '@petfoster/contracts';
import PDFDocument from 'pdfkit';

/** Today in Paris plus `days` (negative: before), as YYYY-MM-DD: the day rules count from the real today. */
export function inDays(days: number): string {
  const date = new Date(`${dayInParis()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A real PDF, as a scanner or a vet's software makes one, with `text` on its page. */
export function pdfBytes(text: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4' });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.font('Helvetica').fontSize(14).text(text);
    doc.end();
  });
}
