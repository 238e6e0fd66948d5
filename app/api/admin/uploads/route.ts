import { saveUploadedImage } from '@/lib/admin';
import { apiRoute } from '@/lib/http';
import { readUploadFile } from '@/lib/http/upload';

/** A product image (multipart field `file`; JPEG, PNG, WebP or AVIF up to 5 MB) → `{ url }` of its 800x1000 WebP. */
export const POST = apiRoute({ auth: 'admin' }, async ({ req, user }) => {
  const image = await saveUploadedImage(await readUploadFile(req), user.id);
  return { message: 'Image uploaded.', ...image };
});
