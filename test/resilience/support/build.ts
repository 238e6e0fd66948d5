import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { log, nextBin, root } from './config';

const buildIdFile = path.join(root, '.next', 'BUILD_ID');
const sourceDirs = ['app', 'components', 'lib', 'messages', 'models'];
const sourceFiles = ['next.config.ts', 'proxy.ts', 'package.json'];
// Tests sit beside the code but are not part of the build: editing one must not force a rebuild.
const notBuilt = /\.(test|int\.test)\.tsx?$/;

function newestSource(target: string): { file: string; mtimeMs: number } {
  if (!existsSync(target)) return { file: target, mtimeMs: 0 };
  const stat = statSync(target);
  if (!stat.isDirectory()) return { file: target, mtimeMs: notBuilt.test(target) ? 0 : stat.mtimeMs };
  let newest = { file: target, mtimeMs: 0 };
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    const found = newestSource(path.join(target, entry));
    if (found.mtimeMs > newest.mtimeMs) newest = found;
  }
  return newest;
}

/** Why .next must be rebuilt before the tests can trust it, or null when it is newer than every source. */
export function staleBuildReason(): string | null {
  if (!existsSync(buildIdFile)) return 'there is no production build in .next';
  const built = statSync(buildIdFile).mtimeMs;
  const newest = [...sourceDirs, ...sourceFiles]
    .map((p) => newestSource(path.join(root, p)))
    .reduce((a, b) => (b.mtimeMs > a.mtimeMs ? b : a));
  return newest.mtimeMs > built ? `${path.relative(root, newest.file)} changed after the last build` : null;
}

/**
 * Runs `next build` when the build is missing or stale (or RESILIENCE_REBUILD=1). The caller holds the e2e lock.
 * BUILD_ID is then dated to when the build started, so a source edited while it ran makes it stale next time.
 */
export function ensureBuild(): void {
  const reason = process.env.RESILIENCE_REBUILD === '1' ? 'RESILIENCE_REBUILD=1' : staleBuildReason();
  if (!reason) {
    log('reusing the production build in .next (newer than every source file)');
    return;
  }
  log(`building the app: ${reason}`);
  const started = new Date();
  const result = spawnSync(process.execPath, [nextBin, 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) throw new Error(`next build failed (exit ${result.status ?? result.signal})`);
  utimesSync(buildIdFile, started, started);
}
