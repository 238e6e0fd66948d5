import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { adminQuery, withDatabase } from '@/test/db-server';
import { nextStartArgs } from './build';

export type E2eServer = { url: string; env: NodeJS.ProcessEnv; stop: () => Promise<void> };

const root = process.cwd();
const tsxBin = path.join(root, 'node_modules', '.bin', 'tsx');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Runs a tsx script to its end; asynchronous, so the two catalogues can be seeded side by side. */
function run(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tsxBin, args, { stdio: 'inherit', env });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(' ')} failed (exit ${code ?? signal})`)),
    );
  });
}

/** Waits until the server answers /api/health, or throws when it exits first or the time runs out. */
export async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The app server exited early (code ${child.exitCode}).`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`The app server did not answer ${url}/api/health within ${timeoutMs / 1000}s.`);
}

/**
 * Starts the built app on a fresh database (a temporary PGlite folder, or a new database on the
 * server named by DATABASE_URL), migrated and seeded with the given catalogue.
 */
export async function startE2eServer(
  catalogue: 'fashion' | 'furniture',
  mediaDir: string,
): Promise<E2eServer> {
  const tmp = mkdtempSync(path.join(os.tmpdir(), `store-e2e-${catalogue}-`));
  const serverUrl = process.env.DATABASE_URL;
  let databaseName: string | undefined;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    STORE_CATALOGUE: catalogue,
    DATA_DIR: tmp,
    MEDIA_DIR: mediaDir,
    AUTH_SECRET: randomBytes(32).toString('hex'),
    // Browser tests sign in and out many times from one address.
    RATE_LIMIT_DISABLED: 'true',
    // The checkout journeys pay through the offline test-mode provider, off by default on this server.
    PAYMENTS_SANDBOX: 'true',
    // The fashion store has one social profile set, the furniture store none (e2e/promises.spec.ts).
    ...(catalogue === 'fashion' ? { SOCIAL_INSTAGRAM_URL: 'https://www.instagram.com/kapasandco' } : {}),
  };
  if (serverUrl) {
    databaseName = `store_e2e_${catalogue}_${randomBytes(4).toString('hex')}`;
    await adminQuery(serverUrl, `CREATE DATABASE ${databaseName}`);
    env.DATABASE_URL = withDatabase(serverUrl, databaseName);
  } else {
    env.PGLITE_DATA_DIR = path.join(tmp, 'pglite');
  }
  await run(['scripts/migrate.ts'], env);
  await run(['scripts/seed.ts', '--catalogue', catalogue], env);
  // The back-office journey (e2e/admin.spec.ts) signs in as this administrator.
  await run(
    [
      'scripts/admin-create.ts',
      '--email',
      'admin@e2e.test',
      '--password',
      'Admin@12345',
      '--name',
      'Store Admin',
    ],
    env,
  );

  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  env.SITE_URL = url;
  env.PORT = String(port);
  env.HOSTNAME = '127.0.0.1';
  const child = spawn(process.execPath, nextStartArgs(port, '127.0.0.1'), {
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(url, child);
  return {
    url,
    env,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      if (serverUrl && databaseName)
        await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
      rmSync(tmp, { recursive: true, force: true });
    },
  };
}

/**
 * Both catalogues at once: migrating, seeding and drawing the images of one overlaps the other's
 * (the image files are written under a per-process name, then renamed). If one fails, the other is
 * stopped and the first failure is thrown.
 */
export async function startE2eServers(mediaDir: string): Promise<[E2eServer, E2eServer]> {
  const started = await Promise.allSettled([
    startE2eServer('fashion', mediaDir),
    startE2eServer('furniture', mediaDir),
  ]);
  const up = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    await Promise.all(up.map((s) => s.stop()));
    throw failed.reason;
  }
  return up as [E2eServer, E2eServer];
}
