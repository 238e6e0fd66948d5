import { answeredPerRequest } from '@/lib/cache/build-phase';
import { readFile, stat } from 'node:fs/promises';
import { errorResponse } from '@/lib/http';
import { resolveMediaFile } from '@/lib/media';
import { avifTwin } from '@/lib/media/avif';

const notFound = () => errorResponse(404, 'Image not found.');

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}

const acceptsAvif = (req: Request) => /\bimage\/avif\b/.test(req.headers.get('accept') ?? '');

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** Serves generated and uploaded images from MEDIA_DIR with long-lived caching. */
export async function GET(req: Request, ctx: { params: Promise<{ path: string[] }> }): Promise<Response> {
  await answeredPerRequest();
  const { path: segments } = await ctx.params;
  const requested = resolveMediaFile(segments);
  if (!requested) return notFound();
  // A WebP image with an AVIF twin is answered as AVIF to browsers that accept it (about 38% fewer bytes):
  // the URL stays the same, so caches must keep one copy per kind of Accept.
  const twin = avifTwin(requested.file);
  const target =
    twin && acceptsAvif(req) && (await isFile(twin)) ? { file: twin, contentType: 'image/avif' } : requested;
  try {
    const info = await stat(target.file);
    if (!info.isFile()) return notFound();
    const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
    const headers = {
      'Cache-Control': 'public, max-age=31536000, immutable',
      ...(twin ? { Vary: 'Accept' } : {}),
      ETag: etag,
      'X-Content-Type-Options': 'nosniff',
      // An SVG opened directly must not run scripts in the store's origin.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    };
    const ifNoneMatch = req.headers.get('if-none-match');
    if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*')) {
      return new Response(null, { status: 304, headers });
    }
    const body = await readFile(target.file);
    return new Response(new Uint8Array(body), {
      headers: { ...headers, 'Content-Type': target.contentType, 'Content-Length': String(body.length) },
    });
  } catch (error) {
    if (isMissing(error)) return notFound();
    throw error;
  }
}
