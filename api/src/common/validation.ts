import { Body, Injectable, PipeTransform, Query } from '@nestjs/common';
import { ApiBody, ApiQuery } from '@nestjs/swagger';
import { API_MESSAGES } from '@petfoster/contracts';
import { checkWith, openApiSchema, type RequestSchema } from '@petfoster/contracts/schemas';
import { apiError, invalidInput } from './api-error';

import { fieldErrors } from './field-errors';

/**
 * Parses a body or a query with its zod schema from @petfoster/contracts: unknown keys are dropped, and anything
 * wrong is a 400 listing the French messages (and, per field, `fields`).
 */
@Injectable()
export class SchemaPipe<S extends RequestSchema> implements PipeTransform<unknown, unknown> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): unknown {
    const verdict = checkWith(this.schema, value ?? {});
    if (verdict.ok) return verdict.data;
    if (verdict.notAnObject) throw apiError('invalid_json');
    throw fieldErrors(verdict.fields);
  }
}

/** Applies a method decorator from a parameter decorator (the documentation belongs to the parameter). */
function documentMethod(decorator: MethodDecorator, target: object, key: string | symbol | undefined): void {
  if (key === undefined) return;
  decorator(target, key, Object.getOwnPropertyDescriptor(target, key) as PropertyDescriptor);
}

/** `@ValidBody(schema) body: z.output<typeof schema>`: the parsed body, and /api/docs documents the same schema. */
export function ValidBody(schema: RequestSchema, description?: string): ParameterDecorator {
  return (target, key, index) => {
    Body(new SchemaPipe(schema))(target, key, index);
    documentMethod(ApiBody({ schema: openApiSchema(schema), description }), target, key);
  };
}

/** `@ValidQuery(schema) query: z.output<typeof schema>`: the parsed query string, each parameter documented. */
export function ValidQuery(schema: RequestSchema): ParameterDecorator {
  return (target, key, index) => {
    Query(new SchemaPipe(schema))(target, key, index);
    const described = openApiSchema(schema) as { properties?: Record<string, Record<string, unknown>> };
    for (const [name, property] of Object.entries(described.properties ?? {}))
      documentMethod(ApiQuery({ name, required: false, schema: property }), target, key);
  };
}

/** Path ids: digits only (400 otherwise); ids beyond the INT range cannot exist (404 later). */
@Injectable()
export class IdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    if (typeof value !== 'string' || !/^\d{1,15}$/.test(value)) throw invalidInput([API_MESSAGES.invalidField('id')]);
    const id = Number(value);
    return id > 2147483647 ? -1 : id;
  }
}
