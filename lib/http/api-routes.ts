/**
 * The API's routes as data: which methods each answers and the largest body it reads. proxy.ts answers
 * unknown routes (404) and wrong methods (405 with Allow) from it in JSON, before Next.js would answer
 * an HTML page or an empty body; the front door (lib/http/front-door.ts) refuses bodies over a route's
 * limit from Content-Length, and stops reading a streamed one there, before Next.js buffers anything.
 * test/security/api-routes.int.test.ts keeps it equal to the route files on disk and what they export.
 * No imports: proxy.ts and the server script load it.
 */

const KB = 1024;
const MB = 1024 * KB;

/** Largest bodies, in bytes; route handlers read with these same limits (test/security/api-routes.int.test.ts). */
export const BODY_LIMITS = {
  /** Any JSON call of the API (apiRoute's default). */
  json: 64 * KB,
  /** Password calls: an e-mail and a password or two. */
  account: 8 * KB,
  /** Sign-in and sign-up: a name, an e-mail, a password and the visitor's cart and wishlist to keep. */
  signIn: 64 * KB,
  /** Orders carry the original client's whole product copies (up to 100 lines). */
  order: 512 * KB,
  /** A product with its descriptions and image list. */
  adminProduct: 256 * KB,
  /** Provider webhooks, read raw for their signatures. */
  webhook: 1 * MB,
  /** One image of at most 5 MB (lib/admin/uploads.ts) plus its multipart framing. */
  upload: 5 * MB + 64 * KB,
  /** A catalogue CSV (10,000 lines are about 3 MB) plus its multipart framing. */
  catalogueImport: 32 * MB,
  /** The test-mode payment page's one field. */
  sandboxDecision: 1 * KB,
  /** Page requests: server actions (contact, newsletter, test-mode payment) and plain form posts. */
  page: 64 * KB,
} as const;

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type ApiRouteInfo = {
  /** As under app/, with [param] for a dynamic segment. */
  path: string;
  methods: readonly ApiMethod[];
  /** Largest body in bytes; BODY_LIMITS.json when not given. */
  bodyLimit?: number;
};

export const apiRoutes: readonly ApiRouteInfo[] = [
  { path: '/api/admin/audit', methods: ['GET'] },
  { path: '/api/admin/coupons', methods: ['GET', 'POST'] },
  { path: '/api/admin/coupons/[id]', methods: ['PATCH'] },
  { path: '/api/admin/customers', methods: ['GET'] },
  { path: '/api/admin/customers/[id]', methods: ['GET'] },
  { path: '/api/admin/customers/[id]/block', methods: ['POST'] },
  { path: '/api/admin/customers/[id]/unblock', methods: ['POST'] },
  { path: '/api/admin/dashboard', methods: ['GET'] },
  { path: '/api/admin/footer', methods: ['GET', 'POST'] },
  { path: '/api/admin/footer/[id]', methods: ['PATCH', 'DELETE'] },
  { path: '/api/admin/menu', methods: ['GET', 'POST'] },
  { path: '/api/admin/messages', methods: ['GET'] },
  { path: '/api/admin/messages/[id]', methods: ['GET'] },
  { path: '/api/admin/menu/[id]', methods: ['PATCH', 'DELETE'] },
  { path: '/api/admin/orders', methods: ['GET'] },
  { path: '/api/admin/orders/[id]', methods: ['GET'] },
  { path: '/api/admin/orders/[id]/status', methods: ['POST'] },
  { path: '/api/admin/returns', methods: ['GET'] },
  { path: '/api/admin/returns/[id]/status', methods: ['POST'] },
  { path: '/api/admin/reports', methods: ['GET'] },
  { path: '/api/admin/reports/gst', methods: ['GET'] },
  { path: '/api/admin/reviews', methods: ['GET'] },
  { path: '/api/admin/reviews/[id]/hide', methods: ['POST'] },
  { path: '/api/admin/reviews/[id]/restore', methods: ['POST'] },
  { path: '/api/admin/products', methods: ['GET', 'POST'], bodyLimit: BODY_LIMITS.adminProduct },
  // Before products/[id]: the first route whose segments match is the one (matchApiRoute).
  { path: '/api/admin/products/export', methods: ['GET'] },
  { path: '/api/admin/products/import', methods: ['POST'], bodyLimit: BODY_LIMITS.catalogueImport },
  { path: '/api/admin/products/[id]', methods: ['GET', 'PATCH'], bodyLimit: BODY_LIMITS.adminProduct },
  { path: '/api/admin/size-charts', methods: ['GET'] },
  { path: '/api/admin/size-charts/[id]', methods: ['PATCH'] },
  { path: '/api/admin/synonyms', methods: ['GET', 'POST'] },
  { path: '/api/admin/synonyms/[id]', methods: ['PATCH', 'DELETE'] },
  { path: '/api/admin/uploads', methods: ['POST'], bodyLimit: BODY_LIMITS.upload },
  { path: '/api/cart/add', methods: ['POST'] },
  { path: '/api/cart/coupon', methods: ['POST'] },
  { path: '/api/cart/get', methods: ['POST'] },
  { path: '/api/cart/lines', methods: ['POST'] },
  { path: '/api/cart/merge', methods: ['POST'] },
  { path: '/api/cart/update', methods: ['POST'] },
  { path: '/api/footers', methods: ['GET'] },
  { path: '/api/headers', methods: ['GET'] },
  { path: '/api/health', methods: ['GET'] },
  { path: '/api/order/cancel', methods: ['POST'] },
  { path: '/api/order/place', methods: ['POST'], bodyLimit: BODY_LIMITS.order },
  { path: '/api/order/place-upi', methods: ['POST'], bodyLimit: BODY_LIMITS.order },
  { path: '/api/order/return', methods: ['POST'] },
  { path: '/api/order/return/photo', methods: ['POST'], bodyLimit: BODY_LIMITS.upload },
  { path: '/api/order/sandbox/[id]', methods: ['GET', 'POST'], bodyLimit: BODY_LIMITS.sandboxDecision },
  { path: '/api/order/stripe', methods: ['POST'], bodyLimit: BODY_LIMITS.order },
  { path: '/api/order/userorders', methods: ['POST'] },
  { path: '/api/order/verifyRazorpay', methods: ['POST'] },
  { path: '/api/order/verifyStripe', methods: ['POST'] },
  { path: '/api/delivery/[pin]', methods: ['GET'] },
  { path: '/api/pincode/[code]', methods: ['GET'] },
  { path: '/api/product/batch', methods: ['POST'] },
  { path: '/api/product/categories', methods: ['GET'] },
  { path: '/api/product/list', methods: ['GET'] },
  { path: '/api/product/review/add', methods: ['POST'] },
  { path: '/api/product/review/delete', methods: ['POST'] },
  { path: '/api/product/review/get', methods: ['POST'] },
  { path: '/api/product/review/helpful', methods: ['POST'] },
  { path: '/api/product/review/update', methods: ['POST'] },
  { path: '/api/product/suggest', methods: ['GET'] },
  { path: '/api/product/tags', methods: ['GET'] },
  { path: '/api/user/address', methods: ['GET', 'POST'] },
  { path: '/api/user/address/[id]', methods: ['PATCH', 'DELETE'] },
  { path: '/api/user/info', methods: ['GET'] },
  { path: '/api/user/login', methods: ['POST'], bodyLimit: BODY_LIMITS.signIn },
  { path: '/api/user/logout', methods: ['POST'] },
  { path: '/api/user/password', methods: ['POST'], bodyLimit: BODY_LIMITS.account },
  { path: '/api/user/password/forgot', methods: ['POST'], bodyLimit: BODY_LIMITS.account },
  { path: '/api/user/password/reset', methods: ['POST'], bodyLimit: BODY_LIMITS.account },
  { path: '/api/user/profile', methods: ['GET', 'POST'], bodyLimit: BODY_LIMITS.account },
  { path: '/api/user/register', methods: ['POST'], bodyLimit: BODY_LIMITS.signIn },
  { path: '/api/webhooks/razorpay', methods: ['POST'], bodyLimit: BODY_LIMITS.webhook },
  { path: '/api/webhooks/stripe', methods: ['POST'], bodyLimit: BODY_LIMITS.webhook },
  { path: '/api/wishlist/add', methods: ['POST'] },
  { path: '/api/wishlist/clear', methods: ['POST'] },
  { path: '/api/wishlist/get', methods: ['GET'] },
  { path: '/api/wishlist/merge', methods: ['POST'] },
  { path: '/api/wishlist/remove', methods: ['POST'] },
];

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

