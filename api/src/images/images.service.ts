import type { Readable } from 'node:stream';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { tableErrorBody } from '../common/all-exceptions.filter';
import { fieldErrors } from '../common/field-errors';
import { INVALID_IMAGE_MESSAGE, MAX_IMAGE_BYTES, MEDIUM_IMAGE_WIDTH, mediumImageUrl } from '@petfoster/contracts';
import { randomUUID } from 'node:crypto';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { NextFunction, Request, Response } from 'express';
import sharp from 'sharp';
import { APP_CONFIG, RuntimeConfig } from '../config/app-config';
import { decodeHeic } from './heic';
import { contentTypeOf, IMAGE_STORE, type ImageStore } from './storage/image-store';

export const UPLOADS_PREFIX = '/uploads/';
/**
 * The names this service gives files (`<uuid>.jpg`, `<uuid>.webp`, `<uuid>-800.webp`), with room to spare: a longer
 * name or one with other characters was never stored, so it is a 404 without asking the store (an anonymous visitor
 * must not be able to make the store fail, see serveFromStore).
 */
const OWN_NAME = /^[\w-]{1,64}\.(?:jpg|png|gif|webp)$/;
/** What a log line may quote of a name a client sent. */
const LOGGED_NAME_LENGTH = 100;
/** Larger images are scaled down: nobody needs more on an animal card or profile. */
const MAX_WIDTH = 1600;
const THUMBNAIL_WIDTH = 400;
const THUMBNAIL_MAX_BYTES = 30 * 1024;
/** Refuses decompression bombs before sharp allocates pixels (about 8k x 8k). */
const MAX_INPUT_PIXELS = 64_000_000;
/**
 * Above this many pixels, an image must also weigh at least MIN_BYTES_PER_PIXEL per pixel (docs/security.md#second-pass): a
 * photo's pixels carry detail, so a 48 MP camera JPEG under 10 MB still has about 0.1 byte per pixel and a 12 MP one
 * about 0.3, while a 61 KB PNG declaring 7999 x 7999 pixels has 0.001. Decided from the header, before any decoding.
 */
const DENSITY_CHECK_PIXELS = 4_000_000;
const MIN_BYTES_PER_PIXEL = 0.005;

/** True when the declared size is far beyond what a picture of that many bytes holds. */
export function looksLikeBomb(width: number, height: number, bytes: number): boolean {
  const pixels = width * height;
  return pixels > DENSITY_CHECK_PIXELS && bytes / pixels < MIN_BYTES_PER_PIXEL;
}

type Format = 'jpeg' | 'png' | 'gif' | 'webp' | 'heif';
/** What is stored: the SPEC formats as they came; phone photos (WebP, HEIC) converted, PNG where they have alpha. */
type StoredFormat = 'jpeg' | 'png' | 'gif';
/** The major brands of HEIF files (ISO/IEC 23008-12): HEIC photos and image sequences. */
const HEIF_BRANDS = ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1'];
export interface StoredImage {
  url_image: string;
  url_thumbnail: string;
}
/** A stored image with its size in pixels (the animal gallery's width and height, docs/product.md#animal-gallery). */
export interface SizedImage {
  image: StoredImage;
  width: number;
  height: number;
}
/** What an entity's url_image becomes after an update: unchanged, or a new pair of files (with their size). */
export type ImageChange = { kind: 'keep' } | ({ kind: 'replace' } & SizedImage);

function sniff(bytes: Buffer): Format | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(bytes.subarray(0, 6).toString('latin1'))) return 'gif';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP')
    return 'webp';
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 4, 8) === 'ftyp' &&
    HEIF_BRANDS.includes(bytes.toString('latin1', 8, 12))
  )
    return 'heif';
  return null;
}

// Every image travels as url_image: the form shows the reason under its image field.
const invalid = () => fieldErrors({ url_image: INVALID_IMAGE_MESSAGE });
const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

