import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { exportArchive, type ExportFile } from './export-archive';

/** The archive's bytes, or the error that cut it. */
const collect = (stream: Readable) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });

describe('exportArchive', () => {
  const work = mkdtempSync(join(tmpdir(), 'petfoster-archive-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('writes a file the store has lost as an empty file, the others whole', async () => {
    const files: ExportFile[] = [
      { path: 'fichiers/perdu.jpg', open: async () => null },
      { path: 'fichiers/present.jpg', open: async () => Readable.from([Buffer.from('octets')]) },
    ];
    const zip = await collect(exportArchive('Lisez-moi', [], files));
    writeFileSync(join(work, 'lost.zip'), zip);
    execFileSync('unzip', ['-q', join(work, 'lost.zip'), '-d', join(work, 'lost')]);
    expect(readFileSync(join(work, 'lost/fichiers/perdu.jpg'))).toHaveLength(0);
    expect(readFileSync(join(work, 'lost/fichiers/present.jpg'), 'utf8')).toBe('octets');
  });

  it("cuts the archive with the store's error rather than ending it as if complete", async () => {
    const files: ExportFile[] = [{ path: 'fichiers/x.jpg', open: () => Promise.reject(new Error('store down')) }];
    await expect(collect(exportArchive('Lisez-moi', [], files))).rejects.toThrow('store down');
  });
});
