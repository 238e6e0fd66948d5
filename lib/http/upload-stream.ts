import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import Busboy from '@fastify/busboy';
import { AppError, badRequest, invalidField } from '@/lib/errors';

/**
 * Hands the `file` field of a multipart request to `consume` as a stream while it arrives, so a large
 * upload is never held whole in memory; past `limit` bytes the request is refused with 413.
 */
export async function withUploadStream<T>(
  req: Request,
  limit: number,
  consume: (file: Readable) => Promise<T>,
): Promise<T> {
  const contentType = req.headers.get('content-type') ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) {
    throw new AppError(
      'unsupported_media_type',
      'Send the file as multipart/form-data in a field named file.',
    );
  }
  if (Number(req.headers.get('content-length') ?? '0') > limit || !req.body) {
    throw req.body
      ? new AppError('payload_too_large', `The file is larger than ${limit} bytes.`)
      : invalidField('file', 'choose a CSV file to upload.');
  }
  const unreadable = () =>
    badRequest('The upload could not be read. Send the file as multipart/form-data in a field named file.');
  let busboy: ReturnType<typeof Busboy>;
  try {
    busboy = Busboy({ headers: { 'content-type': contentType }, limits: { files: 1, fileSize: limit } });
  } catch {
    throw unreadable(); // no boundary, or a malformed Content-Type
  }
  const body = Readable.fromWeb(req.body as WebReadableStream<Uint8Array>);
  return new Promise<T>((resolve, reject) => {
    let result: Promise<T> | null = null;
    const fail = (error: unknown) => {
      body.destroy();
      reject(error);
    };
    busboy.on('file', (field, stream) => {
      if (field !== 'file' || result) return void stream.resume();
      stream.on('limit', () =>
        stream.destroy(new AppError('payload_too_large', `The file is larger than ${limit} bytes.`)),
      );
      result = consume(stream);
      result.catch(fail);
    });
    busboy.on('error', () => fail(unreadable()));
    busboy.on('finish', () => {
      if (!result) return fail(invalidField('file', 'choose a CSV file to upload.'));
      result.then(resolve, fail);
    });
    body.on('error', fail);
    body.pipe(busboy);
  });
}
