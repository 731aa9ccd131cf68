import { BadRequestException } from '@nestjs/common';

/**
 * A 400 whose messages are also given per field (docs/behaviour.md#the-servers-reasons-on-every-form):
 * `{statusCode, message: string[], error, fields: {<field>: <message>}}`. `message` stays the SPEC list.
 */
export function fieldErrors(fields: Record<string, string>, general: string[] = []): BadRequestException {
  return new BadRequestException({ message: [...new Set([...Object.values(fields), ...general])], fields });
}
