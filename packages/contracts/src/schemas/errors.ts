import * as z from 'zod/mini';

/** What a schema says about a value: the parsed data, or one French message per field in the schema's order. */
export type SchemaVerdict<T> =
  { ok: true; data: T } | { ok: false; fields: Record<string, string>; notAnObject: boolean };

function shapeKeys(schema: z.ZodMiniType): string[] {
  const shape = (schema as unknown as { _zod: { def: { shape?: Record<string, unknown> } } })._zod.def.shape;
  return shape ? Object.keys(shape) : [];
}

/** Keys given as blanks come out as undefined: they are dropped, so "absent" has one form for the services. */
function withoutUndefined<T>(data: T): T {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return data;
  return Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined)) as T;
}

export function checkWith<S extends z.ZodMiniType>(schema: S, value: unknown): SchemaVerdict<z.output<S>> {
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, data: withoutUndefined(result.data) };
  const found: Record<string, string> = {};
  let notAnObject = false;
  for (const issue of result.error.issues) {
    if (issue.path.length === 0) notAnObject = true;
    // The first broken rule of each field is the one users read (docs/product.md#validation lists them in order).
    else found[String(issue.path[0])] ??= issue.message;
  }
  const ordered = shapeKeys(schema).filter((key) => key in found);
  const fields = Object.fromEntries(
    [...ordered, ...Object.keys(found).filter((key) => !ordered.includes(key))].map((key) => [key, found[key]]),
  );
  return { ok: false, fields, notAnObject };
}

/** react-final-form's `validate`: the fields in error with their message, {} when the values are valid. */
export function formErrors(schema: z.ZodMiniType, values: unknown): Record<string, string> {
  const verdict = checkWith(schema, values ?? {});
  return verdict.ok ? {} : verdict.fields;
}

/** OpenAPI 3.0 description of what a schema accepts, for /api/docs. */
export function openApiSchema(schema: z.ZodMiniType): Record<string, unknown> {
  return z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'input', unrepresentable: 'any' }) as Record<
    string,
    unknown
  >;
}
