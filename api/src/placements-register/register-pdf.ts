import type { Readable } from 'node:stream';
import { frenchDay, PLACEMENTS_REGISTER_COLUMNS, PLACEMENTS_REGISTER_TEXTS } from '@petfoster/contracts';
import { marginText, newPdf, pdfText, placedLines, type PdfDocument, type PlacedLine } from '../common/pdf';
import type { RegisterLine } from './register-rows';

/*
 * The register as a printable table (docs/product.md#placements-register): A4 landscape, the column headers at the
 * top of every page, one row per placement whose cells wrap rather than cut a name or an address. Streamed: each page
 * is written out when the next begins, as the batches of rows come.
 */

const MARGIN = 28;
const SIZE = 7.5;
const LINE = SIZE * 1.25;
const PAD = 3;
/** Points per column, in the order of PLACEMENTS_REGISTER_COLUMNS; they fill the landscape page between margins. */
const WIDTHS = [72, 46, 104, 76, 66, 134, 42, 72, 46, 46, 78];

/**
 * Widths of single characters, per font, in points at SIZE: cells are shown without kerning (placedLines), so a cell's
 * width is their sum, which spares pdfkit's measuring of each candidate line. Latin-1 by code (most of the text), the rest (WinAnsi's
 * typographic quotes, dashes...) by character.
 */
interface CharWidths {
  latin1: number[];
  others: Map<string, number>;
}
const charWidths = new Map<string, CharWidths>();

function widthOf(doc: PdfDocument, font: string, text: string): number {
  let widths = charWidths.get(font);
  if (!widths) charWidths.set(font, (widths = { latin1: new Array<number>(256).fill(-1), others: new Map() }));
  let total = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    let width = code < 256 ? widths.latin1[code] : (widths.others.get(text[index]) ?? -1);
    if (width < 0) {
      width = doc.widthOfString(text[index]);
      if (code < 256) widths.latin1[code] = width;
      else widths.others.set(text[index], width);
    }
    total += width;
  }
  return total;
}

/** The text cut into lines that fit the width, at spaces when it can (a word longer than the cell is cut anywhere). */
function wrap(doc: PdfDocument, font: string, text: string, width: number): string[] {
  const fits = (candidate: string) => widthOf(doc, font, candidate) <= width;
  if (fits(text)) return [text];
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/)) {
    const candidate = current ? `${current} ${word}` : word;
    if (fits(candidate)) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    current = word;
    while (!fits(current) && current.length > 1) {
      let cut = current.length - 1;
      while (cut > 1 && !fits(current.slice(0, cut))) cut--;
      lines.push(current.slice(0, cut));
      current = current.slice(cut);
    }
  }
  if (current) lines.push(current);
  return lines;
}

class RegisterTable {
  private page = 0;
  private readonly bottom: number;

  constructor(
    private readonly doc: PdfDocument,
    private readonly heading: string,
  ) {
    this.bottom = doc.page.height - MARGIN - LINE * 2;
  }

  /** A row's cells as lines (bold for the header row), and the row's height. */
  private layout(cells: readonly string[], bold: boolean): { lines: string[][]; height: number } {
    const font = bold ? 'Helvetica-Bold' : 'Helvetica';
    this.doc.font(font).fontSize(SIZE);
    const lines = cells.map((cell, index) => wrap(this.doc, font, pdfText(cell), WIDTHS[index] - PAD * 2));
    return { lines, height: Math.max(...lines.map((cell) => cell.length)) * LINE + PAD * 2 };
  }

  private draw(lines: string[][], height: number, bold: boolean): void {
    const doc = this.doc;
    const top = doc.y;
    if (bold) doc.rect(MARGIN, top, doc.page.width - MARGIN * 2, height).fill('#e8e8e8');
    const placed: PlacedLine[] = [];
    let x = MARGIN;
    lines.forEach((cell, index) => {
      cell.forEach((text, row) => placed.push({ x: x + PAD, y: top + PAD + row * LINE, text }));
      x += WIDTHS[index];
    });
    doc.fillColor('black');
    placedLines(doc, bold ? 'Helvetica-Bold' : 'Helvetica', SIZE, placed);
    doc
      .moveTo(MARGIN, top + height)
      .lineTo(doc.page.width - MARGIN, top + height)
      .lineWidth(0.4)
      .strokeColor('#999999')
      .stroke();
    doc.y = top + height;
  }

  /** A new page: its title, the period, the column headers; its number at the bottom. */
  startPage(): void {
    const doc = this.doc;
    if (this.page > 0) doc.addPage();
    this.page += 1;
    doc.font('Helvetica-Bold').fontSize(13).text(pdfText(PLACEMENTS_REGISTER_TEXTS.title), MARGIN, MARGIN);
    doc.font('Helvetica').fontSize(9).text(pdfText(this.heading));
    doc.moveDown(0.6);
    const header = this.layout(PLACEMENTS_REGISTER_COLUMNS, true);
    this.draw(header.lines, header.height, true);
    marginText(doc, PLACEMENTS_REGISTER_TEXTS.page(this.page), doc.page.height - MARGIN, { align: 'center', size: 8 });
  }

  row(cells: RegisterLine): void {
    const { lines, height } = this.layout(cells, false);
    if (this.doc.y + height > this.bottom) this.startPage();
    this.draw(lines, height, false);
  }

  empty(): void {
    this.doc.moveDown(1).font('Helvetica').fontSize(9).text(pdfText(PLACEMENTS_REGISTER_TEXTS.empty), MARGIN);
  }
}

/**
 * What the document may hold unread before the next rows wait for the reader (a slow client): a bound on memory, high
 * enough that a reader keeping up never waits (waiting on every pause of the response made a 10,000-line register
 * five times slower).
 */
const UNREAD_MAX = 4 * 1024 * 1024;

/**
 * Resolves once the reader has taken enough of what was written (or has gone). Polled: a 'data' listener would set a
 * stream that nothing reads yet flowing, and lose what it carries.
 */
async function drained(doc: PdfDocument): Promise<void> {
  while (doc.readableLength > UNREAD_MAX && !doc.destroyed) await new Promise((resolve) => setTimeout(resolve, 10));
}

/** The register's PDF stream; its lines are read as the document is written, at the pace the reader takes them. */
export function registerPdf(
  lines: AsyncIterable<RegisterLine>,
  period: { association: string; from: string; to: string },
): Readable {
  const doc = newPdf({ layout: 'landscape', title: PLACEMENTS_REGISTER_TEXTS.title, margin: MARGIN, buffered: false });
  const table = new RegisterTable(
    doc,
    PLACEMENTS_REGISTER_TEXTS.heading(period.association, frenchDay(period.from), frenchDay(period.to)),
  );
  void (async () => {
    table.startPage();
    let count = 0;
    for await (const line of lines) {
      if (doc.destroyed) return;
      table.row(line);
      count += 1;
      if (count % 100 === 0) await drained(doc);
    }
    if (!count) table.empty();
    doc.end();
  })().catch((error: unknown) => doc.destroy(error as Error));
  return doc;
}
