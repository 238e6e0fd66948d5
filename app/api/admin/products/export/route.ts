import { Readable } from 'node:stream';
import { exportCatalogueCsv } from '@/lib/admin/catalogue';
import { apiRoute } from '@/lib/http';
import { IST_OFFSET_MS } from '@/lib/admin';

/** Every product with its colour and size lines as a CSV download (UTF-8 with BOM, for Excel). */
export const GET = apiRoute({ auth: 'admin' }, async () => {
  const day = new Date(Date.now() + IST_OFFSET_MS).toISOString().slice(0, 10);
  return new Response(Readable.toWeb(exportCatalogueCsv()) as ReadableStream, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="catalogue-${day}.csv"`,
    },
  });
});
