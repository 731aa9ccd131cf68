/*
 * The PetFoster widget (docs/public-api.md#widget): an association's site pastes
 *   <script src="{PUBLIC_URL}/widget.js" data-association="12" async></script>
 * and gets its available animals as a grid of cards, read from the public API of the origin the script came from.
 * Plain DOM, no framework, no import: the site's own code is never touched, and everything is drawn in a shadow
 * root whose styles neither leak out nor take the site's in (`all: initial` stops the inherited ones).
 * Every text from the API goes through textContent or an attribute, never through markup.
 */

interface WidgetAnimal {
  id: number;
  name: string;
  gender: string;
  species: { name: string };
  association: { name_association: string };
  url_image: string | null;
  url_thumbnail: string | null;
  url: string;
  urgent?: boolean;
}

const LIMIT_MAX = 100;
const LIMIT_DEFAULT = 12;

const STYLES = `
:host{all:initial;display:block;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2937;line-height:1.4}
*{box-sizing:border-box}
ul{list-style:none;margin:0;padding:0;display:grid;gap:16px;grid-template-columns:repeat(auto-fill,minmax(180px,1fr))}
li{margin:0}
a{display:flex;flex-direction:column;height:100%;border:1px solid #d1d5db;border-radius:12px;overflow:hidden;background:#fff;color:inherit;text-decoration:none}
a:hover{border-color:#0f766e}
a:focus-visible{outline:3px solid #0f766e;outline-offset:2px}
img,.none{display:block;width:100%;aspect-ratio:4/3;object-fit:cover;background:#e5e7eb}
.body{padding:10px 12px}
.name{display:block;font-size:1.05em;font-weight:600}
.meta{display:block;font-size:.9em;color:#4b5563}
.urgent{display:inline-block;margin-top:6px;padding:2px 8px;border-radius:999px;background:#b91c1c;color:#fff;font-size:.8em;font-weight:600}
p{margin:0;font-size:.95em}
.credit{margin-top:8px;font-size:.8em;color:#4b5563}
.credit a{display:inline;border:0;background:none;text-decoration:underline}
`;

/** An address from the API, kept only if it is http(s): never a javascript: link on the host site. */
function safeUrl(address: string | null | undefined, base: string): string | null {
  if (!address) return null;
  try {
    const url = new URL(address, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, text?: string) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function card(animal: WidgetAnimal, base: string): HTMLLIElement {
  const item = element('li');
  const link = element('a');
  const href = safeUrl(animal.url, base);
  if (href) link.href = href;
  const photo = safeUrl(animal.url_thumbnail ?? animal.url_image, base);
  if (photo) {
    const image = element('img');
    image.src = photo;
    image.alt = `Photo de ${animal.name}`;
    image.loading = 'lazy';
    image.decoding = 'async';
    link.append(image);
  } else {
    const none = element('span', 'none');
    none.setAttribute('aria-hidden', 'true');
    link.append(none);
  }
  const body = element('span', 'body');
  body.append(element('span', 'name', animal.name));
  const sex = animal.gender === 'femelle' ? 'femelle' : 'mâle';
  body.append(element('span', 'meta', `${animal.species.name} · ${sex}`));
  if (animal.urgent === true) body.append(element('span', 'urgent', 'Urgent'));
  link.append(body);
  item.append(link);
  return item;
}

function mount(script: HTMLScriptElement): void {
  const association = script.dataset.association ?? '';
  if (!/^\d{1,10}$/.test(association)) return;
  const base = new URL(script.src, document.baseURI).origin;
  const query = new URLSearchParams({ association_id: association, available: 'true' });
  const limit = Number(script.dataset.limit);
  query.set('limit', String(Number.isInteger(limit) && limit > 0 ? Math.min(limit, LIMIT_MAX) : LIMIT_DEFAULT));
  if (script.dataset.species) query.set('species', script.dataset.species);
  if (script.dataset.urgent === 'true') query.set('urgent', 'true');

  const host = element('div');
  host.setAttribute('data-petfoster-widget', association);
  script.after(host);
  const root = host.attachShadow({ mode: 'open' });
  const style = element('style');
  style.textContent = STYLES;
  const status = element('p', undefined, 'Chargement des animaux…');
  status.setAttribute('role', 'status');
  root.append(style, status);

  fetch(`${base}/api/public/v1/animals?${query}`, { credentials: 'omit' })
    .then((response) => {
      if (!response.ok) throw new Error(String(response.status));
      return response.json() as Promise<WidgetAnimal[]>;
    })
    .then((animals) => {
      if (!animals.length) {
        status.textContent = 'Aucun animal disponible pour le moment.';
        return;
      }
      const list = element('ul');
      // Safari drops list semantics from a list without bullets; the role gives them back.
      list.setAttribute('role', 'list');
      list.setAttribute('aria-label', `Animaux de ${animals[0].association.name_association}`);
      for (const animal of animals) list.append(card(animal, base));
      const credit = element('p', 'credit', 'Avec ');
      const home = element('a', undefined, 'PetFoster');
      home.href = `${base}/`;
      credit.append(home);
      status.remove();
      root.append(list, credit);
    })
    .catch(() => {
      status.textContent = 'Les animaux n’ont pas pu être chargés. Réessayez plus tard.';
    });
}

const current = document.currentScript;
if (current instanceof HTMLScriptElement) mount(current);
