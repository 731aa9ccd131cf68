import sharp from 'sharp';

export type ImageFormat = 'png' | 'jpeg' | 'gif';
const MIME: Record<ImageFormat, string> = { png: 'image/png', jpeg: 'image/jpeg', gif: 'image/gif' };

export const toDataUrl = (bytes: Buffer, mime: string) => `data:${mime};base64,${bytes.toString('base64')}`;

export async function imageBytes(format: ImageFormat, size = 16): Promise<Buffer> {
  const base = sharp({ create: { width: size, height: size, channels: 3, background: { r: 200, g: 120, b: 40 } } });
  return base[format]().toBuffer();
}

/** A small valid image as a data URL, as the front ends send it. */
export async function imageDataUrl(format: ImageFormat = 'png', size = 16): Promise<string> {
  return toDataUrl(await imageBytes(format, size), MIME[format]);
}

/** A JPEG carrying EXIF (camera owner, GPS-like text) so the suite can check the API strips metadata. */
export async function jpegWithExifDataUrl(): Promise<string> {
  const bytes = await sharp({ create: { width: 32, height: 32, channels: 3, background: { r: 10, g: 90, b: 200 } } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Secret Owner', ImageDescription: 'home address 12 rue Cachee' } })
    .toBuffer();
  return toDataUrl(bytes, 'image/jpeg');
}

/**
 * A genuine PNG of about 11 MB: uncompressed pixels, so the file really is that big while its data URL still fits
 * under the 15 MB JSON body limit.
 */
export async function largePngDataUrl(targetBytes = 11 * 1000 * 1000): Promise<{ dataUrl: string; bytes: number }> {
  const width = 2000;
  const height = Math.ceil(targetBytes / (width * 3 + 1));
  const bytes = await sharp(Buffer.alloc(width * height * 3, 127), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0, adaptiveFiltering: false, palette: false })
    .toBuffer();
  return { dataUrl: toDataUrl(bytes, 'image/png'), bytes: bytes.length };
}

/** A text file dressed up as a PNG data URL. */
export const fakePngDataUrl = () => toDataUrl(Buffer.from('this is not an image, just text\n'.repeat(20)), 'image/png');
