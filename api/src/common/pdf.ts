import PDFDocument from 'pdfkit';

/*
 * What the contract and the register PDFs share (docs/product.md#placements-contract): text the standard fonts can
 * print, and the document's bytes. The standard fonts (Helvetica) are built into every PDF reader, so nothing is
 * embedded and the text stays selectable; they encode WinAnsi only.
 */

/** WinAnsi's bytes 0x80 to 0x9f in order: the characters it has beyond Latin-1 (typographic quotes, dashes, œ, €...). */
const WIN_ANSI_80_TO_9F = '€ ‚ƒ„…†‡ˆ‰Š‹Œ Ž  ‘’“”•–—˜™š›œ žŸ';

/** Each of those characters' byte (a space above marks a byte WinAnsi leaves unassigned). */
const WIN_ANSI_EXTRAS = new Map(
  [...WIN_ANSI_80_TO_9F].flatMap((character, index) =>
    character === ' ' ? [] : [[character.charCodeAt(0), 0x80 + index] as const],
  ),
);

const encodable = (code: number) =>
  code === 10 || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(code);

const LATIN_1_PRINTABLE = /^[\n\x20-\x7e\xa0-\xff]*$/;

/**
 * The text as WinAnsi can print it: every kind of space (the narrow no-break space French typography puts before
 * ':' and '»' among them) becomes a plain one, line breaks are kept, an accented letter WinAnsi lacks loses its
 * accent ('ő' -> 'o'), and anything else becomes '?' (pdfkit would write a code point WinAnsi cannot hold and break
 * the line it is on).
 */
export function pdfText(text: string): string {
  // Latin-1 alone is already composed (NFC) and printable: most names and addresses.
  if (LATIN_1_PRINTABLE.test(text)) return text;
  let out = '';
  for (const character of text.normalize('NFC').replace(/\r\n?/g, '\n')) {
    const code = character.codePointAt(0) as number;
    if (encodable(code)) out += character;
    else if (/\s/u.test(character)) out += ' ';
    else {
      const bare = character.normalize('NFD').replace(/\p{M}/gu, '');
      out += [...bare].every((part) => encodable(part.codePointAt(0) as number)) && bare ? bare : '?';
    }
  }
  return out;
}

export type PdfDocument = PDFKit.PDFDocument;

/** What pdfkit keeps of the current font: its name in the page's resources, its metrics, its PDF object. */
interface CurrentFont {
  id: string;
  ascender: number;
  ref(): unknown;
}

/** A number as pdfkit writes it in a content stream. */
const operand = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * Printable text (see pdfText) as a PDF string of WinAnsi bytes, the standard fonts' encoding. Line breaks are
 * dropped, as pdfkit's text() drops them from a line it is given.
 */
function winAnsiString(text: string): string {
  let out = '(';
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code === 10) continue;
    // ( ) and \ delimit or escape in a PDF string.
    if (code === 0x28 || code === 0x29 || code === 0x5c) out += '\\';
    out += String.fromCharCode(WIN_ANSI_EXTRAS.get(code) ?? code);
  }
  return `${out})`;
}

/** A line of text and its place on the page: x its left, y its top, as pdfkit's text() takes them. */
export interface PlacedLine {
  x: number;
  y: number;
  text: string;
}

/**
 * Shows lines of printable text (see pdfText) in one standard font and size and the current fill colour, written
 * straight into the page's content as text() would write them without kerning and without wrapping. text() lays out
 * every call anew: for the thousands of cells of a table, that layout is most of the document's time.
 */
export function placedLines(doc: PdfDocument, font: string, size: number, lines: readonly PlacedLine[]): void {
  doc.font(font).fontSize(size);
  const current = (doc as unknown as { _font: CurrentFont })._font;
  // The page names the font among its resources, as text() has it do, or a reader would not know it.
  const fonts = doc.page.fonts as Record<string, unknown>;
  fonts[current.id] ??= current.ref();
  const height = doc.page.height;
  // text() places a line by its top; the PDF places it by its baseline, the font's ascent below.
  const ascent = (current.ascender / 1000) * size;
  // The page's coordinates are flipped (pdfkit measures from the top); text is shown in the PDF's own.
  let content = `q\n1 0 0 -1 0 ${operand(height)} cm\nBT\n/${current.id} ${operand(size)} Tf`;
  for (const line of lines) {
    if (!line.text) continue;
    const baseline = height - line.y - ascent;
    content += `\n1 0 0 1 ${operand(line.x)} ${operand(baseline)} Tm\n${winAnsiString(line.text)} Tj`;
  }
  // As bytes already (WinAnsi is one byte a character): pdfkit would convert a string one character at a time.
  doc.addContent(Buffer.from(`${content}\nET\nQ\n`, 'latin1'));
}

/**
 * A new A4 document. `buffered`: its pages are kept in memory until `end()`, so that each can say 'Page x / y' (the
 * contract: a few pages); otherwise each page is written out as the next one begins (the register, streamed).
 */
export function newPdf(options: {
  layout: 'portrait' | 'landscape';
  title: string;
  margin: number;
  buffered: boolean;
}): PdfDocument {
  return new PDFDocument({
    size: 'A4',
    layout: options.layout,
    margin: options.margin,
    bufferPages: options.buffered,
    info: { Title: pdfText(options.title), Producer: 'PetFoster', Creator: 'PetFoster' },
    lang: 'fr-FR',
  });
}

/** The whole document as one buffer (the contract: a few pages). */
export function pdfBuffer(doc: PdfDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

/**
 * Writes a line in a page's bottom or top margin: the margins are set aside while it is written, or pdfkit would
 * take text below the bottom margin for an overflow and open a new page.
 */
export function marginText(
  doc: PdfDocument,
  text: string,
  y: number,
  options: { align: 'left' | 'right' | 'center'; size: number },
): void {
  const margins = { ...doc.page.margins };
  const { x, y: bodyY } = doc;
  doc.page.margins = { top: 0, bottom: 0, left: margins.left, right: margins.right };
  doc
    .font('Helvetica')
    .fontSize(options.size)
    .fillColor('#444444')
    .text(pdfText(text), margins.left, y, {
      width: doc.page.width - margins.left - margins.right,
      align: options.align,
      lineBreak: false,
    });
  doc.page.margins = margins;
  // The body goes on where it was.
  doc.x = x;
  doc.y = bodyY;
  doc.fillColor('black');
}