@Injectable()
export class ImagesService {
  private readonly logger = new Logger(ImagesService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: RuntimeConfig,
    @Inject(IMAGE_STORE) private readonly store: ImageStore,
  ) {}

  /** One of the files we stored, as a path or (when a client echoes it back absolute) as a full URL. */
  isOwnUrl(value: string): boolean {
    const name = /^(?:https?:\/\/[^/\s]+)?\/uploads\/([^/]*)$/.exec(value)?.[1];
    return name !== undefined && OWN_NAME.test(name);
  }

  /**
   * Turns a client url_image into a change: null, '' or one of our /uploads URLs keep the current image;
   * a data URL is checked, re-encoded and stored. Anything else is a 400.
   */
  async fromInput(value: string | null | undefined): Promise<ImageChange> {
    if (value === undefined || value === null || value.trim() === '' || this.isOwnUrl(value.trim()))
      return { kind: 'keep' };
    return { kind: 'replace', ...(await this.storeSizedDataUrl(value)) };
  }

  async storeDataUrl(dataUrl: string): Promise<StoredImage> {
    return (await this.storeSizedDataUrl(dataUrl)).image;
  }

  /** storeDataUrl, with the stored image's width and height. */
  async storeSizedDataUrl(dataUrl: string): Promise<SizedImage> {
    // Only the header is matched with a regex; the payload is checked separately to keep this linear.
    const match = /^data:[\w.+/-]*(?:;[\w.+-]+=[\w.+-]*)*;base64,/i.exec(dataUrl.slice(0, 256));
    if (!match) throw invalid();
    const base64 = dataUrl.slice(match[0].length).replace(/\s/g, '');
    // Decoded size is 3/4 of the base64 length: refuse before allocating anything big.
    if (
      base64.length === 0 ||
      Math.floor((base64.length * 3) / 4) > MAX_IMAGE_BYTES + 2 ||
      !/^[A-Za-z0-9+/]*={0,2}$/.test(base64)
    )
      throw invalid();
    const bytes = Buffer.from(base64, 'base64');
    if (bytes.length > MAX_IMAGE_BYTES) throw invalid();
    return this.storeSized(bytes);
  }

  /**
   * Stores image bytes (JPEG, PNG or GIF; WebP and HEIC photos converted) re-encoded without metadata, with every
   * variant the pages ask for made now (docs/decisions/stateless-api.md: none on first request, whichever host or store): a WebP thumbnail
   * and the medium WebP of srcset.
   */
  async storeBuffer(bytes: Buffer): Promise<StoredImage> {
    return (await this.storeSized(bytes)).image;
  }

