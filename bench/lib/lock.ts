import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { withLock } from '@/scripts/lib/lock';

/** Times the lock was found taken from this run while it measured (the figures of that stretch are suspect). */
export const lockIncidents: string[] = [];

/**
 * Holds the browser-test lock (scripts/lib/lock.ts) around `fn`, with two guards:
 * - withLock leaves a process 'exit' hook that deletes the lock folder whoever owns it by then;
 *   the hooks it added are removed once it returns, so this run ending never frees another's lock.
 * - while `fn` runs, the owner file is checked every 2 s: a folder deleted by someone else's exit
 *   hook is taken back at once, and a lock now owned by another process is recorded as an incident.
 */
export async function holdLock<T>(dir: string, what: string, fn: () => Promise<T>): Promise<T> {
  const before = new Set(process.listeners('exit'));
  const owner = path.join(dir, 'owner');
  const mine = String(process.pid);
  let watch: NodeJS.Timeout | undefined;
  try {
    return await withLock(dir, what, async () => {
      watch = setInterval(() => {
        if (!existsSync(dir)) {
          try {
            mkdirSync(dir);
            writeFileSync(owner, mine);
            lockIncidents.push(
              `${new Date().toISOString()}: the lock folder was deleted by another process; taken back`,
            );
          } catch {
            // Someone else created it first; the next tick sees their pid.
          }
          return;
        }
        let current = '';
        try {
          current = readFileSync(owner, 'utf8').trim();
        } catch {
          return;
        }
        if (current && current !== mine) {
          const note = `${new Date().toISOString()}: the lock is held by pid ${current} while this run measures (it may rebuild .next under the server)`;
          if (!lockIncidents.some((n) => n.includes(`pid ${current}`))) {
            lockIncidents.push(note);
            console.error(`[bench] WARNING ${note}`);
          }
        }
      }, 2000);
      try {
        return await fn();
      } finally {
        clearInterval(watch);
      }
    });
  } finally {
    for (const listener of process.listeners('exit')) {
      if (!before.has(listener)) process.removeListener('exit', listener);
    }
  }
}
