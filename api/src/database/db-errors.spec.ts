import { QueryFailedError } from 'typeorm';
import { isConnectionError, isUniqueViolation } from './db-errors';

const driverFailure = (code: string, message = code) =>
  new QueryFailedError('SELECT 1', [], Object.assign(new Error(message), { code }));

describe('isConnectionError (503 instead of 500 while the database is unreachable)', () => {
  it('recognises a refused connection, a connection lost mid-query and a server shutting down', () => {
    expect(
      isConnectionError(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:3306'), { code: 'ECONNREFUSED' })),
    ).toBe(true);
    expect(
      isConnectionError(
        driverFailure('PROTOCOL_CONNECTION_LOST', 'Connection lost: The server closed the connection.'),
      ),
    ).toBe(true);
    expect(isConnectionError(driverFailure('ER_SERVER_SHUTDOWN'))).toBe(true);
    expect(isConnectionError(new Error("Can't add new command when connection is in closed state"))).toBe(true);
  });

  it('leaves constraint and programming errors alone', () => {
    expect(isConnectionError(driverFailure('ER_DUP_ENTRY'))).toBe(false);
    expect(isUniqueViolation(driverFailure('ER_DUP_ENTRY'))).toBe(true);
    expect(isConnectionError(driverFailure('ER_PARSE_ERROR'))).toBe(false);
    expect(isConnectionError(new TypeError('x is undefined'))).toBe(false);
    expect(isConnectionError(null)).toBe(false);
  });
});
