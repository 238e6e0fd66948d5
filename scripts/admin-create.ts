/**
 * Creates a store administrator, or makes an existing account one:
 *   npm run admin:create -- --email owner@example.in --password 'S3cure-pass' [--name 'Store Owner']
 * An existing account keeps its password unless --password is given. On the embedded database it refuses
 * to run while a server has the data folder open (lib/db/folder-lock.ts); with DATABASE_URL it is safe at
 * any time.
 */
import { parseArgs } from 'node:util';
import { createOrPromoteAdmin } from '@/lib/admin/users';
import { closeDb, getDbHandle } from '@/lib/db';
import { DataDirBusyError } from '@/lib/db/folder-lock';
import { AppError } from '@/lib/errors';

let exitCode = 0;
try {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
    allowPositionals: false,
  });
  if (!values.email)
    throw new AppError('bad_request', 'Usage: npm run admin:create -- --email E [--password P] [--name N]');
  const result = await createOrPromoteAdmin(getDbHandle().db, {
    email: values.email,
    password: values.password,
    name: values.name,
  });
  const what = { created: 'Created admin', promoted: 'Promoted to admin', updated: 'Updated admin' }[
    result.outcome
  ];
  console.log(`[admin] ${what} ${result.email}${result.passwordReset ? ' (password set)' : ''}.`);
} catch (error) {
  exitCode = 1;
  if (
    error instanceof AppError ||
    error instanceof DataDirBusyError ||
    (error instanceof TypeError && 'code' in error)
  )
    console.error(`[admin] ${error.message}`);
  else console.error('[admin] failed:', error);
} finally {
  await closeDb();
}
process.exit(exitCode);
