/**
 * One load run with autocannon, driven through its JavaScript API so its per-connection client can be
 * set up: run by bench/lib/load.ts, pinned to the load core, as
 *   node --import tsx bench/workers/load-generator.ts '<json options>'
 * and prints one JSON line: autocannon's result and the CPU this process spent during the run (its
 * start-up, loading tsx and autocannon, is left out).
 *
 * Why not the command line: autocannon appends every response body to a string
 * (`pipelinedRequestsQueue.addBody`), which decodes the compressed bytes as UTF-8 and grows a string
 * per answer. It only needs that for body checks, which the bench never asks for, but it costs the one
 * load core time in proportion to the page size, so bigger pages measured the load generator rather
 * than the server. Byte counts, latencies and status codes are recorded as before.
 */
import { createRequire } from 'node:module';

export type LoadGeneratorOptions = {
  url: string;
  connections: number;
  seconds: number;
  headers: Record<string, string>;
};

type AutocannonClient = { pipelinedRequests?: { addBody: (data: Buffer) => void } };
type Autocannon = (
  opts: {
    url: string;
    connections: number;
    duration: number;
    headers: Record<string, string>;
    setupClient: (client: AutocannonClient) => void;
  },
  done: (error: Error | null, result: unknown) => void,
) => unknown;

const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const options = JSON.parse(process.argv[2] ?? '{}') as LoadGeneratorOptions;

export type LoadGeneratorOutput = { result: unknown; cpuSeconds: number; elapsedSeconds: number };

const cpuBefore = process.cpuUsage();
const started = performance.now();
const result = await new Promise((resolve, reject) => {
  autocannon(
    {
      url: options.url,
      connections: options.connections,
      duration: options.seconds,
      headers: options.headers,
      setupClient: (client) => {
        // Fail loudly if a later autocannon moves this, rather than measure the old cost silently.
        if (typeof client.pipelinedRequests?.addBody !== 'function')
          throw new Error('autocannon client without pipelinedRequests.addBody: update load-generator.ts');
        client.pipelinedRequests.addBody = () => {};
      },
    },
    (error, r) => (error ? reject(error) : resolve(r)),
  );
});
const cpu = process.cpuUsage(cpuBefore);
const output: LoadGeneratorOutput = {
  result,
  cpuSeconds: (cpu.user + cpu.system) / 1e6,
  elapsedSeconds: (performance.now() - started) / 1000,
};
process.stdout.write(`${JSON.stringify(output)}\n`);
