import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { EXPENSES_CSV_COLUMNS } from '@petfoster/contracts';

/** A cell a spreadsheet would run as a formula gets a leading apostrophe (as the placements register does). */
const FORMULA_START = /^[=+\-@\t\r]/;
const inert = (cell: string) => (FORMULA_START.test(cell) ? `'${cell}` : cell);

/**
 * Lines as CSV with the placements register's conventions (docs/product.md#placements-register): UTF-8 with a byte
 * order mark, ';' between cells, CRLF line ends, quotes where a cell needs them, formula-looking cells made inert.
 * The expenses' CSV and the data export's tables (docs/security.md#data-export) are written by it.
 */
export function spreadsheetCsv(
  columns: readonly string[],
  lines: Iterable<unknown[]> | AsyncIterable<unknown[]>,
): Readable {
  const csv = stringify({
    bom: true,
    delimiter: ';',
    record_delimiter: '\r\n',
    header: true,
    columns: [...columns],
    cast: { string: inert },
    quoted_match: /[\r\n]/,
  });
  const source = Readable.from(lines);
  source.on('error', (error) => csv.destroy(error));
  return source.pipe(csv);
}

/** The association's expenses as CSV (docs/product.md#expenses). */
export function expensesCsv(lines: string[][]): Readable {
  return spreadsheetCsv(EXPENSES_CSV_COLUMNS, lines);
}
