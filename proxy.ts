import { NextResponse, type NextRequest } from 'next/server';
import { TOKEN_COOKIE, TOKEN_HEADER } from '@/lib/accounts/constants';
import { env } from '@/lib/env';
import { defaultLocale, localePath, splitLocale, type Locale } from '@/lib/i18n/shared/locales';
import { listingKey } from '@/lib/catalog/shared/listing-key';
import { isApiPath, refuseApiRequest } from '@/lib/http/api-routes';
import { applyCorsHeaders, preflightHeaders } from '@/lib/http/cors';
import { isCrossSiteMutation, isTrustedOrigin } from '@/lib/http/origin';
import {
  baseSecurityHeaders,
  contentSecurityPolicy,
  newNonce,
  type SecurityOptions,
} from '@/lib/http/security-headers';

// Runs before every page and API request (see the matcher). Keep it light: no database, no network.
// It is a list of steps so more can be added (security headers, CSP) without touching the others.

/** A step that may answer the request itself; returning undefined lets the request through. */
type Guard = (request: NextRequest) => Response | undefined;
/** A step that adjusts the headers of whatever answer goes back (the route's, or a guard's). */
type Decorator = (request: NextRequest, headers: Headers) => void;

/** Calls that set the session cookie. */
const sessionPaths = new Set(['/api/user/login', '/api/user/register']);

const isApi = (request: NextRequest) => isApiPath(request.nextUrl.pathname);

/** CORS preflight for the API, answered here so route handlers never see OPTIONS. */
const apiPreflight: Guard = (request) => {
  if (!isApi(request) || request.method !== 'OPTIONS') return undefined;
  return new Response(null, {
    status: 204,
    headers: preflightHeaders(request.headers.get('origin'), env.CORS_ORIGINS),
  });
};

/**
 * Unknown API routes (404) and methods a route does not answer (405 with Allow) get the API's JSON
 * failure here; Next.js would answer an HTML page or an empty body.
 */
const apiRouteGuard: Guard = (request) => {
  if (!isApi(request)) return undefined;
  return refuseApiRequest(request.method, request.nextUrl.pathname) ?? undefined;
};

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Refuses writes to pages sent from another site: server actions (contact, newsletter, test-mode payment)
 * and form posts. Next.js would refuse a foreign-origin server action too, but with a 500.
 */
const pageCrossSiteGuard: Guard = (request) => {
  if (isApi(request) || !unsafeMethods.has(request.method)) return undefined;
  const origin = request.headers.get('origin');
  if (origin === null) return undefined;
  const trusted = isTrustedOrigin(origin, {
    host: request.headers.get('host'),
    forwardedHost: request.headers.get('x-forwarded-host'),
    siteUrl: env.SITE_URL,
    corsOrigins: [],
  });
  if (trusted) return undefined;
  return new Response('Cross-site request refused.', {
    status: 403,
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });
};

/** Refuses cookie-authenticated API writes sent from another site (CSRF); header-token clients pass. */
const apiCrossSiteGuard: Guard = (request) => {
  if (!isApi(request)) return undefined;
  const refused = isCrossSiteMutation({
    method: request.method,
    origin: request.headers.get('origin'),
    hasTokenCookie: Boolean(request.cookies.get(TOKEN_COOKIE)?.value),
    hasTokenHeader: Boolean(request.headers.get(TOKEN_HEADER)),
    startsSession: sessionPaths.has(request.nextUrl.pathname),
    host: request.headers.get('host'),
    forwardedHost: request.headers.get('x-forwarded-host'),
    siteUrl: env.SITE_URL,
    corsOrigins: env.CORS_ORIGINS,
  });
  if (!refused) return undefined;
  return Response.json({ success: false, message: 'Cross-site request refused.' }, { status: 403 });
};

const apiCors: Decorator = (request, headers) => {
  if (isApi(request)) applyCorsHeaders(headers, request.headers.get('origin'), env.CORS_ORIGINS);
};

