import path from 'node:path';

/** The checkout the tests run in (Vitest and the bench script both start from the project root). */
export const root = process.cwd();
export const tsxBin = path.join(root, 'node_modules', '.bin', 'tsx');
export const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
/** Seeded product photos, shared with the browser tests so they are drawn once. */
export const mediaDir = path.join(root, '.data', 'e2e-media');
/** The lock the browser tests hold while they build into .next and run servers from it. */
export const lockDir = path.join(root, '.data', 'e2e.lock');
/** Flat delivery fee the test servers charge, so order amounts are checked with a fee in them. */
export const DELIVERY_FEE_RUPEES = 49;

/** Prints a line prefixed so the resilience step's own output stands out in a long CI log. */
export function log(message: string): void {
  console.log(`[resilience] ${message}`);
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
