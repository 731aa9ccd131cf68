import { StreamableFile } from '@nestjs/common';
import type { Response } from 'express';
import type { PrivateFile } from './private-files.service';

/** A private document ready to answer: its kind decides how a browser treats it, its name the saved file's. */
export interface NamedPrivateFile extends PrivateFile {
  kind: 'image' | 'pdf';
  filename: string;
}

/**
 * The answer of every private document's route (docs/product.md#private-documents): only its caller may keep it and
 * nothing caches it, from before the service runs (a refusal too); a photo is shown in the page, a PDF is saved,
 * never rendered by the site's origin.
 */
export async function privateFileAnswer(
  response: Response,
  load: () => Promise<NamedPrivateFile>,
): Promise<StreamableFile> {
  response.setHeader('Cache-Control', 'private, no-store');
  const file = await load();
  response.setHeader('X-Content-Type-Options', 'nosniff');
  const disposition = file.kind === 'pdf' ? 'attachment' : 'inline';
  return new StreamableFile(file.body, {
    type: file.contentType,
    length: file.contentLength,
    disposition: `${disposition}; filename="${file.filename}"`,
  });
}
