import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DeployedFiles } from './deployed-files';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('DeployedFiles', () => {
  describe('from the build folders (npm start, one host)', () => {
    let root: string;
    beforeEach(() => {
      root = mkdtempSync(path.join(tmpdir(), 'deployed-files-'));
      mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
    });
    afterEach(() => rmSync(root, { recursive: true, force: true }));

    it('reads the file with its hash, and sees a redeploy at once', async () => {
      const file = path.join(root, 'shell', 'dist', 'index.html');
      writeFileSync(file, '<html>one</html>');
      const files = new DeployedFiles(root, null);
      await expect(files.read('shell', 'index.html', '/index.html')).resolves.toEqual({
        content: '<html>one</html>',
        sha256: sha256('<html>one</html>'),
      });
      writeFileSync(file, '<html>second build</html>');
      expect((await files.read('shell', 'index.html', '/index.html'))?.sha256).toBe(
        sha256('<html>second build</html>'),
      );
    });

    it('is null when the app is not deployed there', async () => {
      await expect(new DeployedFiles(root, null).read('mfe-catalog', 'mf-manifest.json', '/x')).resolves.toBeNull();
    });
  });

  describe('from the gateway (front ends in their own containers)', () => {
    let server: Server;
    let origin: string;
    let body = '{"id":"catalog"}';
    let served = 0;
    beforeAll(async () => {
      server = createServer((req, res) => {
        served += 1;
        if (req.url === '/mfe/catalog/mf-manifest.json') res.writeHead(200).end(body);
        else res.writeHead(404).end('Not found');
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('asks the origin, reuses the answer for a second, then asks again', async () => {
      const files = new DeployedFiles('/unused', origin);
      served = 0;
      expect((await files.read('mfe-catalog', 'mf-manifest.json', '/mfe/catalog/mf-manifest.json'))?.content).toBe(
        body,
      );
      await files.read('mfe-catalog', 'mf-manifest.json', '/mfe/catalog/mf-manifest.json');
      expect(served).toBe(1);
      body = '{"id":"catalog","redeployed":true}';
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect((await files.read('mfe-catalog', 'mf-manifest.json', '/mfe/catalog/mf-manifest.json'))?.sha256).toBe(
        sha256(body),
      );
    });

    it('is null for a missing file or an origin that does not answer', async () => {
      await expect(new DeployedFiles('/unused', origin).read('shell', 'index.html', '/index.html')).resolves.toBeNull();
      await expect(
        new DeployedFiles('/unused', 'http://127.0.0.1:9').read('shell', 'index.html', '/index.html'),
      ).resolves.toBeNull();
    });
  });
});
