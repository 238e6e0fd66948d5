/**
 * Reading package-lock.json the way `npm ci` checks it: every dependency a package declares (optional
 * ones included) must resolve to an entry, found by walking up the node_modules folders as Node does.
 * Shared by the lockfile test and `npm run lock:platforms`.
 */

export type LockEntry = {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  license?: string;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  engines?: Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};

export type Lockfile = { lockfileVersion: number; packages: Record<string, LockEntry> };

/** The lockfile path of `name` as seen from the package at `from` ('' is the project), or null. */
export function resolveInLock(lock: Lockfile, from: string, name: string): string | null {
  let base = from;
  for (;;) {
    const candidate = `${base ? `${base}/` : ''}node_modules/${name}`;
    if (candidate in lock.packages) return candidate;
    if (!base) return null;
    const i = base.lastIndexOf('/node_modules/');
    base = i < 0 ? '' : base.slice(0, i);
  }
}

/** Optional dependencies declared by some entry that have no entry of their own: what `npm ci` reports as Missing. */
export function missingOptionalEntries(lock: Lockfile): { from: string; name: string; spec: string }[] {
  const missing: { from: string; name: string; spec: string }[] = [];
  for (const [from, entry] of Object.entries(lock.packages)) {
    for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
      if (!resolveInLock(lock, from, name)) missing.push({ from, name, spec });
    }
  }
  return missing;
}

const PLATFORM =
  /(android|darwin|freebsd|linux|win32|openharmony|sunos|netbsd|openbsd|aix)-(arm64|x64|arm|ia32|loong64|ppc64|riscv64|s390x|mips64el)(?:-(gnu|musl|msvc|gnueabihf|musleabihf|eabi))?$/;

/** os / cpu / libc of a prebuilt-binary package, read from its name (`@next/swc-darwin-arm64`), or null. */
export function platformOf(name: string): Pick<LockEntry, 'os' | 'cpu' | 'libc'> | null {
  const tail = name.split('/').pop() ?? name;
  const m = PLATFORM.exec(tail);
  if (m) {
    const entry: Pick<LockEntry, 'os' | 'cpu' | 'libc'> = { os: [m[1]!], cpu: [m[2]!] };
    if (m[3] === 'gnu' || m[3] === 'gnueabihf') entry.libc = ['glibc'];
    if (m[3] === 'musl' || m[3] === 'musleabihf') entry.libc = ['musl'];
    return entry;
  }
  if (/wasm32/.test(tail)) return { cpu: ['wasm32'] };
  return null;
}

/**
 * Adds an entry for every missing prebuilt binary pinned to an exact version by its parent (Next's SWC,
 * Tailwind's oxide, unrs-resolver for macOS, Windows and others), with its platform read from its name
 * and its licence and engines from a sibling of the same family. Answers what it added and what it could
 * not add (an unpinned or non-platform optional dependency).
 */
export function addPlatformEntries(lock: Lockfile): { added: string[]; skipped: string[] } {
  const added: string[] = [];
  const skipped: string[] = [];
  for (const { from, name, spec } of missingOptionalEntries(lock)) {
    const platform = platformOf(name);
    if (!platform || !/^\d+\.\d+\.\d+$/.test(spec)) {
      skipped.push(`${name}@${spec} (wanted by ${from || 'the project'})`);
      continue;
    }
    // '@next/swc-darwin-arm64' → '@next/swc-': the prefix its siblings share.
    const family = name.replace(/(wasm32[^/]*|[a-z0-9]+-[a-z0-9]+(-[a-z]+)?)$/, '');
    const sibling = Object.entries(lock.packages).find(
      ([path, entry]) => path.includes(family) && entry.version === spec && platformOf(path) !== null,
    )?.[1];
    const parent = lock.packages[from];
    // Keys in the order npm writes them, so a later `npm install` leaves the file as it is.
    const entry: LockEntry = { version: spec };
    if (platform.cpu) entry.cpu = platform.cpu;
    if (parent?.dev) entry.dev = true;
    if (platform.libc) entry.libc = platform.libc;
    if (sibling?.license) entry.license = sibling.license;
    entry.optional = true;
    if (platform.os) entry.os = platform.os;
    if (sibling?.engines) entry.engines = sibling.engines;
    // Hoisted like its siblings unless another version already sits at the top.
    const top = `node_modules/${name}`;
    const path = from === '' || !(top in lock.packages) ? top : `${from}/node_modules/${name}`;
    lock.packages[path] = entry;
    added.push(`${path}@${spec}`);
  }
  const entries = Object.entries(lock.packages).sort(([a], [b]) =>
    a === '' ? -1 : b === '' ? 1 : a.localeCompare(b, 'en'),
  );
  lock.packages = Object.fromEntries(entries);
  return { added, skipped };
}
