/**
 * The one rule for HTML typed into a text field (every text field of every request schema, so the forms and the API
 * alike): markup is removed, everything else is kept as typed and escaped wherever it is shown (React, the mails, the
 * first view). Removed: tags (`<b>`, `</p>`, `<img …>`), comments, `<!…>`/`<?…>` declarations, and script, style,
 * iframe, object, embed, template and noscript blocks with their content. Kept: a lone `<` or `>` ('2 < 3 ans'),
 * `&`, quotes. A field that held only markup is refused with MARKUP_ONLY_MESSAGE rather than stored empty or read
 * as "not given". Passwords are the exception: they are kept exactly as typed (never shown anywhere).
 */

export const MARKUP_ONLY_MESSAGE = "Les balises HTML sont retirées, et ce champ ne contient rien d'autre.";

const BLOCKS = /<\s*(script|style|iframe|object|embed|template|noscript)\b[^>]*>[\s\S]*?<\s*\/\s*\1\s*>/gi;
// An unfinished comment runs to the end of the text, as a browser reads it.
const COMMENTS = /<!--[\s\S]*?(?:-->|$)/g;
const TAGS = /<\/?[a-z][^<>]*>|<[!?][^<>]*>/gi;

/** The text without its markup; repeated until nothing changes, so '<<b>script>' cannot rebuild a tag. */
export function stripMarkup(value: string): string {
  let current = value;
  for (;;) {
    const next = current.replace(BLOCKS, '').replace(COMMENTS, '').replace(TAGS, '');
    if (next === current) return current;
    current = next;
  }
}

/** True for a text that had something and holds nothing once its markup is removed ('<b></b>', '<br>'). */
export function isOnlyMarkup(value: string): boolean {
  return value.trim() !== '' && stripMarkup(value).trim() === '';
}
