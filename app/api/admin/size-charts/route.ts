import { apiRoute } from '@/lib/http';
import { listSizeCharts } from '@/lib/size-charts';

/** Every size chart row → `{ rows: [{ _id, category, size, chestCm, waistCm, lengthCm }] }`. */
export const GET = apiRoute({ auth: 'admin' }, async () => ({ rows: await listSizeCharts() }));
