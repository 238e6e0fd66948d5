import Redis from 'ioredis';

/** The Redis the tests run against: REDIS_TEST_URL, default 127.0.0.1:6379. */
export const redisTestUrl = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';

/** Whether a Redis answers at `url`, so Redis tests can be skipped visibly when none does. */
export async function redisAnswers(url = redisTestUrl): Promise<boolean> {
  const probe = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}
