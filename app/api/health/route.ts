import { sql } from 'drizzle-orm';
import { db, dbKind } from '@/lib/db';
import { apiRoute } from '@/lib/http';

export const dynamic = 'force-dynamic';

export const GET = apiRoute({}, async () => {
  await db.execute(sql`select 1`);
  return { db: dbKind() };
});
