import path from 'node:path';
import { env } from '@/lib/env';

import { absoluteImageUrl } from './url';

export { smallImage, absoluteImageUrl, PLACEHOLDER_IMAGE } from './url';
export { swatchHex, colourSlug } from './colours';
export { heroImages, categoryImage, productImageUrl, ART_VERSION, type HeroImage } from './catalogue-art';

const root = () => path.resolve(env.MEDIA_DIR);

/** Where API clients fetch images from: MEDIA_BASE_URL (a CDN) or else the store's SITE_URL. */
export function mediaBaseUrl(): string {
  return (env.MEDIA_BASE_URL ?? env.SITE_URL).replace(/\/+$/, '');
}

/** Image paths as the API answers them: absolute URLs, so clients on another origin can show them. */
export function publicImageUrls(paths: readonly string[]): string[] {
  const base = mediaBaseUrl();
  return paths.map((src) => absoluteImageUrl(src, base));
}

/** Absolute path of a file under MEDIA_DIR for a relative path ('products/x.webp' or '/media/products/x.webp'). */
export function mediaPath(relative: string): string {
  const rel = relative.replace(/^\/?media\//, '').replace(/^\/+/, '');
  const resolved = path.resolve(root(), rel);
  if (resolved !== root() && !resolved.startsWith(root() + path.sep)) {
    throw new Error(`Media path escapes MEDIA_DIR: ${relative}`);
  }
  return resolved;
}

const contentTypes: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.svg': 'image/svg+xml',
  '.avif': 'image/avif',
};

/**
 * Resolves URL path segments to a servable file under MEDIA_DIR, or null when the path is unsafe
 * (traversal, hidden files, NUL bytes) or not an image type we serve.
 */
export function resolveMediaFile(segments: string[]): { file: string; contentType: string } | null {
  if (segments.length === 0) return null;
  for (const s of segments) {
    if (
      !s ||
      s === '.' ||
      s === '..' ||
      s.startsWith('.') ||
      s.includes('\0') ||
      s.includes('/') ||
      s.includes('\\')
    ) {
      return null;
    }
  }
  const contentType = contentTypes[path.extname(segments[segments.length - 1] ?? '').toLowerCase()];
  if (!contentType) return null;
  const file = path.resolve(root(), ...segments);
  if (!file.startsWith(root() + path.sep)) return null;
  return { file, contentType };
}
