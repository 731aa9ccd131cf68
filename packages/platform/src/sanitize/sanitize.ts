/**
 * Removes markup from user text before it is sent (SPEC 5: "sanitised against scripts"). Script and style
 * blocks go with their content, other tags keep their text, and leftover angle brackets are dropped so nothing
 * can be re-interpreted as markup when a screen renders it. React escapes on display as well; this is the
 * belt to that pair of braces.
 */
export function sanitizeText(value: string): string {
  if (typeof value !== 'string') return value;
  return value
    .replace(/<\s*(script|style|iframe|object|embed)[^>]*>[\s\S]*?<\s*\/\s*\1\s*>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<\/?[a-z][^>]*>/gi, '')
    .replace(/javascript\s*:/gi, '')
    .replace(/\bon\w+\s*=/gi, '')
    .replace(/[<>]/g, '')
    .trim();
}

/** Sanitises every string field of a flat object; other values (numbers, booleans, null) pass unchanged. */
export function sanitizeFields<T extends Record<string, unknown>>(fields: T): T {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    // Data URLs of images are not text: leave them to the API's byte checks.
    result[key] = typeof value === 'string' && !value.startsWith('data:image/') ? sanitizeText(value) : value;
  }
  return result as T;
}
