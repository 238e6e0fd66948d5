import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '@/test/fixtures/accounts';
import { createTestAdmin } from '@/test/fixtures/admin';
import { insertProducts } from '@/test/fixtures/catalog';
import { db } from '@/lib/db';
import { tagVersions } from '@/lib/page-cache';
import { auditLog } from '@/models';
import { call } from '@/test/api';
import { GET as listProducts } from '@/app/api/product/list/route';
import { DELETE as deleteGroup, PATCH as patchGroup } from './synonyms/[id]/route';
import { GET as listGroups, POST as createGroup } from './synonyms/route';

type Group = { _id: string; terms: string[] };

let admin: TestUser;
let shopper: TestUser;

beforeAll(async () => {
  [admin, shopper] = await Promise.all([createTestAdmin(), createTestUser()]);
  await insertProducts([
    { name: 'Teal Georgette Jumpsuit', categories: ["Women's Western Styles"] },
    { name: 'Handloom Cotton Gamcha', categories: ['Accessories'] },
  ]);
});

const found = async (q: string) => {
  const { json } = await call<{ products: { name: string }[] }>(listProducts, '/api/product/list', {
    query: { q },
  });
  return json.products.map((p) => p.name);
};

describe('/api/admin/synonyms', () => {
  it('lists the starting synonyms the migration seeded', async () => {
    const { status, json } = await call<{ groups: Group[] }>(listGroups, '/api/admin/synonyms', {
      token: admin.token,
    });
    expect(status).toBe(200);
    const terms = json.groups.map((g) => g.terms);
    expect(terms).toContainEqual(expect.arrayContaining(['kurta', 'kurti', 'कुर्ता']));
    expect(terms).toContainEqual(expect.arrayContaining(['wardrobe', 'almirah']));
    expect(terms).toContainEqual(expect.arrayContaining(['bed', 'palang']));
    expect(terms).toContainEqual(expect.arrayContaining(['chair', 'kursi']));
    expect(terms).toContainEqual(expect.arrayContaining(['t-shirt', 'tshirt', 'tee']));
    expect(terms).toContainEqual(expect.arrayContaining(['saree', 'sari', 'साड़ी']));
  });

  it('lets the owner teach the search a word, change it and take it back', async () => {
    expect(await found('romper')).toEqual([]);
    const before = tagVersions(['listing'])[0]!;
    const created = await call<{ group: Group }>(createGroup, '/api/admin/synonyms', {
      token: admin.token,
      // Normalised: lower case, single spaces, repeats dropped.
      body: { terms: [' Jumpsuit ', 'ROMPER', 'romper', 'play  suit'] },
    });
    expect(created.status).toBe(200);
    expect(created.json.group.terms).toEqual(['jumpsuit', 'romper', 'play suit']);
    // Cached listings are dropped: the same search may now find more.
    expect(tagVersions(['listing'])[0]).toBeGreaterThan(before);
    expect(await found('romper')).toEqual(['Teal Georgette Jumpsuit']);

    const id = created.json.group._id;
    const patched = await call<{ group: Group }>(patchGroup, `/api/admin/synonyms/${id}`, {
      method: 'PATCH',
      token: admin.token,
      params: { id },
      body: { terms: ['gamcha', 'towel', 'गमछा'] },
    });
    expect(patched.json.group.terms).toEqual(['gamcha', 'towel', 'गमछा']);
    expect(await found('romper')).toEqual([]);
    expect(await found('गमछा')).toEqual(['Handloom Cotton Gamcha']);

    const removed = await call(deleteGroup, `/api/admin/synonyms/${id}`, {
      method: 'DELETE',
      token: admin.token,
      params: { id },
    });
    expect(removed.status).toBe(200);
    expect(await found('towel')).toEqual([]);

    const audit = await db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audit.map((a) => a.action).sort()).toEqual(['synonym.create', 'synonym.delete', 'synonym.update']);
  });

  it('refuses bad groups with a 400, unknown ids with a 404, and anyone but an admin', async () => {
    for (const body of [
      { terms: ['only-one'] },
      { terms: ['same', 'SAME'] },
      { terms: ['ok', 'x'] },
      { terms: ['ok', 'bad:*|term'] },
      { terms: ['ok', 'a'.repeat(41)] },
      { terms: 'kurta, kurti' },
      { terms: Array.from({ length: 21 }, (_, i) => `word${i}`) },
      {},
    ]) {
      const { status, json } = await call(createGroup, '/api/admin/synonyms', { token: admin.token, body });
      expect(status, JSON.stringify(body)).toBe(400);
      expect(json).toMatchObject({ success: false, message: expect.stringMatching(/^terms/) });
    }
    const missing = '0123456789abcdef01234567';
    const patch = await call(patchGroup, `/api/admin/synonyms/${missing}`, {
      method: 'PATCH',
      token: admin.token,
      params: { id: missing },
      body: { terms: ['a1', 'b1'] },
    });
    expect(patch.status).toBe(404);
    expect((await call(listGroups, '/api/admin/synonyms')).status).toBe(401);
    expect((await call(listGroups, '/api/admin/synonyms', { token: shopper.token })).status).toBe(403);
    const post = await call(createGroup, '/api/admin/synonyms', {
      token: shopper.token,
      body: { terms: ['a1', 'b1'] },
    });
    expect(post.status).toBe(403);
  });
});
