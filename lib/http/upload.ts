import { imageTooLarge } from '@/lib/admin';
import { AppError, badRequest, invalidField } from '@/lib/errors';
import { readBodyBytes } from './api';
import { BODY_LIMITS } from './api-routes';

/**
 * Reads the `file` field of a multipart request, refusing oversize bodies from Content-Length before
 * reading them, and a streamed one as soon as it passes the limit (the file plus multipart framing).
 */
export async function readUploadFile(req: Request): Promise<File> {
  const contentType = req.headers.get('content-type') ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) {
    throw new AppError(
      'unsupported_media_type',
      'Send the image as multipart/form-data in a field named file.',
    );
  }
  const body = await readBodyBytes(req, BODY_LIMITS.upload).catch((error: unknown) => {
    throw error instanceof AppError && error.code === 'payload_too_large' ? imageTooLarge() : error;
  });
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw badRequest(
      'The upload could not be read. Send the image as multipart/form-data in a field named file.',
    );
  }
  const file = form.get('file');
  if (!(file instanceof File)) throw invalidField('file', 'choose an image to upload.');
  return file;
}
