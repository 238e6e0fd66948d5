/**
 * What the routes server needs to serve the built React store (bench/lib/react-spa.ts) under /react/:
 * content types, which file a path names, and the store's origin written into its index.html.
 */

/** Where the React store is served from; Vite builds it with this `base`. */
export const REACT_BASE = '/react/';

const TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json',
  svg: 'image/svg+xml',
  png: 'image/png',
  webp: 'image/webp',
  ico: 'image/x-icon',
  woff2: 'font/woff2',
};

/** The content type for a file name, by its extension (unknown ones are served as bytes). */
export function contentTypeOf(file: string): string {
  const ext = /\.([a-z0-9]+)$/i.exec(file)?.[1]?.toLowerCase();
  return (ext && TYPES[ext]) ?? 'application/octet-stream';
}

export type ReactRoute = { kind: 'asset'; file: string } | { kind: 'index' } | { kind: 'missing' };

/**
 * What a path under /react/ answers with, given the built files (relative paths such as
 * `assets/index-abc.js`): the file itself, index.html for an app route (any path whose last segment has
 * no extension, so the single-page app's own routes load), or missing for a file that is not there.
 * Null when the path is not under /react at all. Only names in `files` are ever served, so `..` cannot
 * reach outside the build.
 */
export function reactRoute(pathname: string, files: ReadonlySet<string>): ReactRoute | null {
  if (pathname === REACT_BASE.slice(0, -1)) return { kind: 'index' };
  if (!pathname.startsWith(REACT_BASE)) return null;
  const rest = pathname.slice(REACT_BASE.length);
  if (rest === '' || rest === 'index.html') return { kind: 'index' };
  if (files.has(rest)) return { kind: 'asset', file: rest };
  const last = rest.split('/').pop() ?? '';
  return last.includes('.') ? { kind: 'missing' } : { kind: 'index' };
}

/** Vite's hashed output (assets/name-<hash>.ext) never changes under its name: cache it for a year. */
export const isHashedAsset = (file: string) => /^assets\/.+-[\w-]{8,}\.\w+$/.test(file);

/** index.html with the store's origin set as `window.__STORE__` before the app's script runs. */
export function injectStore(html: string, store: string): string {
  const value = JSON.stringify(store).replace(/</g, '\\u003c');
  const tag = `<script>window.__STORE__=${value}</script>`;
  if (!html.includes('<head>')) throw new Error('the React store index.html has no <head>');
  return html.replace('<head>', `<head>\n    ${tag}`);
}
