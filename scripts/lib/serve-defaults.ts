/**
 * Imported first by scripts/serve.ts, before anything reads lib/env.ts. The production server may run
 * without NODE_ENV=production (`npm start`, `npm run serve`), yet it is the live store: the payment
 * sandbox, which marks orders paid with no money moved, stays off there unless PAYMENTS_SANDBOX=true
 * turns it on explicitly (as the test servers do).
 */
// `npm run dev` (serve.ts --dev) keeps the sandbox on, as `next dev` does.
if (!process.env.PAYMENTS_SANDBOX && !process.argv.includes('--dev')) process.env.PAYMENTS_SANDBOX = 'false';

export {};