const security: SecurityOptions = {
  production: env.NODE_ENV === 'production',
  https: env.SITE_URL.startsWith('https:'),
  development: env.NODE_ENV === 'development',
};
const securityHeaders = Object.entries(baseSecurityHeaders(security));

const secure: Decorator = (_request, headers) => {
  for (const [name, value] of securityHeaders) headers.set(name, value);
};

// Cross-site writes are refused before anything is said about the route (404/405), so a foreign page learns nothing.
/**
 * A visitor with no session opening a page that needs one (the back office, an invoice, the sandbox
 * payment page) is sent to sign in with an HTTP redirect here, before any rendering. The pages' own
 * guards still refuse a shopper or an expired session, but a redirect from inside a rendered page comes
 * after Next.js has sent the page's shell (status 200), as a client-side redirect: on a busy server that
 * showed the login form under the /admin address, and signing in lost the way back.
 */
const signInFirst = /^\/(admin(\/.*)?|pay\/sandbox\/[^/]+|orders\/[^/]+\/invoice)$/;

const signInGuard: Guard = (request) => {
  const { pathname, search } = request.nextUrl;
  const { locale, path } = splitLocale(pathname);
  if (request.method !== 'GET' || !signInFirst.test(path)) return undefined;
  if (request.cookies.get(TOKEN_COOKIE)?.value) return undefined;
  const login = new URL(localePath(locale, '/login'), request.nextUrl);
  login.searchParams.set('next', `${pathname}${search}`);
  const response = NextResponse.redirect(login, 307);
  response.headers.set('cache-control', 'private, no-store');
  return response;
};

const guards: Guard[] = [apiPreflight, apiCrossSiteGuard, apiRouteGuard, pageCrossSiteGuard, signInGuard];
const decorators: Decorator[] = [apiCors, secure];

/** The listings whose query proxy.ts turns into a path segment (lib/catalog/shared/listing-key.ts). */
const listingPaths: Record<string, string> = { '/shop': '/shop/v/', '/collection': '/collection/v/' };

/**
 * Where a listing URL is rendered: `/shop?<query>` at `/shop/v/<key>`, a page whose only input is its
 * path (so Next.js can keep it whole per key). Undefined for other paths, other methods, and queries too
 * long for a key.
 */
function listingRoute(request: NextRequest, path: string): string | undefined {
  const base = listingPaths[path];
  if (!base || (request.method !== 'GET' && request.method !== 'HEAD')) return undefined;
  // A search is rendered from its query, where it counts against the client's search limit.
  if (request.nextUrl.searchParams.get('q')?.trim()) return undefined;
  const key = listingKey(request.nextUrl.searchParams);
  return key === null ? undefined : base + key;
}

/**
 * The delivery form without JavaScript (`/product/<id>?pin=<pin>`) is rendered at
 * /product/<id>/pin/<pin>, so the product page itself reads no query; a value that is not a PIN code
 * goes as `invalid`, which the page answers with the form's error.
 */
function productPinRoute(request: NextRequest, path: string): string | undefined {
  const product = /^\/product\/([^/]+)$/.exec(path);
  const pin = request.nextUrl.searchParams.get('pin')?.trim();
  if (!product || !pin || (request.method !== 'GET' && request.method !== 'HEAD')) return undefined;
  return `/product/${product[1]}/pin/${/^\d{6}$/.test(pin) ? pin : 'invalid'}`;
}

/**
 * The pages rendered for each request (they read the session, a token or the query), which get a nonce
 * for their scripts. Every other page is rendered once and kept by Next.js, which serves it with the
 * hashes of its scripts instead (a kept page cannot carry a per-request nonce).
 */
const perRequestPages =
  /^\/(admin(\/.*)?|shop|collection|reset-password|newsletter\/.+|orders\/[^/]+\/invoice|pay\/.+)$/;

function rendersPerRequest(pathname: string): boolean {
  return perRequestPages.test(pathname);
}

