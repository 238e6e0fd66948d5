/**
 * Builds bench/react-spa (the React + Vite single-page store bench/spa.ts compares with /shop) with
 * Vite's JS API into .data/bench/react-spa/<hash of its sources>, so a run builds it at most once and a
 * later run with the same sources reuses it. The routes server (bench/routes) serves that directory
 * under /react/.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './proc';

export const reactSpaRoot = path.join(root, 'bench', 'react-spa');
const outRoot = path.join(root, '.data', 'bench', 'react-spa');

export type BuiltFile = { name: string; bytes: number; gzipBytes: number };
export type ReactSpaBuild = { dir: string; cached: boolean; ms: number; files: BuiltFile[] };

let built: ReactSpaBuild | undefined;

/** Every file under `dir`, as paths relative to it with forward slashes, sorted. */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

/** The sources' fingerprint: the app's files and the versions of what compiles and ships them. */
function sourceHash(): string {
  const hash = createHash('sha256');
  for (const pkg of ['vite', 'react', 'react-dom'])
    hash.update(readFileSync(path.join(root, 'node_modules', pkg, 'package.json')));
  for (const file of filesUnder(reactSpaRoot))
    hash.update(file).update(readFileSync(path.join(reactSpaRoot, file)));
  // The build settings below are part of what the output depends on, and so is the store's colour table,
  // which the app imports (src/store.ts).
  hash.update(readFileSync(path.join(root, 'bench', 'lib', 'react-spa.ts')));
  hash.update(readFileSync(path.join(root, 'lib', 'media', 'colours.ts')));
  return hash.digest('hex').slice(0, 16);
}

/** The built app's scripts and styles with their raw and gzip sizes. */
function builtFiles(dir: string): BuiltFile[] {
  return filesUnder(dir)
    .filter((f) => /\.(js|css)$/.test(f))
    .map((name) => {
      const body = readFileSync(path.join(dir, name));
      return { name, bytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length };
    });
}

/** Builds the React store (production mode, minified, base /react/) unless this run or an earlier one did. */
export async function buildReactSpa(): Promise<ReactSpaBuild> {
  const started = performance.now();
  const dir = path.join(outRoot, sourceHash());
  if (built?.dir === dir) return { ...built, cached: true, ms: performance.now() - started };
  let cached = true;
  if (!existsSync(path.join(dir, 'index.html'))) {
    cached = false;
    const { build } = await import('vite');
    const tmp = `${dir}.tmp`;
    rmSync(tmp, { recursive: true, force: true });
    await build({
      configFile: false,
      root: reactSpaRoot,
      base: '/react/',
      mode: 'production',
      logLevel: 'warn',
      publicDir: false,
      envDir: false,
      // Vite compiles the TSX itself (Oxc, Vite 8's built-in transform): no React plugin, no Fast Refresh.
      oxc: { jsx: { runtime: 'automatic' } },
      // An inline PostCSS config keeps Vite from picking up the store's Tailwind one at the repository root.
      css: { postcss: {} },
      build: { outDir: tmp, emptyOutDir: true, minify: true, cssMinify: true, reportCompressedSize: false },
    });
    mkdirSync(outRoot, { recursive: true });
    // Earlier builds of other sources are of no further use.
    for (const old of readdirSync(outRoot))
      if (old !== path.basename(tmp)) rmSync(path.join(outRoot, old), { recursive: true, force: true });
    renameSync(tmp, dir);
  }
  built = { dir, cached, ms: performance.now() - started, files: builtFiles(dir) };
  return built;
}

/** The directory buildReactSpa made in this process, if it ran (bench/lib/server.ts hands it to the routes server). */
export function builtReactSpa(): ReactSpaBuild | undefined {
  return built;
}
