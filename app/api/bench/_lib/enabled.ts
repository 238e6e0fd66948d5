import { errorResponse } from '@/lib/http';

/**
 * Bench-only routes ship in every build but answer only when `npm run bench` starts the server
 * with BENCH_ROUTES=1; it is a switch of the bench harness, not a store setting, so lib/env.ts
 * does not carry it.
 */
export function benchRoutesEnabled(): boolean {
  return process.env.BENCH_ROUTES === '1';
}

/** What a bench route answers everywhere else: the API's usual 404 shape. */
export function benchRouteNotFound(): Response {
  return errorResponse(404, 'Not found.');
}
