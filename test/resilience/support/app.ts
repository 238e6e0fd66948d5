import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { nextStartArgs } from '@/scripts/lib/build';
import { freePort } from '@/scripts/lib/e2e-server';
import { log, root, sleep } from './config';
import type { Env } from './database';

export type AppServer = {
  url: string;
  port: number;
  pid: number;
  label: string;
  /** True once the process has ended (killed, crashed or stopped). */
  exited: () => boolean;
  /** SIGKILL: no shutdown hooks, no flushing, as in a power cut of the process. */
  kill: () => Promise<void>;
  /** SIGTERM and wait (SIGKILL after 10 s). */
  stop: () => Promise<void>;
  /** The last lines the server printed (stdout and stderr). */
  logs: () => string[];
  /** Resident memory of the server process in kB (VmRSS), null once it has ended. */
  rssKb: () => number | null;
};

/** One secret per test server, long enough for lib/env.ts. */
export function authSecret(): string {
  return randomBytes(32).toString('hex');
}

/** VmRSS of a process in kB from /proc, or null when it is gone. */
export function readRssKb(pid: number): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/**
 * Starts the production server (`next start` with the store's preload, as `npm start` runs it) on
 * 127.0.0.1 and waits for /api/health. `env` comes from storeEnv(); the port is free unless given (a
 * restart reuses it).
 */
export async function startApp(
  env: Env,
  options: { label: string; port?: number } = { label: 'app' },
): Promise<AppServer> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const childEnv: Env = { ...env, PORT: String(port), HOSTNAME: '127.0.0.1', SITE_URL: url };
  const child = spawn(process.execPath, nextStartArgs(port, '127.0.0.1'), {
    cwd: root,
    env: childEnv as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const verbose = process.env.RESILIENCE_VERBOSE === '1';
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line.trim()) continue;
      lines.push(line);
      if (verbose) console.log(`  [${options.label}] ${line}`);
    }
    if (lines.length > 400) lines.splice(0, lines.length - 400);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exitCode: number | null = null;
  let exitSignal: NodeJS.Signals | null = null;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exitCode = code;
      exitSignal = signal;
      resolve();
    }),
  );
  // A test that dies half-way must not leave a server behind.
  const reap = () => child.kill('SIGKILL');
  process.once('exit', reap);
  const hasExited = () => exitCode !== null || exitSignal !== null;

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (hasExited())
      throw new Error(`${options.label} exited while starting:\n${lines.slice(-30).join('\n')}`);
    try {
      const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5000) });
      if (res.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(
        `${options.label} did not answer /api/health within 90 s:\n${lines.slice(-30).join('\n')}`,
      );
    }
    await sleep(250);
  }
  const pid = child.pid ?? 0;
  log(`${options.label}: server pid ${pid} ready on ${url}`);

  const signalAndWait = async (signal: NodeJS.Signals, graceMs: number) => {
    if (hasExited()) return;
    child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
    process.removeListener('exit', reap);
  };
  return {
    url,
    port,
    pid,
    label: options.label,
    exited: hasExited,
    kill: () => signalAndWait('SIGKILL', 0),
    stop: () => signalAndWait('SIGTERM', 10_000),
    logs: () => [...lines],
    rssKb: () => (hasExited() ? null : readRssKb(pid)),
  };
}
