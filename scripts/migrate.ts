import { closeDb, getDbHandle } from '@/lib/db';
import { migrateDb } from '@/lib/db/migrate';

const handle = getDbHandle();
const started = Date.now();
await migrateDb(handle);
console.log(`[migrate] ${handle.kind} schema is up to date (${Date.now() - started} ms)`);
await closeDb();
