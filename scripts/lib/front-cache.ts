/**
 * The pieces of a several-instance deployment on one machine, shared by `npm run cluster`, the
 * resilience tests and the bench: Varnish (deploy/varnish/store.vcl) in front of app instances, and a
 * Redis server when none answers.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = process.cwd();
export const storeVcl = path.join(root, 'deploy', 'varnish', 'store.vcl');
export const VARNISHD = process.env.VARNISHD ?? '/usr/sbin/varnishd';

/** A child process with its last lines of output, stopped with stop(). */
export type Child = {
  pid: number;
  exited: () => boolean;
  logs: () => string[];
  stop: () => Promise<void>;
};

function supervise(child: ChildProcess, label: string, verbose: boolean): Child {
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line.trim()) continue;
      lines.push(line);
      if (verbose) console.log(`  [${label}] ${line}`);
    }
    if (lines.length > 300) lines.splice(0, lines.length - 300);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let done = false;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      done = true;
      resolve();
    }),
  );
  // SIGTERM even here: varnishd's manager stops its worker on SIGTERM, while SIGKILL would orphan it.
  const reap = () => child.kill('SIGTERM');
  process.once('exit', reap);
  return {
    pid: child.pid ?? 0,
    exited: () => done,
    logs: () => [...lines],
    stop: async () => {
      process.removeListener('exit', reap);
      if (done) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

export type Backend = { name: string; host: string; port: number };

/** backends.vcl for store.vcl: each instance probed on /api/health, all behind one round-robin director. */
export function backendsVcl(backends: Backend[]): string {
  const defs = backends.map(
    (b) => `backend ${b.name} {
    .host = "${b.host}";
    .port = "${b.port}";
    .probe = store_health;
    .connect_timeout = 1s;
    .first_byte_timeout = 60s;
    .between_bytes_timeout = 10s;
}
`,
  );
  const adds = backends.map((b) => `    store.add_backend(${b.name});`).join('\n');
  return `${defs.join('\n')}\nsub vcl_init {\n    new store = directors.round_robin();\n${adds}\n}\n`;
}

export type Varnish = Child & { url: string; port: number; workDir: string };

/**
 * varnishd in the foreground (-F) with a working directory of its own, listening on 127.0.0.1:port,
 * with store.vcl and a backends.vcl for these instances. Run as root, it drops to its `vcache` user,
 * so the generated files are made readable to others. Resolves once it answers /api/health.
 */
export async function startVarnish(options: {
  port: number;
  backends: Backend[];
  memory?: string;
  label?: string;
  verbose?: boolean;
  /** Extra varnishd arguments, e.g. ['-p', 'thread_pools=1']. */
  args?: string[];
  /** Prefix for the command, e.g. ['taskset', '-c', '0']. */
  prefix?: string[];
}): Promise<Varnish> {
  if (!existsSync(VARNISHD))
    throw new Error(`varnishd not found at ${VARNISHD}: apt-get install varnish varnish-modules`);
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'store-varnish-'));
  chmodSync(workDir, 0o755);
  writeFileSync(path.join(workDir, 'backends.vcl'), backendsVcl(options.backends), { mode: 0o644 });
  const args = [
    '-F',
    '-n',
    path.join(workDir, 'instance'),
    '-a',
    `127.0.0.1:${options.port}`,
    '-f',
    storeVcl,
    '-p',
    `vcl_path=${workDir}:${path.dirname(storeVcl)}`,
    // The app keeps br, gzip and identity copies; store.vcl normalises Accept-Encoding to pick one.
    '-p',
    'http_gzip_support=off',
    '-s',
    `malloc,${options.memory ?? '256m'}`,
    ...(options.args ?? []),
  ];
  const [command, ...prefixArgs] = [...(options.prefix ?? []), VARNISHD];
  const child = spawn(command!, [...prefixArgs, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  const supervised = supervise(child, options.label ?? 'varnish', options.verbose ?? false);
  const url = `http://127.0.0.1:${options.port}`;
  const stop = async () => {
    await supervised.stop();
    rmSync(workDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (supervised.exited())
      throw new Error(`varnishd exited while starting:\n${supervised.logs().slice(-30).join('\n')}`);
    try {
      const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(3000) });
      if (res.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`varnishd did not pass /api/health within 30 s:\n${supervised.logs().join('\n')}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { ...supervised, stop, url, port: options.port, workDir };
}

/** True when something answers PING at this Redis URL within a second. */
export function redisAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname || '127.0.0.1', port: Number(port || 6379) });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

/** A throwaway redis-server (no persistence) on this port, as a child process. */
export async function startRedis(port: number, verbose = false): Promise<Child & { url: string }> {
  if (spawnSync('redis-server', ['--version']).status !== 0)
    throw new Error('redis-server not found: apt-get install redis-server, or set REDIS_URL');
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const supervised = supervise(child, 'redis', verbose);
  const url = `redis://127.0.0.1:${port}`;
  for (let i = 0; i < 50 && !(await redisAnswers(url)); i++) await new Promise((r) => setTimeout(r, 100));
  if (!(await redisAnswers(url))) {
    await supervised.stop();
    throw new Error(`redis-server did not answer on ${url}:\n${supervised.logs().join('\n')}`);
  }
  return { ...supervised, url };
}

/** Runs a supervised child (an app instance): a thin wrapper so every piece stops the same way. */
export function superviseChild(child: ChildProcess, label: string, verbose = false): Child {
  return supervise(child, label, verbose);
}
