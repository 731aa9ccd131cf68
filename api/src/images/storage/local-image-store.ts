import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOf, type ImageStore, type StoredObject } from './image-store';

/** Images in UPLOAD_DIR on this host (express.static serves them; get() is for the rare reader that needs bytes). */
export class LocalImageStore implements ImageStore {
  readonly driver = 'local';

  constructor(private readonly dir: string) {}

  /** basename(): whatever the name looks like, the file stays inside the directory. */
  private pathOf(name: string): string {
    return path.join(this.dir, path.basename(name));
  }

  async put(name: string, bytes: Buffer): Promise<void> {
    // Written aside then renamed: a concurrent reader never sees half a file.
    const target = this.pathOf(name);
    const temporary = `${target}.${randomUUID()}.tmp`;
    await writeFile(temporary, bytes);
    await rename(temporary, target);
  }

  async get(name: string): Promise<StoredObject | null> {
    const file = this.pathOf(name);
    try {
      const { size } = await stat(file);
      return { body: createReadStream(file), contentType: contentTypeOf(name), contentLength: size };
    } catch {
      return null;
    }
  }

  async delete(name: string): Promise<void> {
    try {
      await unlink(this.pathOf(name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
}
