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

/**
 * The `srcset` of a generated image over its two variants (`.sm` 400 px and the 800 px original), so the
 * browser takes the smaller one wherever the slot's `sizes` times the screen's pixel ratio allows;
 * undefined for any other URL (an external image, the placeholder, a variant itself).
 */
export function mediaSrcSet(src: string): string | undefined {
  const small = smallImage(src);
  return small === src ? undefined : `${small} 400w, ${src} 800w`;
}

/**
 * A stored image path as an absolute URL under `base` (`/media/x.webp` → `https://cdn.example/media/x.webp`),
 * for clients served from another origin. Absolute URLs and anything that is not a root-relative path
 * (protocol-relative `//host`, empty) are returned unchanged.
 */
export function absoluteImageUrl(src: string, base: string): string {
  if (!src.startsWith('/') || src.startsWith('//') || src.startsWith('/\\')) return src;
  return `${base.replace(/\/+$/, '')}${src}`;
}

/**
 * The store's own path of an image URL the API answered (`{mediaBase}/media/x.webp` → `/media/x.webp`).
 * The store's pages show images from their own origin: no second host to reach, the small variants
 * apply, and nothing depends on SITE_URL naming the host the shopper actually used. Other URLs are kept.
 */
export function storeImagePath(src: string, mediaBase: string): string {
  const base = mediaBase.replace(/\/+$/, '');
  return src.startsWith(`${base}/`) ? src.slice(base.length) : src;
}

/** Shown wherever an image is missing or fails to load. */
export const PLACEHOLDER_IMAGE = '/placeholder.webp';
