import {
  FIRST_VIEW_ATTRIBUTE,
  FIRST_VIEW_DATA_ID,
  serializeFirstViewData,
  type FirstViewData,
} from '@petfoster/platform';

export interface FirstViewDocument {
  /** The deployed shell's index.html: its script and style names are the ones the browser must load. */
  template: string;
  /** renderFirstView's markup of #root. */
  markup: string;
  data: FirstViewData;
  /** Tab title, as usePageTitle would write it. */
  title: string;
  /** The page module's own stylesheets (a remote's CSS files, by URL). */
  stylesheets: string[];
  /** The starter's URL (first-view/start.ts, named by the build's build.json); without it the scripts load as usual. */
  startScript?: string;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The resource hints React writes before the markup (the preload of an image with fetchPriority="high"). */
const LEADING_HINTS = /^(?:<link [^>]*>)+/;

/** The element after #root whose parsing lets the browser paint (render-blocking `<link rel="expect">`). */
const ROOT_END_ID = 'pf-first-view-end';

const SCRIPT_PRELOAD = /<link rel="preload" as="script" href="([^"]+)"\s*\/?>/g;
const ENTRY_SCRIPT = /<script defer src="([^"]+)"><\/script>/;

/**
 * The application's scripts wait for the starter: the only script tag left is the starter's, which fetches the
 * entry and the start-up chunks (until then preloaded here) once the page's main image is painted.
 */
function deferToStarter(head: string, startScript: string): string {
  const entry = ENTRY_SCRIPT.exec(head);
  if (!entry) throw new Error('index.html has no <script defer src> entry');
  const preloads = [...head.matchAll(SCRIPT_PRELOAD)].map((match) => match[1]);
  const starter =
    `<script defer src="${escapeHtml(startScript)}" data-main="${escapeHtml(entry[1])}"` +
    ` data-preload="${escapeHtml(preloads.join(' '))}"></script>`;
  return head.replace(SCRIPT_PRELOAD, '').replace(ENTRY_SCRIPT, starter);
}

/**
 * The page of a first view (docs/decisions/first-view.md): the shell's index.html with the rendered #root, the data block, the page's
 * title, and its stylesheets applied rather than only preloaded (the markup is painted before any script runs).
 * The "enable JavaScript" notice goes: the page reads without it.
 *
 * The first paint waits until the end of #root is parsed (a marker element right after it): the parser may stop
 * anywhere in the document, and a header painted without its right-hand part grows once the rest comes (a layout
 * shift). The data block comes after the marker, so the paint never waits for it.
 */
export function firstViewDocument({
  template,
  markup,
  data,
  title,
  stylesheets,
  startScript,
}: FirstViewDocument): string {
  // The page's main image is asked for first, before the scripts and stylesheets: with six connections per host
  // (HTTP/1.1) it otherwise waits for a free one, and it is what Lighthouse times as the largest paint.
  const hints = LEADING_HINTS.exec(markup)?.[0] ?? '';
  const body = markup.slice(hints.length);
  const rootStart = template.indexOf('<div id="root">');
  const bodyEnd = template.lastIndexOf('</body>');
  if (rootStart < 0 || bodyEnd < rootStart) throw new Error('index.html has no <div id="root"> in its <body>');
  const styles = stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('');
  const head = template
    .slice(0, rootStart)
    .replace(/<meta charset="utf-8">/i, (charset) => `${charset}${hints}`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace(/<link rel="preload" as="style" href="([^"]+)">/g, '<link rel="stylesheet" href="$1">')
    .replace('</head>', `${styles}<link rel="expect" href="#${ROOT_END_ID}" blocking="render"></head>`)
    .replace(/<noscript>[\s\S]*?<\/noscript>/, '');
  const scripts = startScript ? deferToStarter(head, startScript) : head;
  return (
    `${scripts}<div id="root" ${FIRST_VIEW_ATTRIBUTE}>${body}</div><template id="${ROOT_END_ID}"></template>` +
    `<script type="application/json" id="${FIRST_VIEW_DATA_ID}">${serializeFirstViewData(data)}</script>` +
    template.slice(bodyEnd)
  );
}
