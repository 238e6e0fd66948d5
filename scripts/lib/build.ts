import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = process.cwd();
/** The production build's stamp: its modification time is when `next build` last finished. */
export const buildIdFile = path.join(root, '.next', 'BUILD_ID');
/** What a production build is made from: a change under these makes the build stale. */
const sourceDirs = ['app', 'components', 'lib', 'messages', 'models', 'public'];
/** Written by the bench while the app runs (bench/api.ts), not part of the build. */
const notSources = new Set([path.join(root, 'public', '_bench')]);
const sourceFiles = [
  'package.json',
  'next.config.ts',
  'proxy.ts',
  'instrumentation.ts',
  'postcss.config.mjs',
  'tsconfig.json',
];

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    const child = path.join(target, entry);
    if (entry === 'node_modules' || entry.startsWith('.') || notSources.has(child)) continue;
    newest = Math.max(newest, newestMtime(child));
  }
  return newest;
}

/** Whether a source of the build changed after the build in .next was made (true when there is none). */
export function sourcesChangedSinceBuild(): boolean {
  if (!existsSync(buildIdFile)) return true;
  const built = statSync(buildIdFile).mtimeMs;
  return [...sourceDirs, ...sourceFiles].some((p) => newestMtime(path.join(root, p)) > built);
}

/** Whether `next build` must run: no build in .next, a source newer than it, or --build given. */
export function needsBuild(): boolean {
  return process.argv.includes('--build') || sourcesChangedSinceBuild();
}

const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
/** The front door every serving process loads before Next.js (lib/http/front-door.ts says what it does). */
export const preloadFile = path.join(root, 'lib', 'http', 'preload.cjs');

/**
 * Node's arguments for the store's server: Next.js's own `next start` of the build in .next, with the
 * preload. What `npm start`, `npm run serve`, `npm run cluster`, the test servers and the bench run.
 */
export function nextStartArgs(port: number | string, host: string): string[] {
  return ['--require', preloadFile, nextBin, 'start', '-p', String(port), '-H', host];
}
