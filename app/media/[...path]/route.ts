import { readFile, stat } from 'node:fs/promises';
import { errorResponse } from '@/lib/http';
import { resolveMediaFile } from '@/lib/media';

export const runtime = 'nodejs';

const notFound = () => errorResponse(404, 'Image not found.');

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}

/** Serves generated and uploaded images from MEDIA_DIR with long-lived caching. */
export async function GET(req: Request, ctx: { params: Promise<{ path: string[] }> }): Promise<Response> {
  const { path: segments } = await ctx.params;
  const target = resolveMediaFile(segments);
  if (!target) return notFound();
  try {
    const info = await stat(target.file);
    if (!info.isFile()) return notFound();
    const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
    const headers = {
      'Cache-Control': 'public, max-age=31536000, immutable',
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
