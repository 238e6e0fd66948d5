/**
 * `npm run lock:platforms`: adds other platforms' prebuilt binaries (macOS, Windows, musl, …) to
 * package-lock.json when `npm install` left them out, so `npm ci` works on every platform.
 *
 * npm records a platform package only when the registry it talks to knows that exact version; a
 * registry mirror holding only the Linux builds (as on the machines this project is built on) gives a
 * lockfile that `npm ci` refuses ("Missing: @next/swc-darwin-arm64 from lock file"). Each missing entry
 * is pinned by its parent to one exact version, so adding it changes no installed version. Run after
 * any `npm install` that changes dependencies; scripts/lockfile.test.ts fails until you do.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { addPlatformEntries, type Lockfile } from './lib/lockfile';

const file = path.join(process.cwd(), 'package-lock.json');
const lock = JSON.parse(readFileSync(file, 'utf8')) as Lockfile;
const { added, skipped } = addPlatformEntries(lock);
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(
  `[lock] added ${added.length} platform entries${added.length ? `:\n  ${added.join('\n  ')}` : ''}`,
);
if (skipped.length > 0) {
  console.error(`[lock] could not add (not a pinned platform binary):\n  ${skipped.join('\n  ')}`);
  process.exit(1);
}
