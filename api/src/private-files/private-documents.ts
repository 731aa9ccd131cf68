import sharp from 'sharp';
import { decodeHeic } from '../images/heic';
import { looksLikeBomb } from '../images/images.service';

/*
 * What a private document may be (docs/product.md#private-documents): a photo (JPEG, PNG, GIF, and the phones' WebP
 * and HEIC) or a PDF, decided by its bytes, never by the type the client names. Photos are re-encoded as JPEG without
 * any metadata (a phone's EXIF holds where the photo was taken); a PDF is kept as sent.
 */

export type DocumentKind = 'image' | 'pdf';

export interface CheckedDocument {
  kind: DocumentKind;
  bytes: Buffer;
  /** The stored file's extension and type. */
  extension: 'jpg' | 'pdf';
  contentType: 'image/jpeg' | 'application/pdf';
}

type ImageFormat = 'jpeg' | 'png' | 'gif' | 'webp' | 'heif';
const HEIF_BRANDS = ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1'];
/** Sharp refuses more pixels than this before decoding (about 8k x 8k). */
const MAX_INPUT_PIXELS = 64_000_000;
/** A receipt stays readable at this width; a phone's 4000 px photo is scaled down. */
const MAX_WIDTH = 2400;

function imageFormat(bytes: Buffer): ImageFormat | null {
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

/** A PDF begins with its header and ends with its end-of-file marker (trailing whitespace aside). */
function isPdf(bytes: Buffer): boolean {
  return (
    bytes.length > 16 &&
    /^%PDF-\d\.\d/.test(bytes.toString('latin1', 0, 8)) &&
    bytes.toString('latin1', Math.max(0, bytes.length - 1024)).includes('%%EOF')
  );
}

/** The bytes of a base64 data URL, or null when it is not one or decodes to more than `maxBytes`. */
export function dataUrlBytes(dataUrl: string, maxBytes: number): Buffer | null {
  const match = /^data:[\w.+/-]*(?:;[\w.+-]+=[\w.+-]*)*;base64,/i.exec(dataUrl.slice(0, 256));
  if (!match) return null;
  const base64 = dataUrl.slice(match[0].length).replace(/\s/g, '');
  if (base64.length === 0 || Math.floor((base64.length * 3) / 4) > maxBytes + 2) return null;
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) return null;
  const bytes = Buffer.from(base64, 'base64');
  return bytes.length > maxBytes ? null : bytes;
}

/** The document as it will be stored, or null when its bytes are neither a readable image nor a PDF. */
export async function checkDocument(bytes: Buffer): Promise<CheckedDocument | null> {
  if (isPdf(bytes)) return { kind: 'pdf', bytes, extension: 'pdf', contentType: 'application/pdf' };
  const format = imageFormat(bytes);
  if (!format) return null;
  try {
    const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const };
    const metadata = await sharp(bytes, options).metadata();
    if (metadata.format !== format || !metadata.width || !metadata.height) return null;
    if (looksLikeBomb(metadata.width, metadata.height * (metadata.pages ?? 1), bytes.length)) return null;
    let input = sharp(bytes, options);
    if (format === 'heif' && metadata.compression === 'hevc') {
      const { width, height, rgba } = await decodeHeic(bytes);
      input = sharp(rgba, { raw: { width, height, channels: 4 }, limitInputPixels: MAX_INPUT_PIXELS });
    }
    const jpeg = await input
      .rotate()
      .resize({ width: MAX_WIDTH, height: MAX_WIDTH * 2, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
    return { kind: 'image', bytes: jpeg, extension: 'jpg', contentType: 'image/jpeg' };
  } catch {
    return null;
  }
}
