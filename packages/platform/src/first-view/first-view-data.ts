/**
 * The data block of a server-rendered first view (docs/decisions/first-view.md): what the server read for the page, under the query keys
 * the pages ask for, so the client starts from the very answers the HTML shows. Written by the shell's server
 * renderer, read by the shell's start-up (main.js, before any shared module: hence no import here).
 */
export const FIRST_VIEW_DATA_ID = 'pf-first-view';
/** On #root while it holds server-rendered markup; CSS hides what depends on the session until the client renders. */
export const FIRST_VIEW_ATTRIBUTE = 'data-first-view';
/** Marks markup that differs between a visitor and a signed-in user (header menu, the animal page's action). */
export const SESSION_DEPENDENT_ATTRIBUTE = 'data-session-dependent';

export interface FirstViewEntry {
  queryKey: readonly unknown[];
  data: unknown;
  /** An infinite query's first page (offset 0). */
  infinite?: boolean;
}

export interface FirstViewData {
  entries: FirstViewEntry[];
  /** Where the page really is when the server rendered another route (an unknown animal: the 404 page). */
  location?: string;
}

/** JSON safe inside <script>: no '</script>', no HTML comment opener, no line separators that break old parsers. */
export function serializeFirstViewData(data: FirstViewData): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The block of a server-rendered page, or null (a client-rendered page, or a block that does not parse). */
export function readFirstViewData(doc: Document = document): FirstViewData | null {
  const element = doc.getElementById(FIRST_VIEW_DATA_ID);
  if (!element?.textContent) return null;
  try {
    const data = JSON.parse(element.textContent) as FirstViewData;
    return Array.isArray(data?.entries) ? data : null;
  } catch {
    return null;
  }
}