/** The request's URL at another path, keeping only a client navigation's `_rsc`. */
function keepingRsc(request: NextRequest, pathname: string): URL {
  const target = request.nextUrl.clone();
  target.pathname = pathname;
  const rsc = request.nextUrl.searchParams.get('_rsc');
  target.search = rsc === null ? '' : `?_rsc=${encodeURIComponent(rsc)}`;
  return target;
}

/** Files served outside `app/[locale]`: the same in every language. */
const languageFree = /^\/(robots\.txt|sitemap\.xml|sitemaps\/[^/]+|_next\/.*)$/;

/**
 * Marks proxy.ts's own rewrite of an English URL to `/en/...`: where Next.js runs the proxy again for a
 * rewritten request (it did in a spike: docs/plans/hindi.md), that pass must go through, while a visitor's
 * `/en/...` is sent to the plain URL.
 */
const LANGUAGE_REWRITE = 'x-store-language-rewrite';

/**
 * Where a page request is rendered: `app/[locale]` plus the store path, or a listing's or PIN's own
 * route (`keyed`). Undefined when the request's own path is the place (a `/hi/...` page).
 */
function pageRoute(request: NextRequest, locale: Locale, path: string): { url?: URL; keyed: boolean } {
  const inner = listingRoute(request, path) ?? productPinRoute(request, path);
  if (inner) return { url: keepingRsc(request, `/${locale}${inner}`), keyed: true };
  if (locale !== defaultLocale) return { keyed: false };
  const url = request.nextUrl.clone();
  url.pathname = `/${locale}${path === '/' ? '' : path}`;
  return { url, keyed: false };
}

/** The English page's plain URL for a visitor's `/en/...` (308, query kept). */
function plainEnglish(request: NextRequest, path: string): Response {
  const target = request.nextUrl.clone();
  target.pathname = path;
  return NextResponse.redirect(target, 308);
}

export function proxy(request: NextRequest): Response {
  for (const guard of guards) {
    const answer = guard(request);
    if (answer) {
      for (const decorate of decorators) decorate(request, answer.headers);
      return answer;
    }
  }
  const { pathname } = request.nextUrl;
  if (isApi(request) || languageFree.test(pathname)) return decorated(request, NextResponse.next());
  const { locale, path, prefixed } = splitLocale(pathname);
  if (prefixed && locale === defaultLocale) {
    if (request.headers.get(LANGUAGE_REWRITE) === null)
      return decorated(request, plainEnglish(request, path));
    return decorated(request, NextResponse.next());
  }
  const { url, keyed } = pageRoute(request, locale, path);
  const requestHeaders = new Headers(request.headers);
  if (url) requestHeaders.set(LANGUAGE_REWRITE, '1');
  let policy: string | undefined;
  if (!keyed && rendersPerRequest(path)) {
    // A page rendered per request gets a fresh nonce: Next.js reads it from the request's policy and
    // puts it on its own scripts. A page Next.js keeps carries a policy of its own scripts' hashes
    // instead (lib/cache/handlers).
    const nonce = newNonce();
    policy = contentSecurityPolicy(nonce, security);
    requestHeaders.set('x-nonce', nonce);
    requestHeaders.set('Content-Security-Policy', policy);
  }
  const init = { request: { headers: requestHeaders } };
  const response = url ? NextResponse.rewrite(url, init) : NextResponse.next(init);
  if (policy) response.headers.set('Content-Security-Policy', policy);
  return decorated(request, response);
}

function decorated(request: NextRequest, response: Response): Response {
  for (const decorate of decorators) decorate(request, response.headers);
  return response;
}

export const config = {
  // Everything except the static assets, named exactly: build output, optimised images, uploaded media
  // (GET only) and the files of public/. Not "any path ending in .ext": /api/user/address/<id>.json is
  // an API write like any other and must meet the cross-site refusal (lib/http/proxy-matcher.test.ts).
  matcher: [
    '/((?!_next/static/|_next/image(?:/|$)|media/|media$|brand/|_bench/|placeholder\\.webp$|favicon\\.ico$).*)',
  ],
};