  private async storeSized(bytes: Buffer): Promise<SizedImage> {
    const format = sniff(bytes);
    if (!format) throw invalid();
    let stored: StoredFormat;
    let main: Buffer;
    let thumbnail: Buffer;
    let medium: Buffer;
    let size: { width: number; height: number };
    try {
      const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const };
      const metadata = await sharp(bytes, options).metadata();
      // The bytes must really be what their signature claims (sharp parses the whole header, HEIC's included).
      if (metadata.format !== format || !metadata.width || !metadata.height) throw new Error('format mismatch');
      // metadata() reads the header only: a bomb is refused before a single pixel is decoded.
      if (looksLikeBomb(metadata.width, metadata.height * (metadata.pages ?? 1), bytes.length))
        throw new Error('decompression bomb');
      if (metadata.width * metadata.height > MAX_INPUT_PIXELS) throw new Error('too many pixels');
      let input = () => sharp(bytes, options);
      if (format === 'heif' && metadata.compression === 'hevc') {
        // sharp has no HEVC decoder: the pixels come from heic-decode (./heic.ts), already turned upright by libheif.
        const { width, height, rgba } = await decodeHeic(bytes);
        input = () => sharp(rgba, { raw: { width, height, channels: 4 }, limitInputPixels: MAX_INPUT_PIXELS });
      }
      stored = format === 'webp' || format === 'heif' ? (metadata.hasAlpha ? 'png' : 'jpeg') : format;
      const resized = input()
        .rotate()
        .resize({ width: MAX_WIDTH, height: MAX_WIDTH, fit: 'inside', withoutEnlargement: true });
      main =
        stored === 'jpeg'
          ? await resized.jpeg({ quality: 85, mozjpeg: true }).toBuffer()
          : stored === 'png'
            ? await resized.png({ compressionLevel: 9 }).toBuffer()
            : await resized.gif().toBuffer();
      thumbnail = await this.thumbnail(input);
      medium = await mediumOf(main);
      // A header read of what was stored: a GIF's frames are stacked, its page height is the picture's.
      const written = await sharp(main).metadata();
      size = { width: written.width ?? 0, height: written.pageHeight ?? written.height ?? 0 };
    } catch {
      throw invalid();
    }
    const name = randomUUID();
    const extension = stored === 'jpeg' ? 'jpg' : stored;
    const files: Array<[string, Buffer]> = [
      [`${name}.${extension}`, main],
      [`${name}.webp`, thumbnail],
      [`${name}-${MEDIUM_IMAGE_WIDTH}.webp`, medium],
    ];
    try {
      await Promise.all(files.map(([file, content]) => this.store.put(file, content, contentTypeOf(file))));
    } catch (error) {
      // Nothing half-stored stays behind.
      await Promise.all(files.map(([file]) => this.store.delete(file).catch(() => undefined)));
      throw error;
    }
    return {
      image: { url_image: `${UPLOADS_PREFIX}${name}.${extension}`, url_thumbnail: `${UPLOADS_PREFIX}${name}.webp` },
      ...size,
    };
  }

  private async thumbnail(input: () => sharp.Sharp): Promise<Buffer> {
    let output: Buffer = Buffer.alloc(0);
    for (const [width, quality] of [
      [THUMBNAIL_WIDTH, 70],
      [THUMBNAIL_WIDTH, 55],
      [320, 45],
      [240, 40],
    ] as const) {
      output = await input()
        .rotate()
        .resize({ width, height: width * 2, fit: 'inside', withoutEnlargement: true })
        .webp({ quality, effort: 4 })
        .toBuffer();
      if (output.length <= THUMBNAIL_MAX_BYTES) break;
    }
    return output;
  }

  /**
   * Images stored before images were shared by every host (docs/decisions/images-on-s3.md) have no medium variant yet (it was made on first request then): on the local
   * store it is made once, on its first request, from the stored image. New uploads have it from the start, and the
   * S3 store only ever holds new uploads, so this never runs there.
   */
  async ensureLegacyMedium(requestPath: string): Promise<string | null> {
    const match = /^\/([\w-]+)-(\d+)\.webp$/.exec(requestPath);
    if (!match || Number(match[2]) !== MEDIUM_IMAGE_WIDTH || this.store.driver !== 'local') return null;
    const target = `${match[1]}-${MEDIUM_IMAGE_WIDTH}.webp`;
    if (await exists(path.join(this.config.uploadDir, target))) return target;
    let source: string | null = null;
    for (const extension of ['jpg', 'png', 'gif']) {
      const candidate = path.join(this.config.uploadDir, `${match[1]}.${extension}`);
      if (await exists(candidate)) source = candidate;
    }
    if (!source) return null;
    const pending = this.mediumInFlight.get(target);
    if (pending) return pending;
    const from = source;
    const work = (async () => {
      await this.store.put(target, await mediumOf(from), 'image/webp');
      return target;
    })().finally(() => this.mediumInFlight.delete(target));
    this.mediumInFlight.set(target, work);
    return work;
  }

  private readonly mediumInFlight = new Map<string, Promise<string>>();

  /**
   * GET /uploads/<name> from the S3 store (the local store is served by express.static): the object streamed with
   * its type and a year-long cache (names are never reused); 404 in the API's JSON when there is no such image,
   * whether the name cannot be ours (the store is not asked) or the store refuses the key. 503 only when the store
   * itself fails: the gateway passes it on without counting it against the API instance (deploy/nginx).
   */
  readonly serveFromStore = (req: Request, res: Response, next: NextFunction): void => {
    const name = req.path.slice(1);
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !this.isOwnUrl(`${UPLOADS_PREFIX}${name}`)) return next();
    this.store.get(name).then(
      async (object) => {
        if (!object) return next();
        res.setHeader('Content-Type', object.contentType);
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        if (object.contentLength !== undefined) res.setHeader('Content-Length', String(object.contentLength));
        if (object.etag) res.setHeader('ETag', object.etag);
        if (req.method === 'HEAD') {
          object.body.destroy();
          res.end();
          return;
        }
        await pipeline(object.body, res).catch(() => undefined);
      },
      (error: unknown) => {
        this.logger.warn(`Image store unreachable for ${name.slice(0, LOGGED_NAME_LENGTH)}: ${(error as Error).name}`);
        res.status(503).json(tableErrorBody('image_unavailable'));
      },
    );
  };

  /** One of our stored images as a stream (the data export, docs/security.md#data-export); null when not ours or gone. */
  async open(url: string): Promise<Readable | null> {
    if (!this.isOwnUrl(url)) return null;
    const object = await this.store.get(path.basename(url));
    return object?.body ?? null;
  }

  /**
   * The pixel size of one of our stored images, read from its header by sharp (a GIF's frame height, as at upload);
   * null when the URL is not ours, the store has no such file or cannot be read, or the bytes are no image. Only the
   * gallery's covers stored before sizes were kept need it (docs/product.md#animal-gallery).
   */
  async sizeOf(url: string): Promise<{ width: number; height: number } | null> {
    if (!this.isOwnUrl(url)) return null;
    try {
      const object = await this.store.get(path.basename(url));
      if (!object) return null;
      const chunks: Buffer[] = [];
      let length = 0;
      for await (const chunk of object.body as AsyncIterable<Buffer>) {
        length += chunk.length;
        // Our stored images are re-encoded at 1600 px: anything past the upload limit is not one of them.
        if (length > MAX_IMAGE_BYTES) {
          object.body.destroy();
          return null;
        }
        chunks.push(chunk);
      }
      const metadata = await sharp(Buffer.concat(chunks), { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
      const width = metadata.width ?? 0;
      const height = metadata.pageHeight ?? metadata.height ?? 0;
      return width > 0 && height > 0 ? { width, height } : null;
    } catch (error) {
      this.logger.warn(`Could not read the size of ${path.basename(url)}: ${(error as Error).name}`);
      return null;
    }
  }

  /** Deletes stored images and their variants; called after the database change committed. */
  async remove(...urls: Array<string | null | undefined>): Promise<void> {
    await Promise.all(
      urls
        .flatMap((url) => [url, mediumImageUrl(url)])
        .filter((url): url is string => typeof url === 'string' && this.isOwnUrl(url))
        .map(async (url) => {
          try {
            // basename(): only ever one of our names, whatever the stored value looks like.
            await this.store.delete(path.basename(url));
          } catch (error) {
            this.logger.warn(`Could not delete ${url}: ${(error as Error).message}`);
          }
        }),
    );
  }
}

/**
 * WebP quality of the medium variant: it is the animal page's largest paint on a phone, so its bytes are the page's
 * time on a slow network; 65 rather than 72 takes 12 % off a photograph, and the encoder's most thorough search
 * (effort 6) another 3 to 4 % for about 70 ms more per upload, paid once (docs/performance.md#gallery).
 */
const MEDIUM_WEBP_QUALITY = 65;

/** The medium WebP of srcset (MEDIUM_IMAGE_WIDTH wide at most), from image bytes or a file. */
function mediumOf(input: Buffer | string): Promise<Buffer> {
  return sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
    .resize({ width: MEDIUM_IMAGE_WIDTH, height: MEDIUM_IMAGE_WIDTH * 2, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: MEDIUM_WEBP_QUALITY, effort: 6 })
    .toBuffer();
}
