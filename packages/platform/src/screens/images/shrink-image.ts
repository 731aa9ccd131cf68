/*
 * Photos are made smaller in the browser before they travel as data URLs in a JSON body
 * (docs/product.md#image-uploads): a phone photo of 4 to 8 MB becomes a JPEG of a few hundred KB, so several fit in
 * one message or piece of news under the API's body limit, and the upload is quick on a phone's connection. The API
 * re-encodes every image anyway (at most 1600 px wide), so nothing it keeps is lost by this.
 *
 * planShrink decides (pure, tested without a browser); shrinkImage does it with the browser's decoder
 * (createImageBitmap) and a canvas, and keeps the file as chosen whenever either is missing or fails.
 */

export const SHRINK_RULES = {
  /** The longest side after shrinking, in pixels. */
  maxSide: 2000,
  /** JPEG quality of a re-encoded photo. */
  jpegQuality: 0.85,
  /** A photo within maxSide and at most this heavy is sent as chosen: re-encoding it would gain little and cost quality. */
  keepMaxBytes: 300 * 1024,
  /** A PNG at most this heavy stays a PNG (a drawing, a screenshot: JPEG would blur its edges); a heavier one is a photo. */
  pngKeepMaxBytes: 1024 * 1024,
} as const;

/** What the browser knows of a chosen image once decoded. */
export interface ImageFacts {
  type: string;
  bytes: number;
  width: number;
  height: number;
}

export type ShrinkPlan =
  | { kind: 'keep' }
  | { kind: 'encode'; width: number; height: number; type: 'image/jpeg' | 'image/png'; quality?: number };

/** What to do with one image: send it as chosen, or draw it again at this size and in this format. */
export function planShrink({ type, bytes, width, height }: ImageFacts): ShrinkPlan {
  // A GIF may be animated: a canvas keeps its first frame only. The API's check (10 MB) applies to it as chosen.
  if (type === 'image/gif' || width <= 0 || height <= 0) return { kind: 'keep' };
  const scale = Math.min(1, SHRINK_RULES.maxSide / Math.max(width, height));
  const fits = scale === 1;
  if (fits && bytes <= SHRINK_RULES.keepMaxBytes) return { kind: 'keep' };
  const size = { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
  if (type === 'image/png' && bytes <= SHRINK_RULES.pngKeepMaxBytes) {
    return fits ? { kind: 'keep' } : { kind: 'encode', ...size, type: 'image/png' };
  }
  return { kind: 'encode', ...size, type: 'image/jpeg', quality: SHRINK_RULES.jpegQuality };
}

type Encoding = Extract<ShrinkPlan, { kind: 'encode' }>;

/** Draws the decoded image at the plan's size and encodes it; null when the browser has no canvas to do it. */
async function encode(bitmap: ImageBitmap, plan: Encoding): Promise<Blob | null> {
  const draw = (context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D) => {
    if (plan.type === 'image/jpeg') {
      // JPEG has no transparency: a transparent PNG or WebP gets white behind it, not black.
      context.fillStyle = '#fff';
      context.fillRect(0, 0, plan.width, plan.height);
    }
    context.drawImage(bitmap, 0, 0, plan.width, plan.height);
  };
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(plan.width, plan.height);
    const context = canvas.getContext('2d');
    if (!context) return null;
    draw(context);
    return canvas.convertToBlob({ type: plan.type, quality: plan.quality });
  }
  if (typeof document === 'undefined') return null;
  const canvas = document.createElement('canvas');
  canvas.width = plan.width;
  canvas.height = plan.height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  draw(context);
  return new Promise((resolve) => canvas.toBlob(resolve, plan.type, plan.quality));
}

/**
 * The image to send for a chosen file: smaller when planShrink says so, else the file itself. Never heavier than the
 * file when the file already fits maxSide; any failure (a HEIC the browser cannot draw, no canvas) keeps the file,
 * and the API converts and checks it as before.
 */
export async function shrinkImage(file: Blob): Promise<Blob> {
  if (typeof globalThis.createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    // Drawn upright: the EXIF orientation a phone writes is lost with the rest of the metadata once re-encoded.
    bitmap = await globalThis.createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const facts = { type: file.type, bytes: file.size, width: bitmap.width, height: bitmap.height };
    const plan = planShrink(facts);
    if (plan.kind === 'keep') return file;
    const encoded = await encode(bitmap, plan).catch(() => null);
    if (!encoded || !encoded.size) return file;
    const resized = plan.width !== facts.width || plan.height !== facts.height;
    return !resized && encoded.size >= file.size ? file : encoded;
  } finally {
    bitmap.close();
  }
}
