import { closeDb, getDbHandle } from '@/lib/db';
import { DataDirBusyError } from '@/lib/db/folder-lock';
import { migrateDb } from '@/lib/db/migrate';

// On the embedded database this refuses to run while a server has the data folder open.
let exitCode = 0;
try {
  const handle = getDbHandle();
  const started = Date.now();
  await migrateDb(handle);
  console.log(`[migrate] ${handle.kind} schema is up to date (${Date.now() - started} ms)`);
} catch (error) {
  exitCode = 1;
  if (error instanceof DataDirBusyError) console.error(`[migrate] ${error.message}`);
  else console.error('[migrate] failed:', error);
} finally {
  await closeDb();
}
process.exit(exitCode);
