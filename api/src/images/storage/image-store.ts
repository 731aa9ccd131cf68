import type { Readable } from 'node:stream';

/** A stored image object as the server sends it. */
export interface StoredObject {
  body: Readable;
  contentType: string;
  contentLength?: number;
  etag?: string;
}

/**
 * Where image files live (docs/decisions/images-on-s3.md), by name (`<uuid>.jpg`, `<uuid>.webp`, `<uuid>-800.webp`): this host's
 * directory (STORAGE=local, the default) or an S3-compatible bucket that every host reaches (STORAGE=s3). Names come
 * from ImagesService only, never from a client.
 */
export interface ImageStore {
  readonly driver: 'local' | 's3';
  put(name: string, bytes: Buffer, contentType: string): Promise<void>;
  /** null when there is no such object. */
  get(name: string): Promise<StoredObject | null>;
  /** Missing objects are fine. */
  delete(name: string): Promise<void>;
}

export const IMAGE_STORE = Symbol('IMAGE_STORE');

/** Content types of the names ImagesService writes. */
export function contentTypeOf(name: string): string {
  const extension = name.slice(name.lastIndexOf('.') + 1);
  return (
    { jpg: 'image/jpeg', png: 'image/png', gif: 'image/gif', webp: 'image/webp' }[extension] ??
    'application/octet-stream'
  );
}
