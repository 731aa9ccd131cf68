/*
 * jsdom decodes and draws no image. fakeImageCodec stands for the browser's: its decoder (createImageBitmap) sees
 * every image at `width` x `height`, and its canvas encoder (OffscreenCanvas) gives images of `encodedBytes` bytes, so
 * the image input's shrinking (packages/platform/src/screens/images/shrink-image.ts) runs in a test as in a browser.
 * Each encoding is recorded; restore() takes both away. The browser journeys run the real ones.
 */
export interface FakeEncoding {
  width: number;
  height: number;
  type: string;
  quality: number | undefined;
}

export function fakeImageCodec({
  width,
  height,
  encodedBytes,
}: {
  width: number;
  height: number;
  encodedBytes: number;
}) {
  const encodings: FakeEncoding[] = [];
  class FakeOffscreenCanvas {
    constructor(
      readonly width: number,
      readonly height: number,
    ) {}
    getContext() {
      return { fillStyle: '', fillRect() {}, drawImage() {} };
    }
    convertToBlob({ type = 'image/png', quality }: { type?: string; quality?: number } = {}) {
      encodings.push({ width: this.width, height: this.height, type, quality });
      return Promise.resolve(new Blob([new Uint8Array(encodedBytes)], { type }));
    }
  }
  Object.defineProperty(globalThis, 'createImageBitmap', {
    configurable: true,
    value: () => Promise.resolve({ width, height, close: () => undefined }),
  });
  Object.defineProperty(globalThis, 'OffscreenCanvas', { configurable: true, value: FakeOffscreenCanvas });
  return {
    encodings,
    restore() {
      delete (globalThis as { createImageBitmap?: unknown }).createImageBitmap;
      delete (globalThis as { OffscreenCanvas?: unknown }).OffscreenCanvas;
    },
  };
}

/** A photo as a phone gives it: `bytes` bytes of JPEG (its content is never decoded, see fakeImageCodec). */
export function phonePhoto(name: string, bytes: number, type = 'image/jpeg'): File {
  const content = new Uint8Array(bytes);
  content.set([0xff, 0xd8, 0xff]);
  return new File([content], name, { type });
}
