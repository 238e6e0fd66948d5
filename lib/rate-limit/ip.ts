/**
 * The client's address for rate limiting: the first `x-forwarded-for` entry, else `x-real-ip`, else
 * 'local'. Only trustworthy behind a proxy that overwrites these headers; without one a client can
 * vary them, which is why logins are also limited per e-mail.
 */
export function clientIp(req: Request): string {
  const forwarded = req.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  if (forwarded) return forwarded.slice(0, 64);
  const real = req.headers.get('x-real-ip')?.trim();
  if (real) return real.slice(0, 64);
  return 'local';
}
