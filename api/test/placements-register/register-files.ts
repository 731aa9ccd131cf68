import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Test } from 'supertest';

/** The register's PDF as bytes (supertest buffers only text answers by itself). */
export function asBytes(test: Test): Test {
  return test.buffer(true).parse((res, callback) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => callback(null, Buffer.concat(chunks)));
  });
}

/** A PDF's pages as a reader's tool extracts their text (pdftotext, poppler-utils), whitespace folded. */
export function pdfPages(pdf: Buffer): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'register-pdf-'));
  try {
    const file = join(dir, 'register.pdf');
    writeFileSync(file, pdf);
    return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' })
      .split('\f')
      .map((page) => page.replace(/\s+/g, ' ').trim())
      .filter(Boolean);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * RFC 4180 read back with ';' between cells, as a spreadsheet reads it: quoted cells may hold ';', '"' (doubled)
 * and line breaks. Throws on a bare '"' inside an unquoted cell or a line end that is not CRLF.
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 2;
      } else if (c === '"') {
        quoted = false;
        i += 1;
      } else {
        cell += c;
        i += 1;
      }
    } else if (c === '"') {
      if (cell !== '') throw new Error(`bare quote in cell at ${i}`);
      quoted = true;
      i += 1;
    } else if (c === ';') {
      record.push(cell);
      cell = '';
      i += 1;
    } else if (c === '\r' && text[i + 1] === '\n') {
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
      i += 2;
    } else if (c === '\n' || c === '\r') {
      throw new Error(`line end other than CRLF at ${i}`);
    } else {
      cell += c;
      i += 1;
    }
  }
  if (cell !== '' || record.length) {
    record.push(cell);
    records.push(record);
  }
  return records;
}
