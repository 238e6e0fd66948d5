import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * A cross-process lock on a folder (mkdir is atomic): the browser-test phase builds into .next and
 * starts servers, so two runs on one checkout wait for each other instead of corrupting the build.
 * A lock left by a dead process is taken over.
 */
export async function withLock<T>(dir: string, what: string, fn: () => Promise<T>): Promise<T> {
  const owner = path.join(dir, 'owner');
  let announced = false;
  for (;;) {
    try {
      mkdirSync(dir, { recursive: false });
      writeFileSync(owner, String(process.pid));
      break;
    } catch {
      let pid = 0;
      try {
        pid = Number(readFileSync(owner, 'utf8'));
      } catch {
        // The owner file is written right after the folder; give it a moment.
      }
      if (pid && !alive(pid)) {
        rmSync(dir, { recursive: true, force: true });
        continue;
      }
      if (!announced) {
        console.log(`[lock] another ${what} is running (pid ${pid || '?'}); waiting for it to finish…`);
        announced = true;
      }
      await new Promise((r) => setTimeout(r, 2000));
    }
  }
  // Only ever remove the lock while it is still ours (a waiter may have taken over a stale one).
  const release = () => {
    try {
      if (Number(readFileSync(owner, 'utf8')) === process.pid) rmSync(dir, { recursive: true, force: true });
    } catch {
      // Already gone.
    }
  };
  process.once('exit', release);
  try {
    return await fn();
  } finally {
    process.off('exit', release);
    release();
  }
}
