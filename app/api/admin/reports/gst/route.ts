import { apiRoute } from '@/lib/http';
import { getGstSummary, gstCsvFileName, gstSummaryCsv, reportQuerySchema } from '@/lib/reports';

/** The GST summary of `?from=&to=` as a CSV download (UTF-8 with a byte order mark); errors answer JSON. */
export const GET = apiRoute({ auth: 'admin', query: reportQuerySchema }, async ({ query }) => {
  const csv = gstSummaryCsv(await getGstSummary(query));
  return new Response(csv, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${gstCsvFileName(query)}"`,
    },
  });
});
