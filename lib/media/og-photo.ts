import 'server-only';
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { resolveMediaFile } from './index';

/**
 * A stored product photo as a PNG data URL of at most `height` pixels, for an Open Graph card: the
 * card renderer (next/og) cannot read WebP. Null when the photo is not a file under MEDIA_DIR.
 */
export async function photoAsPngDataUrl(src: string | undefined, height: number): Promise<string | null> {
  if (!src?.startsWith('/media/')) return null;
  const target = resolveMediaFile(src.slice('/media/'.length).split('/'));
  if (!target || target.contentType === 'image/svg+xml') return null;
  try {
    const png = await sharp(await readFile(target.file))
      .resize({ height, withoutEnlargement: true })
      .png()
      .toBuffer();
    return `data:image/png;base64,${png.toString('base64')}`;
  } catch (error) {
    // A missing photo still gets the card with the name and price.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
