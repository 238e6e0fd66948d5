import { listCategories } from '@/lib/catalog';
import { apiRoute } from '@/lib/http';

/** Categories of published, listed products, alphabetical. */
export const GET = apiRoute({}, async () => ({ categories: await listCategories() }));
