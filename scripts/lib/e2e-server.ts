import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { adminQuery, withDatabase } from '@/test/db-server';

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

function run(args: string[], env: NodeJS.ProcessEnv): void {
  const result = spawnSync(tsxBin, args, { stdio: 'inherit', env });
  if (result.status !== 0) throw new Error(`${args.join(' ')} failed with exit code ${result.status}`);
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 90_000): Promise<void> {
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
  run(['scripts/migrate.ts'], env);
  run(['scripts/seed.ts', '--catalogue', catalogue], env);
  // The back-office journey (e2e/admin.spec.ts) signs in as this administrator.
  run(
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
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'serve.ts')], {
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
