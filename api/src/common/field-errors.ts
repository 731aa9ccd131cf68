import { BadRequestException } from '@nestjs/common';

/**
 * A 400 whose messages are also given per field (issue 14: forms show the server's reasons under their fields):
 * `{statusCode, message: string[], error, fields: {<field>: <message>}}`. `message` stays the SPEC list.
 */
export function fieldErrors(fields: Record<string, string>, general: string[] = []): BadRequestException {
  return new BadRequestException({ message: [...new Set([...Object.values(fields), ...general])], fields });
}
