import { QueryFailedError } from 'typeorm';

function driverError(error: unknown): { code?: string; errno?: number; message?: string } | null {
  if (error instanceof QueryFailedError)
    return (
      (error as QueryFailedError & { driverError: { code?: string; errno?: number; message?: string } }).driverError ??
      null
    );
  if (error && typeof error === 'object') return error as { code?: string; errno?: number; message?: string };
  return null;
}

/** True when a statement broke a UNIQUE constraint, on MySQL/MariaDB or SQLite. */
export function isUniqueViolation(error: unknown): boolean {
  const e = driverError(error);
  if (!e) return false;
  return (
    e.code === 'ER_DUP_ENTRY' ||
    e.errno === 1062 ||
    e.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY' ||
    /UNIQUE constraint failed/.test(e.message ?? '')
  );
}

export function isForeignKeyViolation(error: unknown): boolean {
  const e = driverError(error);
  if (!e) return false;
  return (
    e.code === 'ER_NO_REFERENCED_ROW_2' ||
    e.code === 'ER_ROW_IS_REFERENCED_2' ||
    e.code === 'SQLITE_CONSTRAINT_FOREIGNKEY' ||
    /FOREIGN KEY constraint failed/.test(e.message ?? '')
  );
}

/** Bad input that reached the database anyway (too long, wrong value): a 400, never a 500. */
export function isDataError(error: unknown): boolean {
  const e = driverError(error);
  if (!e) return false;
  return [
    'ER_DATA_TOO_LONG',
    'ER_TRUNCATED_WRONG_VALUE',
    'ER_TRUNCATED_WRONG_VALUE_FOR_FIELD',
    'ER_WARN_DATA_OUT_OF_RANGE',
    'ER_BAD_NULL_ERROR',
    'SQLITE_CONSTRAINT_NOTNULL',
    'SQLITE_CONSTRAINT_CHECK',
  ].includes(e.code ?? '');
}

/**
 * The database cannot be reached or dropped the connection (stopped, restarting, network): the request may
 * succeed later, so it is a 503, not a 500. The pool opens fresh connections on the next query by itself.
 */
const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_ENQUEUE_AFTER_FATAL_ERROR',
  'PROTOCOL_ENQUEUE_AFTER_QUIT',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'ER_SERVER_SHUTDOWN',
  'ER_CONNECTION_KILLED',
  'ER_CON_COUNT_ERROR',
  'ER_TOO_MANY_USER_CONNECTIONS',
  'ER_QUERY_INTERRUPTED',
]);

export function isConnectionError(error: unknown): boolean {
  const e = driverError(error);
  if (!e) return false;
  if (e.code && CONNECTION_ERROR_CODES.has(e.code)) return true;
  // mysql2 reports a socket closed by the server mid-query with this text and sometimes no code.
  return /connection lost|server closed the connection|can't add new command when connection is in closed state|pool is closed/i.test(
    e.message ?? '',
  );
}
