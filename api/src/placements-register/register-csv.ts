import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { PLACEMENTS_REGISTER_COLUMNS } from '@petfoster/contracts';
import type { RegisterLine } from './register-rows';

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, tab or carriage return first) gets a leading apostrophe,
 * which spreadsheets show as text (OWASP 'CSV injection'): the register holds names and addresses the families typed.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const inert = (cell: string) => (FORMULA_START.test(cell) ? `'${cell}` : cell);

/**
 * The register as CSV the way French spreadsheet software opens it directly (docs/product.md#placements-register):
 * UTF-8 with a byte order mark, ';' between cells, CRLF line ends, quotes where a cell needs them. Streamed: each line
 * is written as the batches come, with the response's backpressure.
 */
export function registerCsv(lines: AsyncIterable<RegisterLine>): Readable {
  const csv = stringify({
    bom: true,
    delimiter: ';',
    record_delimiter: '\r\n',
    header: true,
    columns: [...PLACEMENTS_REGISTER_COLUMNS],
    cast: { string: inert },
    // A line break inside an address: csv-stringify quotes only the record delimiter itself (CRLF), not a lone LF.
    quoted_match: /[\r\n]/,
  });
  const source = Readable.from(lines);
  source.on('error', (error) => csv.destroy(error));
  return source.pipe(csv);
}
