import { BadRequestException } from '@nestjs/common';
import { API_ERRORS, INVALID_FIELD, type FixedErrorCode } from '@petfoster/contracts';

/**
 * A 400 whose messages are also given per field (forms show the server's reasons under their fields):
 * `{statusCode, code, message: string[], error, fields: {<field>: <message>}}`. `message` stays the SPEC list.
 * `code` is invalid_field, or the table's code when the field holds something else than a typo (a link's token).
 */
export function fieldErrors(
  fields: Record<string, string>,
  general: string[] = [],
  code: typeof INVALID_FIELD | FixedErrorCode = INVALID_FIELD,
): BadRequestException {
  return new BadRequestException({ code, message: [...new Set([...Object.values(fields), ...general])], fields });
}

/** A field refused for a reason of the table (its one message), e.g. a reset link's token that expired. */
export function fieldError(field: string, code: FixedErrorCode): BadRequestException {
  return fieldErrors({ [field]: API_ERRORS[code].message }, [], code);
}
