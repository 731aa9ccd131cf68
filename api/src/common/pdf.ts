import PDFDocument from 'pdfkit';

/*
 * What the contract and the register PDFs share (docs/product.md#placements-contract): text the standard fonts can
 * print, and the document's bytes. The standard fonts (Helvetica) are built into every PDF reader, so nothing is
 * embedded and the text stays selectable; they encode WinAnsi only.
 */

/** The characters WinAnsi has beyond Latin-1 (typographic quotes, dashes, œ, €...). */
const WIN_ANSI_EXTRAS = new Set(
  '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ'.split('').map((character) => character.codePointAt(0) as number),
);

const encodable = (code: number) =>
  code === 10 || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(code);

/**
 * The text as WinAnsi can print it: every kind of space (the narrow no-break space French typography puts before
 * ':' and '»' among them) becomes a plain one, line breaks are kept, an accented letter WinAnsi lacks loses its
 * accent ('ő' -> 'o'), and anything else becomes '?' (pdfkit would write a code point WinAnsi cannot hold and break
 * the line it is on).
 */
export function pdfText(text: string): string {
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
