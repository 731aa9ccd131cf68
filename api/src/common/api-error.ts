import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  HttpException,
  InternalServerErrorException,
  NotFoundException,
  PayloadTooLargeException,
  ServiceUnavailableException,
  UnauthorizedException,
  UnprocessableEntityException,
} from '@nestjs/common';
import {
  API_ERROR_CODES,
  API_ERRORS,
  INVALID_FIELD,
  type ApiErrorCode,
  type FixedErrorCode,
} from '@petfoster/contracts';

/** Nest's class per status, so that callers can still tell a 404 from a 409 by its class. */
const BY_STATUS: Record<number, new (response: object) => HttpException> = {
  400: BadRequestException,
  401: UnauthorizedException,
  403: ForbiddenException,
  404: NotFoundException,
  409: ConflictException,
  413: PayloadTooLargeException,
  422: UnprocessableEntityException,
  500: InternalServerErrorException,
  503: ServiceUnavailableException,
};

/** The codes of the table answered with `status`: forbidden() takes only 403 ones. */
export type CodeWithStatus<S extends number> = {
  [K in FixedErrorCode]: (typeof API_ERRORS)[K]['status'] extends S ? K : never;
}[FixedErrorCode];

/** What an error of the table says: its code, and its message (as a list where the table says so). */
export function errorPayload(code: FixedErrorCode): { code: FixedErrorCode; message: string | string[] } {
  const entry: { message: string; list?: true } = API_ERRORS[code];
  return { code, message: entry.list ? [entry.message] : entry.message };
}

/** The exception for an error of the table (contracts' API_ERRORS): its status and French message come from there. */
export function apiError(code: FixedErrorCode): HttpException {
  const { status } = API_ERRORS[code];
  const Exception = BY_STATUS[status];
  const payload = errorPayload(code);
  return Exception ? new Exception(payload) : new HttpException(payload, status);
}

/** A 400 for refused input whose messages are not given per field (a path id, a value the database refused). */
export function invalidInput(messages: string[]): BadRequestException {
  return new BadRequestException({ code: INVALID_FIELD, message: messages });
}

/** The general code of a status, for errors that named none (Nest's own, answers kept before codes existed). */
const GENERAL_CODES: Record<number, ApiErrorCode> = {
  400: INVALID_FIELD,
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
  503: 'service_unavailable',
};

export function codeOfStatus(status: number): ApiErrorCode {
  return GENERAL_CODES[status] ?? (status >= 500 ? 'internal_error' : INVALID_FIELD);
}

/** The error body in the OpenAPI document (/api/docs), with the list of codes a client may branch on. */
export function errorBodySchema() {
  return {
    type: 'object' as const,
    description: 'Every error answer: `code` for programs, `message` in French for people.',
    required: ['statusCode', 'code', 'message', 'error'],
    properties: {
      statusCode: { type: 'integer' as const },
      code: { type: 'string' as const, enum: [...API_ERROR_CODES] },
      message: { oneOf: [{ type: 'string' as const }, { type: 'array' as const, items: { type: 'string' as const } }] },
      error: { type: 'string' as const },
      fields: {
        type: 'object' as const,
        description: 'invalid_field: the message of each field refused',
        additionalProperties: { type: 'string' as const },
      },
    },
  };
}
