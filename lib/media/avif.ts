import { randomBytes } from 'node:crypto';
import { rename, rm } from 'node:fs/promises';
import sharp from 'sharp';

/**
 * AVIF at this quality is about 35-40% smaller than the store's WebP at 80-82 for the same look (measured on
 * the seeded catalogue: 108 kB against 175 kB for 20 product images); effort 1 keeps encoding near 100 ms.
 */
const AVIF = { quality: 45, effort: 1 } as const;

/** The AVIF twin of a WebP file (`x.webp` → `x.avif`, `x.sm.webp` → `x.sm.avif`), or null for other files. */
export function avifTwin(file: string): string | null {
  return file.endsWith('.webp') ? `${file.slice(0, -'.webp'.length)}.avif` : null;
}

/**
 * Writes the AVIF twin of an image already stored as WebP (or of its encoded bytes), so the media route can
 * answer browsers that accept AVIF with the smaller file. Written then renamed: never half a file.
 */
export async function writeAvifTwin(webpFile: string, source?: Buffer): Promise<void> {
  const target = avifTwin(webpFile);
  if (!target) return;
  const temp = `${target}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    await sharp(source ?? webpFile)
      .avif(AVIF)
      .toFile(temp);
    await rename(temp, target);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}
