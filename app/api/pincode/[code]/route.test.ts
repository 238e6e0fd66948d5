import { describe, expect, it } from 'vitest';
import { call } from '@/test/api';
import { GET } from './route';

describe('GET /api/pincode/{code}', () => {
  it('answers a known pincode with its district and state', async () => {
    const { status, json } = await call<unknown>(GET, '/api/pincode/560001', { params: { code: '560001' } });
    expect(status).toBe(200);
    const [entry] = json as unknown as [
      { Status: string; PostOffice: { District: string; State: string; Country: string }[] },
    ];
    expect(entry.Status).toBe('Success');
    expect(entry.PostOffice[0]).toMatchObject({
      District: 'Bangalore',
      State: 'Karnataka',
      Country: 'India',
    });
  });

  it('answers an unknown but valid pincode like the public service (200, Status Error)', async () => {
    const { status, json } = await call<unknown>(GET, '/api/pincode/999999', { params: { code: '999999' } });
    expect(status).toBe(200);
    expect(json).toEqual([{ Status: 'Error', Message: 'No records found', PostOffice: null }]);
  });

  it('refuses a malformed code with 400 and the usual failure shape', async () => {
    for (const code of ['12ab56', '1234', '0123456']) {
      const { status, json } = await call(GET, `/api/pincode/${code}`, { params: { code } });
      expect(status).toBe(400);
      expect(json.success).toBe(false);
      expect(json.message).toMatch(/6 digits/);
    }
  });
});
