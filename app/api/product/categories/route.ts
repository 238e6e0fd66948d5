import { listCategories } from '@/lib/catalog';
import { apiRoute } from '@/lib/http';

export const dynamic = 'force-dynamic';

/** Categories of published, listed products, alphabetical. */
export const GET = apiRoute({}, async () => ({ categories: await listCategories() }));
