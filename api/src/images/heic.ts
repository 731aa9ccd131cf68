/**
 * HEIC photos (iPhones, some Android phones) decoded to pixels. sharp's prebuilt libvips reads a HEIC header (size,
 * `compression: 'hevc'`) but has no HEVC decoder (patent licensing), so the pixels come from heic-decode 2.1, which
 * runs libheif compiled to WebAssembly (libheif-js): pure JavaScript for Node 20, no native build. Loaded on the first
 * HEIC only, so the API starts without its 8 MB of WebAssembly.
 */

interface HeicImage {
  width: number;
  height: number;
  decode(): Promise<{ width: number; height: number; data: Uint8ClampedArray }>;
}
type DecodeAll = (input: { buffer: Uint8Array }) => Promise<HeicImage[] & { dispose(): void }>;

let decoder: Promise<DecodeAll> | undefined;

function loadDecoder(): Promise<DecodeAll> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS package without types, loaded lazily
  decoder ??= Promise.resolve((require('heic-decode') as { all: DecodeAll }).all);
  return decoder;
}

/** The first image of a HEIC file as RGBA pixels. */
export async function decodeHeic(bytes: Buffer): Promise<{ width: number; height: number; rgba: Buffer }> {
  const images = await (await loadDecoder())({ buffer: bytes });
  try {
    const { width, height, data } = await images[0].decode();
    return { width, height, rgba: Buffer.from(data.buffer, data.byteOffset, data.byteLength) };
  } finally {
    images.dispose();
  }
}
