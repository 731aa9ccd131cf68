import express from 'express';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import apps from '../../../packages/platform/apps.json';
import type { PageStatus } from './page-status.service';
import { webMiddlewares } from './static-web';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { buildWidget } = require('../../../widget/build') as { buildWidget: (outDir: string) => unknown };

describe('static web (npm start serving the built front ends)', () => {
  let webRoot: string;
  let app: express.Express;

  beforeAll(() => {
    webRoot = mkdtempSync(path.join(tmpdir(), 'petfoster-web-'));
    for (const [name, { dir }] of Object.entries(apps)) {
      mkdirSync(path.join(webRoot, dir, 'dist'), { recursive: true });
      const file = name === 'shell' ? 'index.html' : 'remoteEntry.js';
      writeFileSync(path.join(webRoot, dir, 'dist', file), `${name} build`);
      // The build's compressed copies (compression-webpack-plugin), with a text that tells which copy was sent.
      writeFileSync(path.join(webRoot, dir, 'dist', `${file}.br`), brotliCompressSync(`${name} brotli copy`));
      writeFileSync(path.join(webRoot, dir, 'dist', `${file}.gz`), gzipSync(`${name} gzip copy`));
    }
    const css = path.join(webRoot, 'shell', 'dist', 'vendors.0123456789.css');
    writeFileSync(css, 'body{}');
    writeFileSync(`${css}.br`, brotliCompressSync('css brotli copy'));
    writeFileSync(`${css}.gz`, gzipSync('css gzip copy'));
    // The widget for associations' sites, as the shell's build writes it (widget/build.js).
    buildWidget(path.join(webRoot, 'shell', 'dist'));
    app = express();
    const pageStatus = async (pathname: string): Promise<PageStatus> => (pathname === '/nimporte-quoi' ? 404 : 200);
    for (const middleware of webMiddlewares(webRoot, pageStatus)) app.use(middleware);
  });

  afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

  it('serves every remote of the registry at /mfe/<name>/ from its own dist folder', async () => {
    for (const name of Object.keys(apps).filter((app) => app !== 'shell')) {
      const response = await request(app).get(`/mfe/${name}/remoteEntry.js`).set('Accept-Encoding', 'identity');
      expect(response.status).toBe(200);
      expect(response.text).toBe(`${name} build`);
    }
  });

  it('serves the widget at /widget.js, brotli to the browsers that accept it, revalidated on every load', async () => {
    const widget = await request(app).get('/widget.js').set('Accept-Encoding', 'gzip, deflate, br');
    expect(widget.status).toBe(200);
    expect(widget.headers['content-encoding']).toBe('br');
    expect(widget.headers['content-type']).toMatch(/javascript/);
    expect(widget.headers['cache-control']).toBe('no-cache');
    expect(widget.text).toContain('/api/public/v1/animals');
  });

  it('answers the shell for client-side routes and a plain 404 for an unknown remote', async () => {
    const page = await request(app).get('/animals-details/1').set('Accept-Encoding', 'identity');
    expect(page.status).toBe(200);
    expect(page.text).toBe('shell build');
    const unknown = await request(app).get('/mfe/unknown/remoteEntry.js');
    expect(unknown.status).toBe(404);
    expect(unknown.text).toBe('Not found');
  });

  it("answers the shell with the page's status, and a plain 404 for a file that is not there", async () => {
    const page = await request(app).get('/nimporte-quoi').set('Accept-Encoding', 'identity');
    expect(page.status).toBe(404);
    expect(page.text).toBe('shell build');
    expect(page.headers['cache-control']).toBe('no-cache');
    const file = await request(app).get('/main.0123456789.js');
    expect(file.status).toBe(404);
    expect(file.text).toBe('Not found');
  });

  it("sends the build's brotli or gzip copy to clients that accept it, with Content-Encoding and Vary", async () => {
    const brotli = await request(app).get('/mfe/catalog/remoteEntry.js').set('Accept-Encoding', 'gzip, deflate, br');
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    // The federation entry is revalidated on every load, compressed or not.
    expect(brotli.headers['cache-control']).toBe('no-cache');
    expect(brotli.text).toBe('catalog brotli copy');

    const gzip = await request(app).get('/animals').set('Accept-Encoding', 'gzip');
    expect(gzip.status).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['content-type']).toMatch(/html/);
    expect(gzip.text).toBe('shell gzip copy');

    const stylesheet = await request(app).get('/vendors.0123456789.css').set('Accept-Encoding', 'br');
    expect(stylesheet.headers['content-encoding']).toBe('br');
    expect(stylesheet.headers['content-type']).toMatch(/text\/css/);
    expect(stylesheet.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(stylesheet.text).toBe('css brotli copy');
    const gzipStylesheet = await request(app).get('/vendors.0123456789.css').set('Accept-Encoding', 'gzip');
    expect(gzipStylesheet.headers['content-encoding']).toBe('gzip');
    expect(gzipStylesheet.text).toBe('css gzip copy');

    const identity = await request(app).get('/mfe/catalog/remoteEntry.js').set('Accept-Encoding', 'identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.text).toBe('catalog build');
  });
});
