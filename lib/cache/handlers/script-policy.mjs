// The store's Content-Security-Policy, in plain JavaScript because two kinds of code build it: proxy.ts
// (a nonce per dynamic page) and the incremental cache handler, which Next.js loads at run time without
// a TypeScript loader (hashes of the inline scripts of a page it stores). One list, so the two agree.
/**
 * Every directive but script-src. Inline style attributes carry colour swatches and the menu's theme
 * colours; scripts stay strict.
 */
const otherDirectives = [
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "manifest-src 'self'",
  "worker-src 'self' blob:",
];

/** The policy with these script sources after 'self'; `https` adds upgrade-insecure-requests. */
export function scriptPolicy(scriptSources, { https = false } = {}) {
  const directives = [
    "default-src 'self'",
    ['script-src', "'self'", ...scriptSources].join(' '),
    ...otherDirectives,
  ];
  if (https) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}
