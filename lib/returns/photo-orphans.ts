import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { db } from '@/lib/db';
import { isId } from '@/lib/db/ids';
import { rateLimited } from '@/lib/errors';
import { mediaPath } from '@/lib/media';
import { returnRequests } from '@/models';

/**
 * Return photos are uploaded before the request that names them (POST /api/order/return/photo, then
 * /api/order/return), so a photo may never be attached: the shopper gave up, or a script uploads and
 * never asks. Such orphans are deleted a day after upload by the return-photo clock, and until then
 * count against a quota per account, so the rate limit (20 per 10 minutes) cannot pile up files.
 */

/** An unattached photo is deleted once it is this old: time to finish a request, not to keep storage. */
export const ORPHAN_PHOTO_TTL_MS = 24 * 60 * 60 * 1000;
/** Unattached photos an account may hold at once: three requests' worth of the three photos each allows. */
export const MAX_UNATTACHED_RETURN_PHOTOS = 9;

const PHOTO_FILE = /^[0-9a-f]{24}\.(webp|avif)$/;
const returnsDir = () => mediaPath('returns');

/** The /media paths of every photo an account's return requests name. */
async function attachedPhotos(userId: string): Promise<Set<string>> {
  const rows = await db
    .select({ photo: sql<string>`unnest(${returnRequests.photos})` })
    .from(returnRequests)
    .where(and(eq(returnRequests.userId, userId), sql`cardinality(${returnRequests.photos}) > 0`));
  return new Set(rows.map((r) => r.photo));
}

type Photo = { url: string; file: string; modifiedMs: number };

/** The photos stored for an account (WebP, and an AVIF twin should one exist), with their upload time. */
async function storedPhotos(userId: string): Promise<Photo[]> {
  const dir = path.join(returnsDir(), userId);
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  const photos: Photo[] = [];
  for (const name of names) {
    if (!PHOTO_FILE.test(name)) continue;
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    if (info?.isFile()) {
      const stem = name.replace(/\.(webp|avif)$/, '.webp');
      photos.push({ url: `/media/returns/${userId}/${stem}`, file, modifiedMs: info.mtimeMs });
    }
  }
  return photos;
}

/** The account's photos that no return request names. */
async function unattachedPhotos(userId: string): Promise<Photo[]> {
  const [stored, attached] = await Promise.all([storedPhotos(userId), attachedPhotos(userId)]);
  return stored.filter((p) => !attached.has(p.url));
}

/**
 * Refuses another upload while the account holds MAX_UNATTACHED_RETURN_PHOTOS photos no request names
 * (the upload route calls it before storing the file). Only WebP files count: one per upload.
 */
export async function assertReturnPhotoQuota(userId: string): Promise<void> {
  const pending = (await unattachedPhotos(userId)).filter((p) => p.file.endsWith('.webp'));
  if (pending.length >= MAX_UNATTACHED_RETURN_PHOTOS) {
    throw rateLimited(
      `You have ${pending.length} photos not attached to a return request. Send your request with them, or try again tomorrow.`,
    );
  }
}

/**
 * One run of the return-photo job: deletes every photo (and twin) no return request names that was
 * uploaded more than ORPHAN_PHOTO_TTL_MS before `now`. Returns how many files it deleted.
 */
export async function deleteOrphanReturnPhotos(now = new Date()): Promise<number> {
  let folders: string[];
  try {
    folders = await readdir(returnsDir());
  } catch {
    return 0;
  }
  let deleted = 0;
  for (const userId of folders) {
    // Folders are named by account id; anything else was not written by the store.
    if (!isId(userId)) continue;
    for (const photo of await unattachedPhotos(userId)) {
      if (now.getTime() - photo.modifiedMs < ORPHAN_PHOTO_TTL_MS) continue;
      await rm(photo.file, { force: true });
      deleted++;
    }
  }
  return deleted;
}

const CLOCK_MS = 60 * 60 * 1000;
const globalForClock = globalThis as typeof globalThis & { __storeReturnPhotoClock?: NodeJS.Timeout };

/** Started once with the server (instrumentation.ts): clears orphan return photos on start, then hourly. */
export function startReturnPhotoClock(): void {
  if (globalForClock.__storeReturnPhotoClock) return;
  const run = () =>
    deleteOrphanReturnPhotos().catch((error: unknown) =>
      console.error('[returns] deleting unattached return photos failed; retried next hour', error),
    );
  globalForClock.__storeReturnPhotoClock = setInterval(run, CLOCK_MS);
  globalForClock.__storeReturnPhotoClock.unref();
  void run();
}
