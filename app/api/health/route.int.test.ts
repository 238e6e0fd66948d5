import { describe, expect, it } from 'vitest';
import { call } from '@/test/api';
import { GET } from './route';

describe('GET /api/health', () => {
  it('answers success with the database kind in use, and no query count (STORE_COUNT_QUERIES unset)', async () => {
    const { status, json } = await call(GET, '/api/health');
    expect(status).toBe(200);
    expect(json).toEqual({ success: true, db: process.env.DATABASE_URL ? 'postgres' : 'pglite' });
  });
});
