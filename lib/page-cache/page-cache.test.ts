import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { invalidateLayout, invalidatePages, invalidateProducts, tagVersions, type PageTag } from './index';
import { purgeOnInvalidate, VarnishPurger } from './purge';

const id = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const sharedTagsKey = Symbol.for('store.sharedTags');
const globals = globalThis as Record<symbol, unknown>;

type Event = string;

/** A real HTTP server standing where Varnish would: it records every PURGE and its tags. */
async function purgeTarget(events: Event[], status = 200) {
  const server = http.createServer((req, res) => {
    events.push(`${req.method} ${String(req.headers['xkey-purge'])}`);
    res.writeHead(status).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const until = async (check: () => boolean, ms = 3000) => {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
  return check();
};

afterEach(() => {
  delete globals[sharedTagsKey];
});

describe('invalidation by tag', () => {
  it('expires a product, with or without the listings, and the layout', () => {
    const product: PageTag = `product:${id}`;
    const [p0 = 0, l0 = 0, y0 = 0] = tagVersions([product, 'listing', 'layout']);
    invalidateProducts([id], { listings: false });
    expect(tagVersions([product, 'listing', 'layout'])).toEqual([p0 + 1, l0, y0]);
    invalidateProducts([id]);
    expect(tagVersions([product, 'listing', 'layout'])).toEqual([p0 + 2, l0 + 1, y0]);
    invalidateLayout();
    expect(tagVersions([product, 'listing', 'layout'])).toEqual([p0 + 2, l0 + 1, y0 + 1]);
  });

  it("purges the front cache once per change, and only after Next.js's caches on every instance dropped it", async () => {
    const events: Event[] = [];
    // Where Next.js's handlers would be (lib/cache/tags.ts): the shared expiry takes 200 ms here.
    globals[sharedTagsKey] = {
      expire: async (tags: readonly string[]) => {
        await new Promise((r) => setTimeout(r, 200));
        events.push(`expired ${tags.join(' ')}`);
      },
    };
    const target = await purgeTarget(events);
    const unhook = purgeOnInvalidate(new VarnishPurger(target.url));
    try {
      const tag: PageTag = `product:${'c'.repeat(24)}`;
      invalidatePages([tag, 'listing']);
      expect(await until(() => events.length === 2)).toBe(true);
      expect(events).toEqual([`expired ${tag} listing`, `PURGE ${tag} listing`]);
    } finally {
      unhook();
      await target.close();
    }
  });

  it('logs a purge the front cache refused (after one retry), and goes on', async () => {
    const events: Event[] = [];
    const logged: string[] = [];
    const target = await purgeTarget(events, 403);
    const unhook = purgeOnInvalidate(new VarnishPurger(target.url), (m) => logged.push(m));
    try {
      invalidateLayout();
      expect(await until(() => logged.length === 1)).toBe(true);
      expect(events).toEqual(['PURGE layout', 'PURGE layout']);
      expect(logged[0]).toContain(
        'front cache purge of layout failed: front cache answered the purge with 403',
      );
    } finally {
      unhook();
      await target.close();
    }
  });
});
