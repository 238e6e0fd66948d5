/**
 * Runs once when a server starts: what lib/http/serving.ts sets up, the startup lines (what shoppers can pay with, the sandbox and SITE_URL
 * warnings), the in-process mail worker delivers queued e-mails (lib/mail/worker.ts),
 * the offer clock refreshes product pages whose offer began or ended (lib/coupons/offers.ts), and the hold
 * clock gives up online payments not completed in time and puts their stock back (lib/orders/hold-clock.ts),
 * and the return-photo clock deletes photos never attached to a return a day after upload
 * (lib/returns/photo-orphans.ts).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // The build must never open the database (the server owns the embedded one).
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  // The data folder's lock, the front door of lib/http/preload.cjs, and the front cache's purge.
  const { startServing } = await import('@/lib/http/serving');
  startServing();
  // What the owner reads at start.
  const { printStartupLines } = await import('@/lib/server/startup');
  printStartupLines();
  const { startMailWorker } = await import('@/lib/mail/worker');
  startMailWorker();
  // Product pages show their best offer: the clock drops them when an offer begins or ends by date.
  const { startOfferClock } = await import('@/lib/coupons');
  startOfferClock();
  // Stock held for an abandoned online payment goes back on start and every minute after.
  const { startHoldClock } = await import('@/lib/orders');
  startHoldClock();
  // Return photos no request names are deleted a day after upload, on start and every hour after.
  const { startReturnPhotoClock } = await import('@/lib/returns');
  startReturnPhotoClock();
}
