import { randomBytes } from 'node:crypto';
import {
  closeSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * PGlite has no lock of its own: two processes opening one data folder corrupt it silently (the server
 * keeps serving, and the next start fails with `RuntimeError: Aborted()`). So whoever opens the folder
 * first writes `store.lock` into it (O_EXCL, atomic) and everyone else is refused until that process
 * ends. A lock whose process is gone (killed, crashed, machine restarted) is stale and taken over.
 */

export const LOCK_FILE = 'store.lock';

export type LockHolder = {
  pid: number;
  hostname: string;
  /** Linux boot id: a pid from before a restart is never alive. */
  bootId?: string;
  /** Process start time in clock ticks since boot (Linux): a reused pid is another process. */
  procStart?: number;
  /** What holds the folder, e.g. `next start` or `scripts/admin-create.ts`. */
  command: string;
  since: string;
};

/** The folder is open in another live process. */
export class DataDirBusyError extends Error {
  constructor(
    readonly dir: string,
    readonly holder: LockHolder,
  ) {
    super(busyMessage(dir, holder));
    this.name = 'DataDirBusyError';
  }
}

function busyMessage(dir: string, holder: LockHolder): string {
  const where = holder.hostname === os.hostname() ? '' : ` on ${holder.hostname}`;
  return [
    `The embedded database in ${dir} is in use by another process (pid ${holder.pid}${where}: ${holder.command}, since ${holder.since}).`,
    "PGlite's data folder belongs to one process at a time; opening it from a second one corrupts it.",
    `Stop the store server first (Ctrl+C where \`npm start\` runs, or \`kill ${holder.pid}\`), then run this again.`,
    'To change data while the store keeps serving, run it on a PostgreSQL server (DATABASE_URL) instead.',
  ].join('\n');
}

function readText(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

function bootId(): string | undefined {
  return readText('/proc/sys/kernel/random/boot_id')?.trim() || undefined;
}

function procStart(pid: number): number | undefined {
  const stat = readText(`/proc/${pid}/stat`);
  if (!stat) return undefined;
  // Field 22 (starttime), counted after the command name, which is in parentheses and may hold spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const value = Number(fields[19]);
  return Number.isFinite(value) ? value : undefined;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function me(): LockHolder {
  return {
    pid: process.pid,
    hostname: os.hostname(),
    bootId: bootId(),
    procStart: procStart(process.pid),
    command: commandLine(),
    since: new Date().toISOString(),
  };
}

function commandLine(): string {
  const script = process.argv[1] ? path.relative(process.cwd(), process.argv[1]) : 'node';
  return [script, ...process.argv.slice(2)].join(' ').slice(0, 200) || 'node';
}

function parseHolder(text: string | undefined): LockHolder | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<LockHolder>;
    if (typeof value.pid !== 'number' || typeof value.hostname !== 'string') return null;
    return {
      pid: value.pid,
      hostname: value.hostname,
      bootId: value.bootId,
      procStart: value.procStart,
      command: String(value.command ?? 'unknown'),
      since: String(value.since ?? 'unknown'),
    };
  } catch {
    return null;
  }
}

/** Whether the recorded process is certainly gone; a lock from another machine is never judged stale. */
function isStale(holder: LockHolder | null, file: string): boolean {
  if (!holder) {
    // Unreadable: being written this instant, or its writer died between creating and writing it.
    try {
      return Date.now() - statSync(file).mtimeMs > 2000;
    } catch {
      return true;
    }
  }
  if (holder.hostname !== os.hostname()) return false;
  const boot = bootId();
  if (holder.bootId && boot && holder.bootId !== boot) return true;
  if (!alive(holder.pid)) return true;
  const started = procStart(holder.pid);
  return holder.procStart !== undefined && started !== undefined && started !== holder.procStart;
}

function isMine(holder: LockHolder | null): boolean {
  if (!holder || holder.pid !== process.pid || holder.hostname !== os.hostname()) return false;
  return holder.procStart === undefined || holder.procStart === procStart(process.pid);
}

// Shared by every copy of this module in the process (Next bundles its own copy next to the server's).
const held = globalThis as typeof globalThis & { __storeDataDirLocks?: Set<string> };
const heldDirs = (held.__storeDataDirLocks ??= new Set<string>());

/** The live process holding the folder, or null when it is free (no lock, a stale one, or our own). */
export function dataDirHolder(dir: string): LockHolder | null {
  const holder = parseHolder(readText(path.join(dir, LOCK_FILE)));
  if (!holder || isMine(holder) || isStale(holder, path.join(dir, LOCK_FILE))) return null;
  return holder;
}

/** Moves a stale lock out of the way, unless another process replaced it since it was read. */
function removeStale(file: string, seen: string | undefined): void {
  const aside = `${file}.stale-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    renameSync(file, aside);
  } catch {
    return; // Someone else removed it first.
  }
  if (readText(aside) !== seen) {
    // A fresh lock was written between our read and the rename: put it back (unless yet another exists).
    try {
      linkSync(aside, file);
    } catch {
      // A third process holds the folder now; ours was the stale one's replacement and is lost anyway.
    }
  }
  unlinkSync(aside);
}

/**
 * Takes the folder for this process, or throws DataDirBusyError naming the live holder. Re-entrant
 * within a process. The lock goes when `release` is called or the process exits; a killed process
 * leaves it behind, and the next opener sees the pid is gone and takes over.
 */
export function acquireDataDirLock(dir: string): () => void {
  const resolved = path.resolve(dir);
  const file = path.join(resolved, LOCK_FILE);
  if (heldDirs.has(resolved)) return () => undefined;
  mkdirSync(resolved, { recursive: true });
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o644);
      try {
        writeSync(fd, `${JSON.stringify(me(), null, 2)}\n`);
      } finally {
        closeSync(fd);
      }
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const text = readText(file);
      const holder = parseHolder(text);
      if (isMine(holder)) return () => undefined;
      if (!holder && attempt < 20 && !isStale(holder, file)) {
        // Created this instant by another opener that has not written it yet: look again shortly.
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
        continue;
      }
      if (!isStale(holder, file) || attempt >= 20) {
        if (holder) throw new DataDirBusyError(dir, holder);
        throw new Error(`${file} is being written by another process; try again in a moment.`);
      }
      removeStale(file, text);
    }
  }
  heldDirs.add(resolved);
  const release = () => {
    if (!heldDirs.delete(resolved)) return;
    process.off('exit', release);
    // Only ever remove our own lock.
    if (isMine(parseHolder(readText(file)))) {
      try {
        unlinkSync(file);
      } catch {
        // Already gone.
      }
    }
  };
  process.on('exit', release);
  return release;
}
