import { isOnlyMarkup, stripMarkup } from '@petfoster/contracts';

/**
 * Removes markup from user text before it is sent (docs/product.md#validation: "sanitised against scripts"), by the one rule of the
 * request schemas (`stripMarkup` in @petfoster/contracts, README "Design notes"): tags go, the text stays as typed and
 * is escaped where it is shown. A text of tags only is sent as typed: blanked here it would read as "not given" (an
 * edit form would keep the old value without a word); the API refuses it with the reason, shown under its field.
 */
export function sanitizeText(value: string): string {
  if (typeof value !== 'string') return value;
  return isOnlyMarkup(value) ? value : stripMarkup(value).trim();
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
