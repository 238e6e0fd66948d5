/** URL helpers for generated media; free of Node imports so client components can use them. */

const MEDIA_PREFIX = '/media/';
const RASTER_EXTENSION = /\.(webp|png|jpe?g|avif)$/i;

/** The 400x500 variant of a generated image (`/media/x/y.webp` → `/media/x/y.sm.webp`); other URLs are returned unchanged. */
export function smallImage(src: string): string {
  if (!src.startsWith(MEDIA_PREFIX) || src.includes('?') || src.includes('#')) return src;
  const match = RASTER_EXTENSION.exec(src);
  if (!match || src.slice(0, match.index).endsWith('.sm')) return src;
  return `${src.slice(0, match.index)}.sm${match[0]}`;
}

/** Shown wherever an image is missing or fails to load. */
export const PLACEHOLDER_IMAGE = '/placeholder.webp';
