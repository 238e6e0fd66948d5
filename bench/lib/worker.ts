import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { WorkerConfig, WorkerResult } from '../workers/db-worker';
import { capture, root } from './proc';

/**
 * Runs a script of bench/workers/ in a child Node process with the app's code loadable: tsx for
 * TypeScript, and the react-server condition so lib/'s `import 'server-only'` loads outside Next.
 */
export function runWorker(
  script: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  timeoutMs: number,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return capture(
    process.execPath,
    ['--conditions=react-server', '--import', 'tsx', path.join(root, 'bench/workers', script), ...args],
    { env, timeoutMs },
  );
}

/** Runs bench/workers/db-worker.ts in a child process and returns what it measured. */
export async function runDbWorker(
  config: Omit<WorkerConfig, 'out'>,
  env: NodeJS.ProcessEnv,
  tmpDir: string,
): Promise<WorkerResult> {
  const stamp = `${config.kind}-${Date.now()}`;
  const configFile = path.join(tmpDir, `db-worker-${stamp}.json`);
  const out = path.join(tmpDir, `db-worker-${stamp}.out.json`);
  writeFileSync(configFile, JSON.stringify({ ...config, out }));
  const child = await runWorker('db-worker.ts', [configFile], env, 15 * 60_000);
  process.stdout.write(child.stdout);
  if (child.code !== 0) throw new Error(`the database worker failed (exit ${child.code})`);
  return JSON.parse(readFileSync(out, 'utf8')) as WorkerResult;
}
