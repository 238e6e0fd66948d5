import { listTags } from '@/lib/catalog';
import { apiRoute } from '@/lib/http';

/** Tags of published, listed products, alphabetical. */
export const GET = apiRoute({}, async () => ({ tags: await listTags() }));
