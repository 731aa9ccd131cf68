import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { APP_CONFIG, type RuntimeConfig } from '../config/app-config';
import type { ImageStore } from '../images/storage/image-store';
import { LocalImageStore } from '../images/storage/local-image-store';
import { S3ImageStore } from '../images/storage/s3-image-store';
import { signLink, verifyLink, type LinkHolder } from './private-links';

/** A private document's bytes as a route sends them. */
export interface PrivateFile {
  body: Readable;
  contentType: string;
  contentLength?: number;
}

/** The names this service gives: a random UUID and the extension of what was stored. */
const OWN_KEY = /^[\da-f-]{36}\.(jpg|pdf)$/;
const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', pdf: 'application/pdf' };
/** In the S3 bucket, under a prefix /uploads/ never serves (its names have no '/'). */
const S3_PREFIX = 'private/';

/**
 * Private documents (receipts, and any later document of a person: docs/product.md#private-documents) in the image
 * store's kind of storage, never where /uploads/ is served from: with STORAGE=local a directory beside the uploads
 * (`<data dir>/private`, not inside UPLOAD_DIR), with STORAGE=s3 the same bucket under `private/`, a prefix the
 * /uploads/ route refuses. Only the routes that check the caller's right read them.
 */
@Injectable()
export class PrivateFilesService implements OnModuleDestroy {
  private readonly logger = new Logger(PrivateFilesService.name);
  private readonly store: ImageStore;
  private readonly ready: Promise<unknown>;

  constructor(@Inject(APP_CONFIG) private readonly config: RuntimeConfig) {
    if (config.storage.driver === 's3') {
      this.store = new S3ImageStore(config.storage);
      this.ready = Promise.resolve();
    } else {
      const dir = path.join(config.dataDir ?? path.dirname(config.uploadDir), 'private');
      this.store = new LocalImageStore(dir);
      this.ready = mkdir(dir, { recursive: true, mode: 0o700 });
    }
  }

  private keyOf(name: string): string {
    return this.store.driver === 's3' ? `${S3_PREFIX}${name}` : name;
  }

  /** Stores the bytes under a new random name, which it answers. */
  async put(bytes: Buffer, extension: 'jpg' | 'pdf'): Promise<string> {
    await this.ready;
    const name = `${randomUUID()}.${extension}`;
    await this.store.put(this.keyOf(name), bytes, CONTENT_TYPES[extension]);
    return name;
  }

  /** null when there is no such document (or the name cannot be one of ours). */
  async open(name: string): Promise<PrivateFile | null> {
    if (!OWN_KEY.test(name)) return null;
    const object = await this.store.get(this.keyOf(name));
    if (!object) return null;
    return {
      body: object.body,
      contentType: CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1)],
      contentLength: object.contentLength,
    };
  }

  /** Deletes documents once the change that let them go has committed; a failure is logged, never thrown. */
  async remove(...names: Array<string | null | undefined>): Promise<void> {
    await Promise.all(
      names
        .filter((name): name is string => typeof name === 'string' && OWN_KEY.test(name))
        .map(async (name) => {
          try {
            await this.store.delete(this.keyOf(name));
          } catch (error) {
            this.logger.warn(`Could not delete a private document: ${(error as Error).name}`);
          }
        }),
    );
  }

  /** A link token of `subject` for `holder` (private-links.ts). */
  signLink(subject: string, holder: LinkHolder, now: Date, lifetimeMs: number): string {
    return signLink(this.config.jwtSecret, subject, holder, now, lifetimeMs);
  }

  verifyLink(subject: string, token: string | undefined, now: Date): LinkHolder | null {
    return verifyLink(this.config.jwtSecret, subject, token, now);
  }

  onModuleDestroy(): void {
    if (this.store instanceof S3ImageStore) this.store.destroy();
  }
}
