import { sql } from 'drizzle-orm';
import { db, dbKind } from '@/lib/db';
import { queriesSent } from '@/lib/db/query-count';
import { apiRoute } from '@/lib/http';

export const GET = apiRoute({}, async () => {
  await db.execute(sql`select 1`);
  // Only with STORE_COUNT_QUERIES=1 (tests): the queries this process has sent, this one included.
  const queries = queriesSent();
  return queries === undefined ? { db: dbKind() } : { db: dbKind(), queries };
});
