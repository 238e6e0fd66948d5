/**
 * Writes the product list API's answer for one query to a file, read straight from the database with the
 * route's own function, before the app starts: bench/api.ts serves that file from the app's public/
 * folder as the ceiling of the list API (the same bytes, with no work in them). Run by bench/api.ts as
 *   node --conditions=react-server --import tsx bench/workers/list-answer.ts <query> <out-file>
 * with the app's environment (DATABASE_URL, MEDIA_BASE_URL), so the bytes match what the route answers.
 */
import { writeFileSync } from 'node:fs';
import { closeDb, openPostgres, setDbHandle } from '@/lib/db';
import { listAnswerBody } from '../lib/list-answer';

const [query, out] = process.argv.slice(2);
if (!query || !out || !process.env.DATABASE_URL) throw new Error('usage: list-answer.ts <query> <out-file>');
setDbHandle(openPostgres(process.env.DATABASE_URL));
writeFileSync(out, await listAnswerBody(query));
await closeDb();
