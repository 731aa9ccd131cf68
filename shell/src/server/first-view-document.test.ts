/** @jest-environment node */
import { readFirstViewData, type FirstViewData } from '@petfoster/platform';
import { firstViewDocument, type FirstViewDocument } from './first-view-document';

const TEMPLATE =
  '<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>PetFoster</title><script defer src="/main.1.js"></script>' +
  '<link rel="preload" as="script" href="/vendors.2.js"><link rel="preload" as="style" href="/vendors.3.css"></head>' +
  '<body><noscript>Activez JavaScript pour utiliser PetFoster.</noscript>\n    <div id="root"><div aria-hidden="true">' +
  '<div class="pf-boot-header"></div></div></div></body></html>';

/** An animal's page, with what a test changes. */
function build(changes: Partial<FirstViewDocument> = {}) {
  return firstViewDocument({
    template: TEMPLATE,
    markup: '<main><h1>Rex</h1></main>',
    data: { entries: [{ queryKey: ['animals', 1], data: { name: 'Rex' } }] },
    title: "Fiche de l'animal · PetFoster",
    stylesheets: ['/mfe/catalog/page.4.css'],
    ...changes,
  });
}

describe('firstViewDocument', () => {
  it('puts the markup in #root, marked as a first view, in place of the start-up frame', () => {
    const html = build();
    expect(html).toContain('<div id="root" data-first-view><main><h1>Rex</h1></main></div>');
    expect(html).not.toContain('pf-boot-header"></div></div></div>');
    expect(html.endsWith('</body></html>')).toBe(true);
  });

  it("applies the shell's and the page's stylesheets, keeps the scripts, names the page, drops the notice", () => {
    const html = build();
    expect(html).toContain('<link rel="stylesheet" href="/vendors.3.css">');
    expect(html).toContain('<link rel="stylesheet" href="/mfe/catalog/page.4.css">');
    expect(html).toContain('<script defer src="/main.1.js"></script>');
    expect(html).toContain('<link rel="preload" as="script" href="/vendors.2.js">');
    expect(html).toContain("<title>Fiche de l'animal · PetFoster</title>");
    expect(html).not.toContain('<noscript>');
  });

  it('holds the first paint until the end of #root is parsed, not the data block: no half-parsed page is painted', () => {
    const html = build();
    const head = html.slice(0, html.indexOf('</head>'));
    const expected = /<link rel="expect" href="#([\w-]+)" blocking="render">/.exec(head);
    expect(expected).not.toBeNull();
    const marker = html.indexOf(`id="${expected![1]}"`);
    expect(marker).toBeGreaterThan(html.indexOf('<main><h1>Rex</h1></main></div>'));
    expect(marker).toBeLessThan(html.indexOf('id="pf-first-view"'));
  });

  it("hands the application's scripts to the starter: its tag is the only script, nothing else fetched before it runs", () => {
    const html = build({ startScript: '/first-view-start.5.js' });
    expect(html).toContain(
      '<script defer src="/first-view-start.5.js" data-main="/main.1.js" data-preload="/vendors.2.js"></script>',
    );
    expect(html.match(/<script defer/g)).toHaveLength(1);
    expect(html).not.toContain('as="script"');
    expect(html).toContain('<link rel="stylesheet" href="/vendors.3.css">');
  });

  it('embeds the data so that no text of it can close the script or open markup', () => {
    const data: FirstViewData = {
      entries: [{ queryKey: ['animals', 2], data: { description: '</script><script>alert(1)</script> & <!--' } }],
      location: '/404',
    };
    const html = build({ data });
    const block = /<script type="application\/json" id="pf-first-view">([^<]*)<\/script>/.exec(html);
    expect(block).not.toBeNull();
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    const doc = { getElementById: () => ({ textContent: block![1] }) } as unknown as Document;
    expect(readFirstViewData(doc)).toEqual(data);
  });

  it('escapes the title and the stylesheet addresses', () => {
    const html = build({ title: '<b>x</b>', stylesheets: ['/a.css"><script>'] });
    expect(html).toContain('<title>&lt;b&gt;x&lt;/b&gt;</title>');
    expect(html).toContain('href="/a.css&quot;&gt;&lt;script&gt;"');
  });

  it("asks for the page's main image first: React's image preload goes to the top of <head>", () => {
    const hint = '<link rel="preload" as="image" imageSrcSet="/uploads/a.webp 400w" fetchPriority="high"/>';
    const html = build({ markup: `${hint}<div class="app">x</div>` });
    expect(html).toContain(`<head><meta charset="utf-8">${hint}<title>`);
    expect(html).toContain('<div id="root" data-first-view><div class="app">x</div></div>');
  });

  it('refuses a page without #root', () => {
    expect(() =>
      firstViewDocument({ template: '<html></html>', markup: '', data: { entries: [] }, title: '', stylesheets: [] }),
    ).toThrow(/root/);
  });
});
