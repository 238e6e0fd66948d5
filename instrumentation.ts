/** Runs once when a server starts: the in-process mail worker delivers queued e-mails (lib/mail/worker.ts). */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // The build must never open the database (the server owns the embedded one).
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startMailWorker } = await import('@/lib/mail/worker');
  startMailWorker();
}
