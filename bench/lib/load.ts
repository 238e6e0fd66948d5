import { readFileSync } from 'node:fs';
import path from 'node:path';
import { capture, pinned, root } from './proc';

const autocannonCli = path.join(root, 'node_modules', 'autocannon', 'autocannon.js');

export type LoadResult = {
  rps: number;
  p50: number;
  p99: number;
  latencyAvg: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Server CPU time per answered request (µs), read from /proc; null where /proc is not there. */
  serverCpuUsPerRequest: number | null;
  /** The load generator's CPU over the run, in % of one core (autocannon is one process on core 1). */
  generatorCpuPercent: number | null;
};

/** CPU seconds of a process (utime + stime), or of this process's waited-for children ('children'). */
function cpuSeconds(pid: number | 'children'): number | null {
  try {
    const fields = readFileSync(`/proc/${pid === 'children' ? 'self' : pid}/stat`, 'utf8')
      .split(') ')[1]!
      .split(' ')
      .map(Number);
    const [user, system] = pid === 'children' ? [fields[13], fields[14]] : [fields[11], fields[12]];
    return ((user ?? 0) + (system ?? 0)) / 100;
  } catch {
    return null;
  }
}

type AutocannonJson = {
  requests: { average: number; total: number };
  latency: { average: number; p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
};

/** Browsers ask for compressed answers; so does the load, so the server pays for gzip as it would live. */
const headers = ['accept-encoding=gzip'];

/**
 * One autocannon run in its own process pinned to core 1 (the server has core 0): `connections`
 * keep-alive connections for `seconds`.
 */
export async function loadRun(
  url: string,
  seconds: number,
  { connections = 50, serverPid }: { connections?: number; serverPid?: number } = {},
): Promise<LoadResult> {
  const serverBefore = serverPid ? cpuSeconds(serverPid) : null;
  const generatorBefore = cpuSeconds('children');
  const started = performance.now();
  const cmd = pinned(1, process.execPath, [
    autocannonCli,
    '--json',
    '--no-progress',
    '-c',
    String(connections),
    '-d',
    String(seconds),
    ...headers.flatMap((h) => ['-H', h]),
    url,
  ]);
  const { code, stdout } = await capture(cmd.command, cmd.args, { timeoutMs: (seconds + 60) * 1000 });
  const line = stdout
    .trim()
    .split('\n')
    .reverse()
    .find((l) => l.startsWith('{'));
  if (code !== 0 || !line) throw new Error(`autocannon failed on ${url} (exit ${code})`);
  const r = JSON.parse(line) as AutocannonJson;
  const elapsed = (performance.now() - started) / 1000;
  const serverAfter = serverPid ? cpuSeconds(serverPid) : null;
  const generatorAfter = cpuSeconds('children');
  return {
    serverCpuUsPerRequest:
      serverBefore !== null && serverAfter !== null && r.requests.total > 0
        ? Math.round(((serverAfter - serverBefore) * 1e6) / r.requests.total)
        : null,
    generatorCpuPercent:
      generatorBefore !== null && generatorAfter !== null
        ? Math.round(((generatorAfter - generatorBefore) * 100) / elapsed)
        : null,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    latencyAvg: r.latency.average,
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
  };
}

export type LoadTarget = { key: string; label: string; url: string };

/**
 * Warms each target, then runs them in turn, round after round, so a change in the machine's load
 * during the run touches every target alike. Returns every run per target.
 */
export async function loadRounds(
  targets: LoadTarget[],
  { warmup, seconds, rounds }: { warmup: number; seconds: number; rounds: number },
  log: (m: string) => void,
  serverPid?: number,
): Promise<Map<string, LoadResult[]>> {
  const runs = new Map<string, LoadResult[]>(targets.map((t) => [t.key, []]));
  for (const t of targets) await loadRun(t.url, warmup);
  for (let round = 1; round <= rounds; round++) {
    for (const t of targets) {
      const r = await loadRun(t.url, seconds, { serverPid });
      runs.get(t.key)!.push(r);
      const bad = r.non2xx + r.errors + r.timeouts;
      log(
        `  run ${round}/${rounds} ${t.label}: ${Math.round(r.rps)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, server ${r.serverCpuUsPerRequest ?? 'n/a'} µs CPU/request, load generator ${r.generatorCpuPercent ?? 'n/a'}% of its core${bad ? ` (${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts)` : ''}`,
      );
    }
  }
  return runs;
}
