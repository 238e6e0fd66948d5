import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { db } from '@/lib/db';
import { AppError, badRequest } from '@/lib/errors';
import { avifTwin, writeAvifTwin } from '@/lib/media/avif';
import { mediaPath } from '@/lib/media';
import { writeAudit } from './audit';
import { slugify } from './product-schema';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Declared types accepted, and the formats sharp must actually find in the bytes. */
export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
const DECODED_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif']);
export const UPLOAD_SIZE = { width: 800, height: 1000 } as const;
export const UPLOAD_SMALL_SIZE = { width: 400, height: 500 } as const;
const NOT_AN_IMAGE = 'The file is not a JPEG, PNG, WebP or AVIF image.';

export type UploadedImage = { url: string; smallUrl: string; width: number; height: number };

/** The refusal of an image over MAX_UPLOAD_BYTES, whether its request or its file is too big. */
export function imageTooLarge(): AppError {
  return new AppError('payload_too_large', `The image is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`);
}

/** Checks the type, the size and that the bytes decode as an image; returns the decoded bytes. */
export async function checkUpload(file: File): Promise<Buffer> {
  if (!(UPLOAD_TYPES as readonly string[]).includes(file.type.toLowerCase()))
    throw new AppError('unsupported_media_type', NOT_AN_IMAGE);
  if (file.size > MAX_UPLOAD_BYTES) throw imageTooLarge();
  if (file.size === 0) throw badRequest('The file is empty.');
  const bytes = Buffer.from(await file.arrayBuffer());
  try {
    const meta = await sharp(bytes).metadata();
    if (!meta.format || !DECODED_FORMATS.has(meta.format) || !meta.width || !meta.height)
      throw new Error(meta.format);
  } catch {
    throw badRequest(NOT_AN_IMAGE);
  }
  return bytes;
}

/**
 * Re-encodes image bytes as WebP at `size` (cropped to fill it, or with `fit: 'inside'` kept whole), via a
 * temporary file renamed into place, so a reader never sees half an image.
 */
export async function writeVariant(
  bytes: Buffer,
  size: { width: number; height: number },
  file: string,
  fit: 'cover' | 'inside' = 'cover',
): Promise<void> {
  const temp = `${file}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    await sharp(bytes)
      .rotate()
      .resize(size.width, size.height, fit === 'cover' ? { fit, position: 'attention' } : { fit })
      .webp({ quality: 82 })
      .toFile(temp);
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/**
 * Stores an uploaded product image as an 800x1000 WebP plus its 400x500 `.sm.webp` twin under
 * MEDIA_DIR/uploads (served at /media/uploads/...), and records the upload in the audit log.
 */
export async function saveUploadedImage(file: File, actorUserId: string): Promise<UploadedImage> {
  const bytes = await checkUpload(file);
  const base = slugify(path.parse(file.name || 'image').name).slice(0, 40);
  const name = `${base}-${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const main = mediaPath(`uploads/${name}.webp`);
  const small = mediaPath(`uploads/${name}.sm.webp`);
  await mkdir(path.dirname(main), { recursive: true });
  try {
    await writeVariant(bytes, UPLOAD_SMALL_SIZE, small);
    await writeVariant(bytes, UPLOAD_SIZE, main);
    await Promise.all([writeAvifTwin(small), writeAvifTwin(main)]);
  } catch {
    const files = [main, small].flatMap((f) => [f, avifTwin(f)!]);
    await Promise.all(files.map((f) => rm(f, { force: true })));
    throw badRequest(NOT_AN_IMAGE);
  }
  const image: UploadedImage = {
    url: `/media/uploads/${name}.webp`,
    smallUrl: `/media/uploads/${name}.sm.webp`,
    ...UPLOAD_SIZE,
  };
  await db.transaction((tx) =>
    writeAudit(tx, {
      actorUserId,
      action: 'upload.create',
      entity: 'upload',
      entityId: image.url,
      after: { ...image, originalName: file.name, type: file.type, bytes: file.size },
    }),
  );
  return image;
}