const compiled = apiRoutes.map((route) => ({ route, segments: segmentsOf(route.path) }));

/** True for `/api` and everything under it. */
export function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

/** The route a request path belongs to (a [param] matches any one segment), or null. */
export function matchApiRoute(pathname: string): ApiRouteInfo | null {
  const wanted = segmentsOf(pathname);
  for (const { route, segments } of compiled) {
    if (segments.length !== wanted.length) continue;
    if (segments.every((s, i) => s === wanted[i] || (s.startsWith('[') && s.endsWith(']')))) return route;
  }
  return null;
}

/** The methods a route answers, as the Allow header lists them (HEAD with GET, OPTIONS for CORS). */
export function allowedMethods(route: ApiRouteInfo): string[] {
  const methods: string[] = [...route.methods];
  if (methods.includes('GET')) methods.push('HEAD');
  methods.push('OPTIONS');
  return methods;
}

export function allowsMethod(route: ApiRouteInfo, method: string): boolean {
  return allowedMethods(route).includes(method.toUpperCase());
}

/** The largest body the production server lets through to this path (API route or page). */
export function bodyLimitFor(pathname: string): number {
  if (!isApiPath(pathname)) return BODY_LIMITS.page;
  return matchApiRoute(pathname)?.bodyLimit ?? BODY_LIMITS.json;
}

/** `{ success: false, message }` with the status, the one shape every API failure has. */
export function apiErrorResponse(status: number, message: string, headers?: HeadersInit): Response {
  const res = Response.json({ success: false, message }, { status });
  for (const [name, value] of new Headers(headers)) res.headers.set(name, value);
  return res;
}

/** 404 for an unknown API path, 405 with Allow for a method the route does not answer, else null. */
export function refuseApiRequest(method: string, pathname: string): Response | null {
  const route = matchApiRoute(pathname);
  if (!route) return apiErrorResponse(404, 'This API route does not exist.');
  if (allowsMethod(route, method)) return null;
  return apiErrorResponse(405, `${method.toUpperCase()} is not allowed here.`, {
    allow: allowedMethods(route).join(', '),
  });
}
