import { Readable } from 'node:stream';
import type { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';
import { ZipFile } from 'yazl';
import { spreadsheetCsv } from '../expenses/expenses-csv';

/**
 * Columns never exported: secrets that prove who someone is (a password's hash, the two-factor secret and its last
 * step, the token version). They are no one's 'data' to carry away and would help whoever opens the file.
 */
const SECRET_COLUMNS = new Set([
  'password_hash',
  'totp_secret',
  'totp_pending_secret',
  'totp_last_step',
  'token_version',
]);

/** A table of the export: its file name (without extension), column names and rows, read before the answer starts. */
export interface ExportTable {
  name: string;
  columns: string[];
  rows: Array<Record<string, unknown>>;
}

/** A file of the image store or of the private documents to put in the archive, opened only when its turn comes. */
export interface ExportFile {
  path: string;
  open: () => Promise<Readable | null>;
}

/** The columns of an entity's table (as stored), secrets left out. */
export function columnsOf(dataSource: DataSource, entity: EntityTarget<ObjectLiteral>): string[] {
  return dataSource
    .getMetadata(entity)
    .columns.map((column) => column.propertyName)
    .filter((name) => !SECRET_COLUMNS.has(name));
}

/** Rows of an entity as a table of the export: only its own columns, secrets left out. */
export function tableOf(
  dataSource: DataSource,
  name: string,
  entity: EntityTarget<ObjectLiteral>,
  rows: ObjectLiteral[],
): ExportTable {
  const columns = columnsOf(dataSource, entity);
  return {
    name,
    columns,
    rows: rows.map((row) => Object.fromEntries(columns.map((column) => [column, plain(row[column])]))),
  };
}

/** A value as JSON writes it: dates in ISO 8601 (UTC), everything else as read. */
function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (value === undefined) return null;
  return value;
}

/** A value as a CSV cell: empty for none, 'true'/'false', ISO dates, numbers and text as they are. */
function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/**
 * The export's ZIP, streamed (docs/security.md#data-export): README.txt, then each table as `json/<name>.json` and
 * `csv/<name>.csv` (the register's CSV conventions), then the files, each read from the store only when the archive
 * reaches it so that no file sits in memory (the rows, read before, do). A file the store has lost is an empty file.
 */
export function exportArchive(
  readme: string,
  tables: ExportTable[],
  files: ExportFile[],
  extra: Array<{ path: string; stream: () => Readable }> = [],
): Readable {
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  // A store or stream failure mid-way cuts the answer (the client sees a failed download), never the process.
  zip.on('error', (error: Error) => output.destroy(error));
  zip.addBuffer(Buffer.from(readme.replace(/\n/g, '\r\n'), 'utf8'), 'README.txt');
  for (const table of tables) {
    zip.addBuffer(Buffer.from(JSON.stringify(table.rows, null, 2), 'utf8'), `json/${table.name}.json`);
    zip.addReadStreamLazy(`csv/${table.name}.csv`, (done) =>
      done(
        null,
        spreadsheetCsv(
          table.columns,
          table.rows.map((row) => table.columns.map((column) => cell(row[column]))),
        ),
      ),
    );
  }
  for (const item of extra) zip.addReadStreamLazy(item.path, (done) => done(null, item.stream()));
  for (const file of files) {
    zip.addReadStreamLazy(file.path, { compress: false }, (done) => {
      file.open().then(
        (stream) => done(null, stream ?? Readable.from([])),
        (error: unknown) => done(error, Readable.from([])),
      );
    });
  }
  zip.end();
  return output;
}
