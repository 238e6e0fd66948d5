import { apiRoute } from '@/lib/http';
import { readUploadFile } from '@/lib/http/upload';
import { saveReturnPhoto } from '@/lib/returns/photos';

export const runtime = 'nodejs';

/** A photo for a return request (multipart field `file`; JPEG, PNG, WebP or AVIF up to 5 MB) → `{ url }`. */
export const POST = apiRoute({ auth: 'user' }, async ({ req, user }) => ({
  message: 'Photo uploaded.',
  ...(await saveReturnPhoto(await readUploadFile(req), user.id)),
}));
