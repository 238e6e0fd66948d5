import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { methods, routeFile, routes, type RouteEntry } from './routes';
import { checkAnswer, findLeak } from './support';

// The attack suite is only as good as its route table (a route.ts nobody listed would never be fuzzed) and
// its answer checks (a check that cannot fail would let every fuzz case pass).

const root = path.resolve(import.meta.dirname, '../..');

function routeFilesOnDisk(): string[] {
  const apiDir = path.join(root, 'app', 'api');
  return readdirSync(apiDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => path.basename(file) === 'route.ts')
    .map((file) => ['app', 'api', ...file.split(path.sep)].join('/'))
    .sort();
}

describe('the route table of the attack suite', () => {
  it('lists every app/api/**/route.ts on disk, and nothing else', () => {
    const onDisk = routeFilesOnDisk();
    expect(onDisk.length).toBeGreaterThan(30);
    expect(routes.map(routeFile).sort()).toEqual(onDisk);
  });

  it('names each route once, and takes every HTTP method each module exports', () => {
    expect(new Set(routes.map((r) => r.path)).size).toBe(routes.length);
    for (const entry of routes) {
      const exported = Object.keys(entry.module).filter((name) => /^[A-Z]+$/.test(name));
      expect(exported.length, entry.path).toBeGreaterThan(0);
      for (const name of exported) expect(methods, `${entry.path} exports ${name}`).toContain(name);
      for (const method of Object.keys(entry.samples ?? {})) expect(exported, entry.path).toContain(method);
    }
  });
});

describe('the answer checks of the attack suite', () => {
  const entry: RouteEntry = { path: '/api/example', module: {}, auth: 'none' };
  const answer = (status: number, body: string, type = 'application/json') => ({
    status,
    headers: new Headers({ 'content-type': type }),
    text: body,
  });

  it('spot stack traces and driver errors, but not input the answer merely echoes', () => {
    const leaks = [
      'TypeError: Cannot read properties of undefined\n    at handler (/work/main/lib/cart/cart.ts:10:5)',
      '{"message":"at Object.<anonymous> (file:///srv/app/route.js:1:1)"}',
      '{"message":"/srv/app/node_modules/pg/lib/client.js"}',
      '{"message":"Failed query: select \\"id\\" from \\"users\\" where \\"users\\".\\"id\\" = $1"}',
      '{"message":"invalid input syntax for type integer: \\"abc\\""}',
      '{"message":"duplicate key value violates unique constraint \\"users_email_key\\""}',
    ];
    for (const text of leaks) expect(findLeak(text, ''), text).not.toBeNull();
    expect(findLeak('{"success":false,"message":"name: Error: at /tmp/x"}', 'Error: at /tmp/x')).toBeNull();
    expect(findLeak('{"success":true,"products":[{"name":"Select Linen Shirt"}]}', '')).toBeNull();
  });

  it('refuse a 5xx, a non-JSON answer, a failure without a message, and a success without the flag', () => {
    const bad = [
      answer(500, '{"success":false,"message":"Something went wrong."}'),
      answer(200, '<html></html>', 'text/html'),
      answer(400, '{"error":"bad"}'),
      answer(404, '{"success":false,"message":""}'),
      answer(200, '{"products":[]}'),
      answer(200, '[]'),
    ];
    for (const a of bad) expect(() => checkAnswer(entry, a, ''), a.text).toThrow();
    expect(() => checkAnswer(entry, answer(400, '{"success":false,"message":"Bad"}'), '')).not.toThrow();
    expect(() => checkAnswer({ ...entry, arrayAnswer: true }, answer(200, '[]'), '')).not.toThrow();
  });
});
