import { spawn, spawnSync, type SpawnOptions } from 'node:child_process';
import path from 'node:path';

export const root = process.cwd();
export const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
export const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');

const hasTaskset = spawnSync('taskset', ['-c', '0', 'true']).status === 0;

/** The command prefixed with `taskset -c <core>` when taskset works here (else unpinned). */
export function pinned(core: number, command: string, args: string[]): { command: string; args: string[] } {
  if (!hasTaskset) return { command, args };
  return { command: 'taskset', args: ['-c', String(core), command, ...args] };
}

export const pinning = hasTaskset ? 'taskset' : 'none (taskset not found)';

/** Runs a command to completion, collecting stdout (stderr passes through unless captured). */
export function capture(
  command: string,
  args: string[],
  options: SpawnOptions & { timeoutMs?: number; quietStderr?: boolean } = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr?.on('data', (d: Buffer) => {
      stderr += d.toString();
      if (!options.quietStderr) process.stderr.write(d);
    });
    const timer = options.timeoutMs
      ? setTimeout(() => {
          child.kill('SIGKILL');
        }, options.timeoutMs)
      : undefined;
    child.on('error', reject);
    child.on('close', (code) => {
      if (timer) clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** Runs a command with inherited output; throws when it fails. */
export function runOrThrow(command: string, args: string[], env: NodeJS.ProcessEnv): void {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) {
    throw new Error(
      `${path.basename(command)} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`,
    );
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
