import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { nextStartArgs } from '@/scripts/lib/build';
import { freePort } from '@/scripts/lib/e2e-server';
import { authSecret, startApp, type AppServer } from './support/app';
import { root, tsxBin } from './support/config';
import { storeEnv, type Env } from './support/database';
import { freshDatabase } from './support/fixtures';
import { send } from './support/http';

// Issue 14, point 1: `npm run admin:create` beside a running `npm start` corrupted the embedded database.
// The folder now belongs to one process: a second server and every CLI are refused with what to do,
// the running store keeps its data, and a SIGKILLed server's lock does not block the next start.
// Point 3 against the real server: the front door (lib/http/front-door.ts, through lib/http/preload.cjs) is what appends the TCP peer to X-Forwarded-For.

type Run = { code: number | null; output: string };

/** Runs a process to its end (killed after `timeoutMs`), keeping what it printed. */
function run(args: string[], env: Env, timeoutMs = 120_000): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(args[0]!, args.slice(1), { cwd: root, env: env as NodeJS.ProcessEnv });
    let output = '';
    const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

const cli = (script: string, args: string[], env: Env) =>
  run([tsxBin, path.join('scripts', script), ...args], env);

const servers: AppServer[] = [];
afterAll(async () => {
  for (const server of servers) await server.stop();
});

describe('the embedded database folder belongs to one process (PGlite)', () => {
  it('refuses a second server and every CLI while a server runs, and keeps the data whole', async () => {
    const database = await freshDatabase('pglite', 'folder-lock');
    const env = storeEnv(database.target, database.dataDir, { AUTH_SECRET: authSecret() });
    const app = await startApp(env, { label: 'owner' });
    servers.push(app);
    const shopper = { name: 'Meera Lock', email: 'meera.lock@example.in', password: 'backwaters-at-dawn' };
    expect((await send(`${app.url}/api/user/register`, { json: shopper })).status).toBe(200);

    // A second server on the same folder stops at once, naming the first.
    const port = await freePort();
    const second = await run(
      [process.execPath, ...nextStartArgs(port, '127.0.0.1')],
      { ...env, PORT: String(port), HOSTNAME: '127.0.0.1' },
      60_000,
    );
    expect(second.code, second.output).toBe(1);
    expect(second.output).toMatch(
      new RegExp(`\\[serve\\] The embedded database in .* is in use by another process \\(pid ${app.pid}`),
    );

    // Each CLI is refused with what to do, and writes nothing.
    const clis: [string, string[], string][] = [
      ['admin-create.ts', ['--email', 'owner@example.in', '--password', 'Tulsi-Garden-42'], '[admin]'],
      ['seed.ts', ['--catalogue', 'furniture'], '[seed]'],
      ['migrate.ts', [], '[migrate]'],
    ];
    for (const [script, args, prefix] of clis) {
      const result = await cli(script, args, env);
      expect(result.code, `${script}: ${result.output}`).toBe(1);
      expect(result.output).toContain(`${prefix} The embedded database in`);
      expect(result.output).toMatch(/Stop the store server first/);
      expect(result.output).not.toMatch(/Created admin|RuntimeError|Aborted/);
    }

    // The running store never noticed, and nothing of the refused commands landed.
    expect((await send(`${app.url}/api/health`)).status).toBe(200);
    const furniture = await send(`${app.url}/api/product/list?category=Sofa`);
    expect(JSON.parse(furniture.text).products ?? []).toEqual([]);

    // After a stop and a start on the same folder, the store opens and holds what it held.
    await app.stop();
    const again = await startApp(env, { label: 'owner-restarted' });
    servers.push(again);
    const login = await send(`${again.url}/api/user/login`, {
      json: { email: shopper.email, password: shopper.password },
    });
    expect(login.status, login.text).toBe(200);
    const admin = await send(`${again.url}/api/user/login`, {
      json: { email: 'owner@example.in', password: 'Tulsi-Garden-42' },
    });
    expect(admin.status).toBe(401);

    // A server killed outright leaves its lock behind; the next start sees its pid is gone and takes over.
    await again.kill();
    // With no server running, the CLI works (the control for the refusals above).
    const created = await cli(
      'admin-create.ts',
      ['--email', 'owner@example.in', '--password', 'Tulsi-Garden-42'],
      env,
    );
    expect(created.code, created.output).toBe(0);
    expect(created.output).toContain('[admin] Created admin owner@example.in');
    const third = await startApp(env, { label: 'owner-after-kill' });
    servers.push(third);
    const ownerLogin = await send(`${third.url}/api/user/login`, {
      json: { email: 'owner@example.in', password: 'Tulsi-Garden-42' },
    });
    expect(ownerLogin.status, ownerLogin.text).toBe(200);
    await third.stop();
  });
});

describe('the client address seen by the real server (TRUST_PROXY)', () => {
  async function failedLogins(app: AppServer, count: number): Promise<number[]> {
    const statuses: number[] = [];
    for (let i = 0; i < count; i++) {
      const res = await send(`${app.url}/api/user/login`, {
        json: { email: 'nobody@example.in', password: `guess-${i}` },
        // A different forged client address on every attempt.
        headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
      });
      statuses.push(res.status);
    }
    return statuses;
  }

  it('off (the default): rotating X-Forwarded-For gives no fresh attempts', async () => {
    const database = await freshDatabase('pglite', 'trust-off');
    const env = storeEnv(database.target, database.dataDir, {
      AUTH_SECRET: authSecret(),
      RATE_LIMIT_DISABLED: '',
    });
    const app = await startApp(env, { label: 'trust-off' });
    servers.push(app);
    expect(await failedLogins(app, 7)).toEqual([401, 401, 401, 401, 401, 429, 429]);
    await app.stop();
  });

  it('TRUST_PROXY=loopback: the address a trusted proxy (here, the test on 127.0.0.1) forwards counts', async () => {
    const database = await freshDatabase('pglite', 'trust-loopback');
    const env = storeEnv(database.target, database.dataDir, {
      AUTH_SECRET: authSecret(),
      RATE_LIMIT_DISABLED: '',
      TRUST_PROXY: 'loopback',
    });
    const app = await startApp(env, { label: 'trust-loopback' });
    servers.push(app);
    expect(await failedLogins(app, 7)).toEqual(Array(7).fill(401));
    await app.stop();
  });
});
