import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadGeneratorOptions, LoadGeneratorOutput } from '../workers/load-generator';
import { capture, pinned, root } from './proc';

const loadGenerator = path.join(root, 'bench', 'workers', 'load-generator.ts');

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
  /** The load generator's CPU time per answered request (µs). */
  generatorCpuUsPerRequest: number | null;
};

/** CPU seconds of a process (utime + stime) from /proc, or null where /proc is not there. */
function cpuSeconds(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ').map(Number);
    return ((fields[11] ?? 0) + (fields[12] ?? 0)) / 100;
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

/**
 * What Chromium sends: the server answers with the smallest encoding it holds (brotli for cached pages),
 * so the bytes that cross the wire are the ones a shopper's browser would receive.
 */
export const loadHeaders = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/**
 * One autocannon run in its own process pinned to core 1 (the server has core 0): `connections`
 * keep-alive connections for `seconds` (bench/workers/load-generator.ts).
 */
export async function loadRun(
  url: string,
  seconds: number,
  { connections = 50, serverPid }: { connections?: number; serverPid?: number } = {},
): Promise<LoadResult> {
  const serverBefore = serverPid ? cpuSeconds(serverPid) : null;
  const options: LoadGeneratorOptions = { url, connections, seconds, headers: loadHeaders };
  const cmd = pinned(1, process.execPath, ['--import', 'tsx', loadGenerator, JSON.stringify(options)]);
  const { code, stdout } = await capture(cmd.command, cmd.args, { timeoutMs: (seconds + 60) * 1000 });
  const line = stdout
    .trim()
    .split('\n')
    .reverse()
    .find((l) => l.startsWith('{'));
  if (code !== 0 || !line) throw new Error(`autocannon failed on ${url} (exit ${code})`);
  const output = JSON.parse(line) as LoadGeneratorOutput;
  const r = output.result as AutocannonJson;
  const serverAfter = serverPid ? cpuSeconds(serverPid) : null;
  const perRequest = (cpu: number) =>
    r.requests.total > 0 ? Math.round((cpu * 1e6) / r.requests.total) : null;
  return {
    serverCpuUsPerRequest:
      serverBefore !== null && serverAfter !== null ? perRequest(serverAfter - serverBefore) : null,
    generatorCpuPercent: Math.round((output.cpuSeconds * 100) / output.elapsedSeconds),
    generatorCpuUsPerRequest: perRequest(output.cpuSeconds),
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
        `  run ${round}/${rounds} ${t.label}: ${Math.round(r.rps)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, server ${r.serverCpuUsPerRequest ?? 'n/a'} µs CPU/request, load generator ${r.generatorCpuUsPerRequest ?? 'n/a'} µs/request at ${r.generatorCpuPercent ?? 'n/a'}% of its core${bad ? ` (${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts)` : ''}`,
      );
    }
  }
  return runs;
}
