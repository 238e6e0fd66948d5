import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '@/lib/db/unavailable';
import { keepRead, keptValue } from './keep';

const tags = () => ['listing'];

describe('a kept read outside Next.js (as the API tests and scripts run it)', () => {
  it('gives back the value it read', async () => {
    expect(keptValue(await keepRead('hours', tags, async () => ['Kurtas', 'Sarees']))).toEqual([
      'Kurtas',
      'Sarees',
    ]);
  });

  it('turns a database outage into a value, and throws it again as an outage where its type survives', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const kept = await keepRead('hours', tags, () => Promise.reject(refused));
    expect(kept).toEqual({ unavailable: true });
    let thrown: unknown;
    try {
      keptValue(kept);
    } catch (error) {
      thrown = error;
    }
    expect(isDatabaseUnavailable(thrown)).toBe(true);
  });

  it('lets any other error through as it was', async () => {
    const fault = new TypeError('cannot read properties of undefined');
    await expect(keepRead('hours', tags, () => Promise.reject(fault))).rejects.toBe(fault);
  });
});
