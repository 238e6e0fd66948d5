import { apiRoute } from '@/lib/http';
import { sizeChartRowSchema, updateSizeChartRow } from '@/lib/size-charts';

/** Sets one row's measurements `{ chestCm, waistCm, lengthCm }` (cm, or null) → `{ row }`. */
export const PATCH = apiRoute(
  { auth: 'admin', body: sizeChartRowSchema },
  async ({ params, body, user }) => ({
    message: 'Size chart saved.',
    row: await updateSizeChartRow(String(params.id), body, user.id),
  }),
);
