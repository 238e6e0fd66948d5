import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '@/test/api';
import { GET } from './route';

type Answer = {
  success: boolean;
  message?: string;
  delivery?: Record<string, unknown> & { cod: { available: boolean; message: string } };
};

const ask = (pin: string, query: Record<string, string> = {}) =>
  call<Answer>(GET, `/api/delivery/${pin}`, { params: { pin }, query });

describe('GET /api/delivery/{pin}', () => {
  beforeEach(() => {
    // Monday 24 November 2025, 10:00 in India; only Date is faked, so the handler's promises still run.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-11-24T04:30:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('answers the promised day and cash on delivery for a metro PIN code', async () => {
    const { status, json } = await ask('560038', { amount: '1999' });
    expect(status).toBe(200);
    expect(json.success).toBe(true);
    expect(json.delivery).toMatchObject({
      pin: '560038',
      deliverable: true,
      zone: 'metro',
      place: { district: 'Bangalore', state: 'Karnataka' },
      date: '2025-11-27',
      dateText: 'Thu, 27 Nov',
      message: 'Deliver to 560038 · by Thu, 27 Nov',
      cod: { available: true, message: 'Cash on delivery available' },
    });
  });

  it('says cash on delivery is not offered on the islands, and above the order-value limit', async () => {
    const islands = await ask('744101');
    expect(islands.json.delivery).toMatchObject({
      zone: 'islands',
      date: '2025-12-06',
      cod: { available: false },
    });
    expect(islands.json.delivery?.cod.message).toMatch(/not available for PIN code 744101/);
    const dear = await ask('560038', { amount: '50000.01' });
    expect(dear.json.delivery?.cod).toMatchObject({ available: false });
  });

  it('answers an unknown PIN code as not deliverable (200), and a malformed one with 400', async () => {
    const unknown = await ask('999999');
    expect(unknown.status).toBe(200);
    expect(unknown.json.delivery).toMatchObject({ deliverable: false, cod: { available: false } });
    for (const pin of ['12345', '0560038', 'abc123']) {
      const bad = await ask(pin);
      expect(bad.status).toBe(400);
      expect(bad.json).toMatchObject({ success: false, message: expect.stringMatching(/6 digits/) });
    }
    const badAmount = await ask('560038', { amount: '-5' });
    expect(badAmount.status).toBe(400);
    expect(badAmount.json.message).toMatch(/amount/);
  });
});
