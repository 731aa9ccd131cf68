import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

export interface DeployedFile {
  content: string;
  sha256: string;
}

/** How long an answer from the front ends' origin is reused: a redeploy is seen within this time. */
const ORIGIN_CACHE_MS = 1000;
const ORIGIN_TIMEOUT_MS = 1500;

/**
 * A file of the deployed front ends (the shell's index.html, a remote's mf-manifest.json), as the browser will get
 * it: read from the build folder (`npm start`, one host), or from the gateway's internal address when the front ends
 * are deployed as their own containers. null when it cannot be read: the first view is then simply not rendered.
 */
export class DeployedFiles {
  private readonly cache = new Map<string, { key: string; file: DeployedFile | null }>();

  constructor(
    private readonly root: string,
    private readonly origin: string | null,
  ) {}

  /** `dir`: the app's folder under root; `urlPath`: where the gateway serves the same file. */
  async read(dir: string, file: string, urlPath: string): Promise<DeployedFile | null> {
    return this.origin
      ? this.fromOrigin(`${this.origin}${urlPath}`)
      : this.fromDisk(path.join(this.root, dir, 'dist', file));
  }

  private async fromDisk(file: string): Promise<DeployedFile | null> {
    try {
      const info = await stat(file);
      const key = `${info.mtimeMs}:${info.size}`;
      const cached = this.cache.get(file);
      if (cached?.key === key) return cached.file;
      const deployed = described(await readFile(file, 'utf8'));
      this.cache.set(file, { key, file: deployed });
      return deployed;
    } catch {
      return null;
    }
  }

  private async fromOrigin(url: string): Promise<DeployedFile | null> {
    const now = Date.now();
    const cached = this.cache.get(url);
    if (cached && now - Number(cached.key) < ORIGIN_CACHE_MS) return cached.file;
    let file: DeployedFile | null = null;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(ORIGIN_TIMEOUT_MS) });
      if (response.ok) file = described(await response.text());
    } catch {
      file = null;
    }
    this.cache.set(url, { key: String(now), file });
    return file;
  }
}

function described(content: string): DeployedFile {
  return { content, sha256: createHash('sha256').update(content).digest('hex') };
}
