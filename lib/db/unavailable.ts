/** Errors that say the database cannot be reached (a 503 to the API, a "try later" to forms), not a fault of the query. */

const connectionErrorCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '53300', // too_many_connections
]);

/** True when the error (or its cause) says the database cannot be reached right now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const e = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof e.code === 'string' && connectionErrorCodes.has(e.code)) return true;
    // pg's messages: a connection lost or never established, and pg-pool's wait for a free connection running
    // out (every pooled connection stuck connecting to a database that does not answer).
    if (
      typeof e.message === 'string' &&
      /Connection terminated|connection timeout|Client has encountered a connection error|timeout exceeded when trying to connect/i.test(
        e.message,
      )
    )
      return true;
    current = e.cause;
  }
  return false;
}
