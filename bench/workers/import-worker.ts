/**
 * Imports a 10,000-line catalogue file through the real route (multipart, dry run then apply) into a
 * fresh PGlite folder and reports lines per second and peak memory. Run by bench/catalogue-import.ts as
 *   node --conditions=react-server --import tsx bench/workers/import-worker.ts <config.json>
 */
import { createReadStream, createWriteStream, readFileSync, statSync, writeFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import { signToken } from '@/lib/accounts';
import { CSV_COLUMNS } from '@/lib/admin/catalogue';
import { closeDb, getDbHandle } from '@/lib/db';
import { migrateDb } from '@/lib/db/migrate';
import { products, users } from '@/models';
import { POST } from '@/app/api/admin/products/import/route';

export type ImportWorkerConfig = { rows: number; file: string; out: string };
export type ImportPhase = { ms: number; rowsPerSecond: number; peakRssMb: number; peakHeapMb: number };
export type ImportWorkerResult = {
  rows: number;
  fileMb: number;
  baselineRssMb: number;
  baselineHeapMb: number;
  dryRun: ImportPhase;
  apply: ImportPhase;
};

const config = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as ImportWorkerConfig;
const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

async function writeFile(rows: number) {
  const lines = Readable.from(
    (function* () {
      for (let i = 0; i < rows; i++) {
        yield {
          sku: `BENCH-${String(i).padStart(6, '0')}`,
          name: `Bench Cotton Tee ${i} (कॉटन टी)`,
          category: 'T-Shirts & Shirts',
          short_description: 'Soft combed cotton, regular fit, machine wash.',
          seller: 'Tiruppur Knits',
          tags: 'cotton, summer, tee',
          mrp_rupees: String(499 + (i % 500)),
          sale_price_rupees: i % 3 === 0 ? String(449 + (i % 50)) : '',
          gst_rate_percent: '5',
          hsn_code: '6109',
          weight_kg: '0.2',
          published: 'true',
          visibility: 'visible',
          in_stock: 'true',
          stock: String(i % 100),
        };
      }
    })(),
  );
  await pipeline(
    lines,
    stringify({ bom: true, header: true, columns: [...CSV_COLUMNS] }),
    createWriteStream(config.file),
  );
}

/** A multipart body streamed from the file on disk, the way a browser uploads it. */
function multipart(file: string): { body: ReadableStream; type: string } {
  const boundary = `----bench${Date.now()}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="catalogue.csv"\r\nContent-Type: text/csv\r\n\r\n`;
  const tail = `\r\n--${boundary}--\r\n`;
  const parts = Readable.from(
    (async function* () {
      yield Buffer.from(head);
      for await (const chunk of createReadStream(file)) yield chunk as Buffer;
      yield Buffer.from(tail);
    })(),
  );
  return { body: Readable.toWeb(parts) as ReadableStream, type: `multipart/form-data; boundary=${boundary}` };
}

async function measured<T>(
  fn: () => Promise<T>,
): Promise<{ value: T; ms: number; rss: number; heap: number }> {
  global.gc?.();
  let rss = 0;
  let heap = 0;
  const sample = () => {
    const m = process.memoryUsage();
    rss = Math.max(rss, m.rss);
    heap = Math.max(heap, m.heapUsed);
  };
  const timer = setInterval(sample, 10);
  const started = performance.now();
  try {
    const value = await fn();
    sample();
    return { value, ms: performance.now() - started, rss, heap };
  } finally {
    clearInterval(timer);
  }
}

async function post(token: string, plan?: string) {
  const { body, type } = multipart(config.file);
  const url = `http://localhost/api/admin/products/import${plan ? `?plan=${plan}` : ''}`;
  const res = await POST(
    new Request(url, {
      method: 'POST',
      headers: { token, 'content-type': type },
      body,
      duplex: 'half',
    } as RequestInit),
    { params: Promise.resolve({}) },
  );
  const json = (await res.json()) as {
    plan: { planId: string; counts: Record<string, number> };
    applied?: number;
  };
  if (res.status !== 200)
    throw new Error(`import answered ${res.status}: ${JSON.stringify(json).slice(0, 300)}`);
  return json;
}

const handle = getDbHandle();
await migrateDb(handle);
const [owner] = await handle.db
  .insert(users)
  .values({ name: 'Bench Owner', email: `owner-${Date.now()}@bench.test`, passwordHash: 'x', role: 'admin' })
  .returning({ id: users.id });
await handle.db
  .insert(products)
  .values({ slug: 'bench-template', name: 'Template Tee', category: 'T-Shirts & Shirts' });
const token = await signToken(owner!.id);
await writeFile(config.rows);
const baseline = process.memoryUsage();
const dry = await measured(() => post(token));
if (dry.value.plan.counts.create !== config.rows)
  throw new Error(`dry run: ${JSON.stringify(dry.value.plan.counts)}`);
const applied = await measured(() => post(token, dry.value.plan.planId));
if (applied.value.applied !== config.rows) throw new Error(`apply wrote ${applied.value.applied} lines`);
const phase = (m: { ms: number; rss: number; heap: number }): ImportPhase => ({
  ms: Math.round(m.ms),
  rowsPerSecond: Math.round(config.rows / (m.ms / 1000)),
  peakRssMb: mb(m.rss),
  peakHeapMb: mb(m.heap),
});
const result: ImportWorkerResult = {
  rows: config.rows,
  fileMb: mb(statSync(config.file).size),
  baselineRssMb: mb(baseline.rss),
  baselineHeapMb: mb(baseline.heapUsed),
  dryRun: phase(dry),
  apply: phase(applied),
};
console.log(JSON.stringify(result));
writeFileSync(config.out, JSON.stringify(result));
await closeDb();
process.exit(0);
