import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { EXPENSES_CSV_COLUMNS } from '@petfoster/contracts';

/** A cell a spreadsheet would run as a formula gets a leading apostrophe (as the placements register does). */
const FORMULA_START = /^[=+\-@\t\r]/;
const inert = (cell: string) => (FORMULA_START.test(cell) ? `'${cell}` : cell);

/**
 * The association's expenses as CSV, with the placements register's conventions (docs/product.md#placements-register):
 * UTF-8 with a byte order mark, ';' between cells, CRLF line ends, quotes where a cell needs them, formula-looking
 * cells made inert.
 */
export function expensesCsv(lines: string[][]): Readable {
  const csv = stringify({
    bom: true,
    delimiter: ';',
    record_delimiter: '\r\n',
    header: true,
    columns: [...EXPENSES_CSV_COLUMNS],
    cast: { string: inert },
    quoted_match: /[\r\n]/,
  });
  return Readable.from(lines).pipe(csv);
}
