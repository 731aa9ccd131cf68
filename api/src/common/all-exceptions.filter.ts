import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import {
  API_ERRORS,
  API_MESSAGES,
  type ApiErrorBody,
  type ApiErrorCode,
  type FixedErrorCode,
} from '@petfoster/contracts';
import type { Response } from 'express';
import { isConnectionError, isDataError, isForeignKeyViolation, isUniqueViolation } from '../database/db-errors';
import { codeOfStatus, errorPayload } from './api-error';

const ERROR_NAMES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export function errorBody(
  statusCode: number,
  code: ApiErrorCode,
  message: string | string[],
  fields?: Record<string, string>,
): ApiErrorBody {
  return { statusCode, code, message, error: ERROR_NAMES[statusCode] ?? 'Error', ...(fields ? { fields } : {}) };
}

/** The body of an error of the table (contracts' API_ERRORS), for answers written outside Nest's exception filter. */
export function tableErrorBody(code: FixedErrorCode): ApiErrorBody {
  const { message } = errorPayload(code);
  return errorBody(API_ERRORS[code].status, code, message);
}

/**
 * Every error leaves as {statusCode, code, message, error}: `code` for programs (contracts' error codes), `message`
 * in French for people; nothing unexpected leaks a stack or becomes a 500 for bad input.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    if (response.headersSent) return;
    const { status, body } = this.describe(exception);
    response.status(status).json(body);
  }

  private describe(exception: unknown): { status: number; body: ApiErrorBody } {
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const payload = exception.getResponse();
      // Nest's own exceptions (the throttler's 429) name no code: the general one of their status.
      if (typeof payload === 'string') return { status, body: errorBody(status, codeOfStatus(status), payload) };
      const { message, fields, code } = payload as {
        message?: string | string[];
        fields?: Record<string, string>;
        code?: ApiErrorCode;
      };
      // Nest's own "Cannot GET /x" for unknown routes: same French text as an unknown id.
      if (status === 404 && typeof message === 'string' && message.startsWith('Cannot '))
        return { status, body: tableErrorBody('not_found') };
      return { status, body: errorBody(status, code ?? codeOfStatus(status), message ?? exception.message, fields) };
    }
    // Body-parser errors never reach here: they are answered before Nest's router (common/body-limits.ts).
    if (isConnectionError(exception)) {
      this.logger.warn(`database unreachable: ${exception instanceof Error ? exception.message : String(exception)}`);
      return { status: HttpStatus.SERVICE_UNAVAILABLE, body: tableErrorBody('service_unavailable') };
    }
    if (isUniqueViolation(exception)) return { status: 409, body: tableErrorBody('email_taken') };
    if (isForeignKeyViolation(exception) || isDataError(exception))
      return { status: 400, body: errorBody(400, 'invalid_field', [API_MESSAGES.invalidField('données')]) };
    this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    return { status: HttpStatus.INTERNAL_SERVER_ERROR, body: tableErrorBody('internal_error') };
  }
}
