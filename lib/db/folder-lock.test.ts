import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, dataDirHolder, DataDirBusyError, LOCK_FILE } from './folder-lock';

// The embedded database's folder belongs to one process (issue 14, point 1). These run the real CLIs
// as separate processes against a folder this test process holds.

const root = process.cwd();
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
const dirs: string[] = [];
const releases: (() => void)[] = [];

function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'store-lock-'));
  dirs.push(dir);
  return dir;
}

function hold(dir: string): void {
  releases.push(acquireDataDirLock(dir));
}

afterEach(() => {
  for (const release of releases.splice(0)) release();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function lockOf(dir: string): Record<string, unknown> {
  return JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8')) as Record<string, unknown>;
}

/** A pid that certainly belongs to no running process: a child that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
  return Number(child.stdout.trim());
}

function runCli(script: string, args: string[], pgliteDir: string) {
  const env = {
    ...process.env,
    PGLITE_DATA_DIR: pgliteDir,
    DATABASE_URL: '',
    DATA_DIR: path.dirname(pgliteDir),
  };
  return spawnSync(tsx, [path.join('scripts', script), ...args], {
    cwd: root,
    env,
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('the data-folder lock', () => {
  it('writes who holds the folder, is re-entrant in one process, and is gone once released', () => {
    const dir = tempDir();
    const release = acquireDataDirLock(dir);
    expect(lockOf(dir)).toMatchObject({ pid: process.pid, hostname: os.hostname() });
    // A second open in the same process (Next's copy of the module beside the server's) is allowed.
    acquireDataDirLock(dir)();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(true);
    expect(dataDirHolder(dir)).toBeNull();
    release();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  });

  it('refuses a folder held by another live process, naming it', async () => {
    const dir = tempDir();
    const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
    try {
      writeFileSync(
        path.join(dir, LOCK_FILE),
        JSON.stringify({
          pid: child.pid,
          hostname: os.hostname(),
          command: 'next start',
          since: 'now',
        }),
      );
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirBusyError);
      expect(() => acquireDataDirLock(dir)).toThrow(
        new RegExp(`in use by another process \\(pid ${child.pid}: next start`),
      );
      expect(dataDirHolder(dir)?.pid).toBe(child.pid);
    } finally {
      child.kill('SIGKILL');
      await new Promise((r) => child.once('exit', r));
    }
    // Its process is gone now (as after a SIGKILL): the lock is stale and taken over.
    hold(dir);
    expect(lockOf(dir).pid).toBe(process.pid);
  });

  it('takes over a lock whose pid is dead, or was reused by another process (start time differs)', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify({ pid: deadPid(), hostname: os.hostname() }));
    expect(dataDirHolder(dir)).toBeNull();
    hold(dir);
    expect(lockOf(dir).pid).toBe(process.pid);

    const reused = tempDir();
    // The parent of this process is alive, but it is not the process that wrote this lock.
    writeFileSync(
      path.join(reused, LOCK_FILE),
      JSON.stringify({ pid: process.ppid, hostname: os.hostname(), procStart: 1 }),
    );
    if (existsSync(`/proc/${process.ppid}/stat`)) {
      hold(reused);
      expect(lockOf(reused).pid).toBe(process.pid);
    }
  });

  it("never takes over another machine's lock (its pid cannot be checked from here)", () => {
    const dir = tempDir();
    writeFileSync(
      path.join(dir, LOCK_FILE),
      JSON.stringify({ pid: deadPid(), hostname: 'another-host.example', command: 'next start' }),
    );
    expect(() => acquireDataDirLock(dir)).toThrow(/on another-host.example/);
  });
});

describe('CLIs beside a process holding the embedded database', () => {
  const cases: [string, string[], RegExp][] = [
    ['admin-create.ts', ['--email', 'owner@example.in', '--password', 'Tulsi-Garden-42'], /^\[admin\] /m],
    ['seed.ts', ['--catalogue', 'fashion'], /^\[seed\] /m],
    ['migrate.ts', [], /^\[migrate\] /m],
  ];

  it.each(cases)('%s refuses, says what to do, and leaves the folder untouched', (script, args, prefix) => {
    const pglite = path.join(tempDir(), 'pglite');
    hold(pglite);
    const result = runCli(script, args, pglite);
    expect(result.status, result.stdout + result.stderr).toBe(1);
    expect(result.stderr).toMatch(prefix);
    expect(result.stderr).toMatch(new RegExp(`in use by another process \\(pid ${process.pid}`));
    expect(result.stderr).toMatch(/Stop the store server first/);
    expect(result.stderr).not.toMatch(/\n\s+at /); // a message, not a stack trace
    // Nothing was written: no database was created in the folder.
    expect(existsSync(path.join(pglite, 'PG_VERSION'))).toBe(false);
    expect(lockOf(pglite).pid).toBe(process.pid);
  });

  it('run once the folder is free (the control: the refusal above is about the lock)', () => {
    const pglite = path.join(tempDir(), 'pglite');
    const result = runCli('migrate.ts', [], pglite);
    expect(result.status, result.stdout + result.stderr).toBe(0);
    expect(existsSync(path.join(pglite, 'PG_VERSION'))).toBe(true);
    // The CLI released its lock as it closed the database.
    expect(existsSync(path.join(pglite, LOCK_FILE))).toBe(false);
  }, 120_000);
});
