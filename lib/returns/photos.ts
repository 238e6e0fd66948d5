import { randomBytes } from 'node:crypto';
import { access, mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { checkUpload, writeVariant } from '@/lib/admin/uploads';
import { badRequest } from '@/lib/errors';
import { mediaPath } from '@/lib/media';
import type { RateLimitRule } from '@/lib/rate-limit';
import { assertReturnPhotoQuota } from './photo-orphans';

/** Photos per shopper: enough for a few requests with three photos each, a wall for a script; the route counts it. */
export const returnPhotoLimit = (userId: string): RateLimitRule => ({
  key: `return:photo:${userId}`,
  limit: 20,
  windowMs: 10 * 60 * 1000,
});
export const MAX_RETURN_PHOTOS = 3;
const PHOTO_SIZE = { width: 1200, height: 1200 };

/** Where a shopper's return photos are served: their own folder, names nobody can guess. */
export const returnPhotoPattern = (userId: string) =>
  new RegExp(`^/media/returns/${userId}/[0-9a-f]{24}\\.webp$`);

/** Whether a return photo's file (a /media/returns/... path) is still stored. */
export async function returnPhotoStored(url: string): Promise<boolean> {
  return access(mediaPath(url.replace(/^\/media\//, ''))).then(
    () => true,
    () => false,
  );
}

/**
 * Stores a shopper's photo for a return (JPEG, PNG, WebP or AVIF up to 5 MB, checked by decoding), re-encoded
 * as WebP within 1200x1200 with its metadata (location included) dropped, under MEDIA_DIR/returns/<user>/.
 * Refused while the account holds its quota of photos no request names (lib/returns/photo-orphans.ts).
 */
export async function saveReturnPhoto(file: File, userId: string): Promise<{ url: string }> {
  await assertReturnPhotoQuota(userId);
  const bytes = await checkUpload(file);
  const relative = `returns/${userId}/${randomBytes(12).toString('hex')}.webp`;
  const target = mediaPath(relative);
  await mkdir(path.dirname(target), { recursive: true });
  try {
    await writeVariant(bytes, PHOTO_SIZE, target, 'inside');
  } catch {
    await rm(target, { force: true });
    throw badRequest('The file is not a JPEG, PNG, WebP or AVIF image.');
  }
  return { url: `/media/${relative}` };
}
