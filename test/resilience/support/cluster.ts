import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { freePort } from '@/scripts/lib/e2e-server';
import { startRedis, startVarnish, type Child, type Varnish } from '@/scripts/lib/front-cache';
import { startApp, type AppServer } from './app';
import { log } from './config';
import type { Env } from './database';

/** Two app instances sharing Redis, behind Varnish (deploy/varnish/store.vcl), as `npm run cluster` runs them. */
export type Cluster = {
  a: AppServer;
  b: AppServer;
  varnish: Varnish;
  /** The store's address through the front cache. */
  front: string;
  redisUrl: string;
  /** Varnish's view of an instance's health, from `varnishadm backend.list`. */
  backendHealthy: (app: AppServer) => boolean | null;
  stop: () => Promise<void>;
};

export type Stoppable = { stop: () => Promise<void> };

/** Stops what was started, last first; each at most once. */
export async function stopAll(pieces: Stoppable[]): Promise<void> {
  for (const piece of pieces.splice(0).reverse()) await piece.stop().catch(() => undefined);
}

/** Why the cluster tests cannot run here (printed when they are skipped), or null. */
export function clusterUnavailableReason(): string | null {
  if (spawnSync('/usr/sbin/varnishd', ['-V']).status !== 0) return 'varnishd is not installed';
  if (spawnSync('redis-server', ['--version']).status !== 0) return 'redis-server is not installed';
  return null;
}

/**
 * Starts a Redis server of its own (so rate-limit counters and pub/sub channels are this cluster's
 * alone, whoever else uses the machine's Redis), instances A and B of next start on `env`'s
 * database, and Varnish in front of both, purged by the instances.
 */
export async function startCluster(
  env: Env,
  label: string,
  /** Every piece is added here as it starts, so a caller that gave up waiting can still stop them all. */
  pieces: Stoppable[] = [],
): Promise<Cluster> {
  const stop = () => stopAll(pieces);
  try {
    const redis: Child & { url: string } = await startRedis(await freePort());
    pieces.push(redis);
    const varnishPort = await freePort();
    const front = `http://127.0.0.1:${varnishPort}`;
    const shared: Env = {
      ...env,
      REDIS_URL: redis.url,
      FRONT_CACHE_PURGE_URL: front,
      TRUST_PROXY: '1',
    };
    const a = await startApp(shared, { label: `${label}-A` });
    pieces.push(a);
    const b = await startApp(shared, { label: `${label}-B` });
    pieces.push(b);
    const varnish = await startVarnish({
      port: varnishPort,
      backends: [
        { name: 'app_a', host: '127.0.0.1', port: a.port },
        { name: 'app_b', host: '127.0.0.1', port: b.port },
      ],
      label: `${label}-varnish`,
      verbose: process.env.RESILIENCE_VERBOSE === '1',
    });
    pieces.push(varnish);
    log(`${label}: Varnish on ${front} in front of A (${a.url}) and B (${b.url}), Redis ${redis.url}`);
    const backendHealthy = (app: AppServer) => {
      const name = app === a ? 'app_a' : 'app_b';
      const listing = spawnSync(
        'varnishadm',
        ['-n', path.join(varnish.workDir, 'instance'), 'backend.list', `*.${name}`],
        { encoding: 'utf8', timeout: 5000 },
      );
      if (listing.status !== 0) return null;
      const line = listing.stdout.split('\n').find((l) => l.includes(name));
      if (!line) return null;
      return /\bhealthy\b/i.test(line) && !/\bsick\b/i.test(line);
    };
    return { a, b, varnish, front, redisUrl: redis.url, backendHealthy, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
