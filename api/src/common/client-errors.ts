import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { tableErrorBody } from './all-exceptions.filter';

/**
 * Requests that Node's HTTP parser rejects before Express sees them (URL or headers over the 16 KB limit, broken
 * request lines) would get a bare "400 Bad Request" / "431" from Node; they get the API's JSON error shape and a
 * French message instead (ARCHITECTURE 3: always a JSON error).
 */
export function answerClientErrorsInJson(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
    const status = tooLarge ? 431 : 400;
    const reason = tooLarge ? 'Request Header Fields Too Large' : 'Bad Request';
    const body = JSON.stringify({
      ...tableErrorBody(tooLarge ? 'headers_too_large' : 'malformed_request'),
      error: reason,
    });
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `X-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
