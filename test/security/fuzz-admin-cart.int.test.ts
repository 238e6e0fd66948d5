import { beforeAll, describe, it } from 'vitest';
import { fuzzHandler, RUNS_PER_HANDLER } from './fuzz';
import { fuzzGroup, handlers } from './routes';
import { createFixtures, type Fixtures } from './support';

// Property-based fuzzing of the API handlers in routes.ts (back office, accounts, cart, wishlist), 200 hostile calls each.
// The other half of the table is fuzzed by the other fuzz-*.int.test.ts file, in parallel.

let fx: Fixtures;
beforeAll(async () => {
  fx = await createFixtures();
});

describe(`each handler keeps the API contract under ${RUNS_PER_HANDLER} hostile calls`, () => {
  for (const { entry, method, handler } of handlers().filter(
    (h) => fuzzGroup(h.entry) === 'admin-accounts-cart',
  )) {
    it(`${method} ${entry.path}`, () => fuzzHandler(fx, entry, method, handler), 120_000);
  }
});
