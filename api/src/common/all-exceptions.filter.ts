import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { API_MESSAGES } from '@petfoster/contracts';
import type { Response } from 'express';
import { isConnectionError, isDataError, isForeignKeyViolation, isUniqueViolation } from '../database/db-errors';

const ERROR_NAMES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export function errorBody(statusCode: number, message: string | string[], fields?: Record<string, string>) {
  return { statusCode, message, error: ERROR_NAMES[statusCode] ?? 'Error', ...(fields ? { fields } : {}) };
}

/** Every error leaves as {statusCode, message, error}; nothing unexpected leaks a stack or becomes a 500 for bad input. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    if (response.headersSent) return;
    const { status, body } = this.describe(exception);
    response.status(status).json(body);
  }

  private describe(exception: unknown): { status: number; body: ReturnType<typeof errorBody> } {
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const payload = exception.getResponse();
      if (typeof payload === 'string') return { status, body: errorBody(status, payload) };
      const { message, fields } = payload as { message?: string | string[]; fields?: Record<string, string> };
      // Nest's own "Cannot GET /x" for unknown routes: same French text as an unknown id.
      if (status === 404 && typeof message === 'string' && message.startsWith('Cannot '))
        return { status, body: errorBody(404, API_MESSAGES.notFound) };
      return { status, body: errorBody(status, message ?? exception.message, fields) };
    }
    // Body-parser errors never reach here: they are answered before Nest's router (common/body-limits.ts).
    if (isConnectionError(exception)) {
      this.logger.warn(`database unreachable: ${exception instanceof Error ? exception.message : String(exception)}`);
      return { status: HttpStatus.SERVICE_UNAVAILABLE, body: errorBody(503, API_MESSAGES.databaseUnavailable) };
    }
    if (isUniqueViolation(exception)) return { status: 409, body: errorBody(409, API_MESSAGES.emailTaken) };
    if (isForeignKeyViolation(exception) || isDataError(exception))
      return { status: 400, body: errorBody(400, [API_MESSAGES.invalidField('données')]) };
    this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    return { status: HttpStatus.INTERNAL_SERVER_ERROR, body: errorBody(500, API_MESSAGES.internalError) };
  }
}
