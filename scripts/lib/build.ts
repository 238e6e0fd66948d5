import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = process.cwd();
const buildId = path.join(root, '.next', 'BUILD_ID');
const sourceDirs = ['app', 'components', 'lib', 'models', 'public'];
const sourceFiles = ['package.json', 'next.config.ts', 'proxy.ts', 'postcss.config.mjs', 'tsconfig.json'];

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** Whether `next build` must run: no build in .next, a source newer than it, or --build given. */
export function needsBuild(): boolean {
  if (process.argv.includes('--build')) return true;
  if (!existsSync(buildId)) return true;
  const built = statSync(buildId).mtimeMs;
  return [...sourceDirs, ...sourceFiles].some((p) => newestMtime(path.join(root, p)) > built);
}
