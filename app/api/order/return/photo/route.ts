import { apiRoute } from '@/lib/http';
import { readUploadFile } from '@/lib/http/upload';
import { returnPhotoLimit, saveReturnPhoto } from '@/lib/returns/photos';

/** A photo for a return request (multipart field `file`; JPEG, PNG, WebP or AVIF up to 5 MB) → `{ url }`. */
export const POST = apiRoute(
  { auth: 'user', rateLimit: ({ user }) => returnPhotoLimit(user.id) },
  async ({ req, user }) => ({
    message: 'Photo uploaded.',
    ...(await saveReturnPhoto(await readUploadFile(req), user.id)),
  }),
);
