/**
 * The status of a page (README, "Unknown paths"): the shell's pages answer 200 and any other path 404, with the shell
 * either way (it draws its 404 screen), so that search engines and link checkers see a missing page as missing. An
 * animal or an association that does not exist is a 404 too. `npm start` (this process serves the front ends) and
 * the API behind the gateway (it serves the association profile pages nginx sends it, from the deployed index.html).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { startApp, type TestApp } from './support/app';
import { createAnimal, registerAssociation } from './support/fixtures';
import { expectStatus } from './support/http';

const SHELL_INDEX =
  '<!doctype html><html><body><div id="root"></div><script defer src="/main.js"></script></body></html>';

describe('page statuses', () => {
  const webRoot = mkdtempSync(path.join(tmpdir(), 'petfoster-web-'));
  let npmStart: TestApp;
  let behindGateway: TestApp;
  let behindGatewayWithoutFirstView: TestApp;
  let associationId: number;
  let animalId: number;

  beforeAll(async () => {
    mkdirSync(path.join(webRoot, 'shell', 'dist'), { recursive: true });
    writeFileSync(path.join(webRoot, 'shell', 'dist', 'index.html'), SHELL_INDEX);
    // npm start: this process serves the built front ends (the renderer's builds are absent: plain pages).
    npmStart = await startApp({ webRoot });
    // An API instance behind the gateway: no front end served, the deployed index.html read where the first view
    // reads it.
    behindGateway = await startApp({
      reuseDatabaseOf: npmStart,
      webRoot: null,
      firstView: { root: webRoot, origin: null },
    });
    // FIRST_VIEW=false behind the gateway: nginx still sends these pages to the API.
    behindGatewayWithoutFirstView = await startApp({ reuseDatabaseOf: npmStart, webRoot: null, firstView: null });
    const shelter = await registerAssociation(npmStart.api);
    associationId = shelter.associationId;
    animalId = (await createAnimal(npmStart.api, shelter, { name: 'Plume' })).id;
  });
  afterAll(async () => {
    await behindGatewayWithoutFirstView?.close();
    await behindGateway?.close();
    await npmStart?.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const expectShell = (res: { headers: Record<string, string>; text: string }) => {
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toBe(SHELL_INDEX);
  };

  describe('npm start', () => {
    it.each([
      '/',
      '/animals?species=Chat',
      '/associations',
      '/association/1/animals-list',
      '/families/dashboard',
      '/families/dashboard/3/requests-management',
      '/reset-password',
      '/about/',
    ])('%s is a page of the shell: 200', async (route) => {
      const res = await npmStart.api.anon.get(route);
      expectStatus(res, 200);
      expectShell(res);
    });

    it('an existing association or animal is a page: 200', async () => {
      for (const route of [`/associationprofile/${associationId}`, `/animals-details/${animalId}`]) {
        const res = await npmStart.api.anon.get(route);
        expectStatus(res, 200);
        expectShell(res);
      }
    });

    it.each([
      '/nimporte-quoi',
      '/no/such/page',
      '/animals/12/extra',
      '/404',
      '/associationprofile/9999',
      '/associationprofile/abc',
      '/associationprofile/99999999999999999999',
      '/animals-details/9999',
    ])('%s is no page: 404 with the shell, which draws its 404 screen', async (route) => {
      const res = await npmStart.api.anon.get(route);
      expectStatus(res, 404);
      expectShell(res);
      expect(res.headers['cache-control']).toBe('no-cache');
    });

    it('HEAD tells the same status', async () => {
      const server = npmStart.app.getHttpServer() as Server;
      expect((await request(server).head('/associations')).status).toBe(200);
      expect((await request(server).head('/nimporte-quoi')).status).toBe(404);
    });
  });

  describe('behind the gateway (an association profile page sent to the API by nginx)', () => {
    it('an existing association: 200 with the deployed shell', async () => {
      const res = await behindGateway.api.anon.get(`/associationprofile/${associationId}`);
      expectStatus(res, 200);
      expectShell(res);
      expect(res.headers['cache-control']).toBe('no-cache');
    });

    it.each(['/associationprofile/9999', '/associationprofile/abc'])(
      '%s: 404 with the deployed shell',
      async (route) => {
        const res = await behindGateway.api.anon.get(route);
        expectStatus(res, 404);
        expectShell(res);
      },
    );
  });

  describe('behind the gateway with FIRST_VIEW=false', () => {
    it.each(['/', '/animals?species=Chat', '/animals-details/1', '/associationprofile/1'])(
      '%s: 503, on which nginx serves the shell itself (never a JSON 404 for a page)',
      async (route) => {
        // supertest itself: the suite's client refuses every 5xx, and this one is meant for nginx.
        const res = await request(behindGatewayWithoutFirstView.app.getHttpServer() as Server).get(route);
        expect(res.status).toBe(503);
        expect(res.headers['content-type']).toMatch(/^text\/plain/);
      },
    );
  });
});
