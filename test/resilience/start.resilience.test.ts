import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, waitForHealth } from '@/scripts/lib/e2e-server';
import { readRssKb } from './support/app';
import { log, mediaDir, root, sleep } from './support/config';
import { context } from './support/fixtures';

/**
 * Issue 25: `npm start` on a fresh data folder prepares (migrates, seeds; the build is the suite's own,
 * so it is not rebuilt here) and hands over to Next.js's own `next start`, with the store's front door
 * loaded before it. What a first-time owner runs: no AUTH_SECRET, no database server, no sandbox.
 */

/** The status of one request sent with Node's client, which (unlike fetch) sends any method. */
function statusOf(url: string, method: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The processes started under `pid`, with their command lines (from /proc). */
function descendants(pid: number): { pid: number; command: string }[] {
  const all = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((name) => {
      try {
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        const command = readFileSync(`/proc/${name}/cmdline`, 'utf8').split('\0').join(' ');
        return [{ pid: Number(name), parent, command }];
      } catch {
        return []; // Gone meanwhile.
      }
    });
  const found: { pid: number; command: string }[] = [];
  const walk = (p: number) => {
    for (const child of all.filter((c) => c.parent === p)) {
      found.push({ pid: child.pid, command: child.command });
      walk(child.pid);
    }
  };
  walk(pid);
  return found;
}

const stops: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const stop of stops) await stop();
});

describe('npm start on an empty data folder', () => {
  it('migrates, seeds, then runs next start with the front door in its place, serves the store, and stops on SIGTERM', async () => {
    const dataDir = path.join(context().tmpRoot, `npm-start-${Date.now()}`);
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      STORE_CATALOGUE: 'fashion',
      DATA_DIR: dataDir,
      PGLITE_DATA_DIR: path.join(dataDir, 'pglite'),
      MEDIA_DIR: mediaDir,
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
    };
    for (const name of ['AUTH_SECRET', 'DATABASE_URL', 'PAYMENTS_SANDBOX', 'REDIS_URL', 'SITE_URL'])
      delete env[name];
    // npm itself, as the owner types it: the script runs the preparation, then `exec`s `next start`.
    const child = spawn('npm', ['start'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const lines: string[] = [];
    const keep = (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean));
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    stops.push(async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    });

    await waitForHealth(url, child, 180_000).catch((error: Error) => {
      throw new Error(`${error.message}\n${lines.slice(-30).join('\n')}`);
    });
    // The preparing process has exited: what runs under npm is the server alone.
    const running = descendants(child.pid ?? 0);
    expect(running.map((p) => p.command).join('\n')).not.toContain('scripts/start.ts');
    // Next.js names its process (process.title); the TRACE below shows the preload is in it.
    const server = running.find((p) => /^next-server /.test(p.command));
    expect(server, running.map((p) => p.command).join('\n')).toBeDefined();
    log(`npm start served ${url}: next start pid ${server!.pid}, ${readRssKb(server!.pid)} kB`);
    const output = lines.join('\n');
    expect(output).toContain('[start] AUTH_SECRET is not set');
    expect(output).toContain('[start] empty database: seeding the fashion catalogue');
    // The startup lines come from the server process (instrumentation.ts): cash on delivery only.
    expect(output).toMatch(/\[payments\] live: cash on delivery/);

    const list = (await (await fetch(`${url}/api/product/list?limit=1`)).json()) as { total: number };
    expect(list.total).toBeGreaterThan(10);
    const home = await fetch(url);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('/product/');
    // The front door runs in front of Next.js (which answers TRACE with 500 on its own).
    expect(await statusOf(`${url}/`, 'TRACE')).toBe(405);

    child.kill('SIGTERM');
    const code = await Promise.race([exited, sleep(15_000).then(() => 'still running' as const)]);
    expect(code).not.toBe('still running');
    const after = await fetch(`${url}/api/health`).then(
      () => 'answered',
      () => 'refused',
    );
    expect(after).toBe('refused');
  });
});
