import express from 'express';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import apps from '../../../packages/platform/apps.json';
import { webMiddlewares } from './static-web';

describe('static web (npm start serving the built front ends)', () => {
  let webRoot: string;
  let app: express.Express;

  beforeAll(() => {
    webRoot = mkdtempSync(path.join(tmpdir(), 'petfoster-web-'));
    for (const [name, { dir }] of Object.entries(apps)) {
      mkdirSync(path.join(webRoot, dir, 'dist'), { recursive: true });
      const file = name === 'shell' ? 'index.html' : 'remoteEntry.js';
      writeFileSync(path.join(webRoot, dir, 'dist', file), `${name} build`);
    }
    app = express();
    for (const middleware of webMiddlewares(webRoot)) app.use(middleware);
  });

  afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

  it('serves every remote of the registry at /mfe/<name>/ from its own dist folder', async () => {
    for (const name of Object.keys(apps).filter((app) => app !== 'shell')) {
      const response = await request(app).get(`/mfe/${name}/remoteEntry.js`);
      expect(response.status).toBe(200);
      expect(response.text).toBe(`${name} build`);
    }
  });

  it('answers the shell for client-side routes and a plain 404 for an unknown remote', async () => {
    const page = await request(app).get('/animals-details/1');
    expect(page.status).toBe(200);
    expect(page.text).toBe('shell build');
    const unknown = await request(app).get('/mfe/unknown/remoteEntry.js');
    expect(unknown.status).toBe(404);
    expect(unknown.text).toBe('Not found');
  });
});
