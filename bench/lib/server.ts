import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildIdFile, nextStartArgs, sourcesChangedSinceBuild } from '@/scripts/lib/build';
import { freePort } from '@/scripts/lib/e2e-server';
import { nextBin, pinned, root, sleep } from './proc';
import { builtReactSpa } from './react-spa';

const routesManifest = path.join(root, '.next', 'app-path-routes-manifest.json');
const routesScript = path.join(root, 'bench', 'routes', 'server.ts');

/** Why the production build must be (re)made, or null when the one in .next serves the bench. */
export function buildReason(mode: 'auto' | 'force' | 'never', checkSources: boolean): string | null {
  if (mode === 'force') return '--build was given';
  if (!existsSync(buildIdFile)) return 'there is no production build in .next';
  if (!existsSync(routesManifest)) return 'the build has no route manifest';
  if (mode === 'never' || !checkSources) return null;
  return sourcesChangedSinceBuild() ? 'sources changed since the last build' : null;
}

export function buildApp(): number {
  const started = performance.now();
  const result = spawnSync(process.execPath, [nextBin, 'build'], {
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) throw new Error(`next build failed (exit ${result.status ?? result.signal})`);
  return performance.now() - started;
}

export function buildId(): string {
  return existsSync(buildIdFile) ? readFileSync(buildIdFile, 'utf8').trim() : 'none';
}

export type BenchServer = {
  url: string;
  /** The bench's own endpoint beside the store (bench/routes/server.ts): /spa and, once built, /react/. */
  routesUrl: string;
  buildId: string;
  /** The server process (taskset execs into it). */
  pid: number | undefined;
  stop: () => Promise<void>;
};

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url} exited early (code ${child.exitCode})`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(300);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** What serves the store in every bench: Next.js's own server with the store's preload, as `npm start` runs it. */
export const SERVER_COMMAND = 'next start (npm run serve)';

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(10_000)]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

/** The built app pinned to core 0, and beside it on the same core the bench's own endpoint. */
export async function startServer(env: NodeJS.ProcessEnv, port?: number): Promise<BenchServer> {
  port ??= await freePort();
  const url = `http://127.0.0.1:${port}`;
  const routesPort = await freePort();
  const routesUrl = `http://127.0.0.1:${routesPort}`;
  const serverEnv: NodeJS.ProcessEnv = {
    ...env,
    NODE_ENV: 'production',
    SITE_URL: url,
    PORT: String(port),
    HOSTNAME: '127.0.0.1',
    AUTH_SECRET: randomBytes(32).toString('hex'),
    // 50 connections from one address would otherwise meet the rate limiter, not the store.
    RATE_LIMIT_DISABLED: 'true',
    // Online-payment journeys go through the offline test-mode provider, off by default in production.
    PAYMENTS_SANDBOX: 'true',
    // The single-page stand-in (bench/routes/spa-page.ts) and the React store (bench/react-spa) fetch the
    // catalogue from the bench's origin.
    CORS_ORIGINS: routesUrl,
  };
  const cmd = pinned(0, process.execPath, nextStartArgs(port, '127.0.0.1'));
  const child = spawn(cmd.command, cmd.args, { env: serverEnv, stdio: ['ignore', 'ignore', 'inherit'] });
  await waitForHealth(`${url}/api/health`, child);
  const routesCmd = pinned(0, process.execPath, ['--import', 'tsx', routesScript]);
  const routes = spawn(routesCmd.command, routesCmd.args, {
    env: {
      ...process.env,
      STORE_URL: url,
      // Built by bench/spa.ts before the server starts (its beforeServer); unset, /react/ answers 404.
      REACT_SPA_DIR: builtReactSpa()?.dir ?? '',
      PORT: String(routesPort),
      HOSTNAME: '127.0.0.1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForHealth(`${routesUrl}/health`, routes);
  return {
    url,
    routesUrl,
    buildId: buildId(),
    pid: child.pid,
    stop: async () => {
      await Promise.all([stopChild(routes), stopChild(child)]);
    },
  };
}
