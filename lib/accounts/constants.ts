// Names shared with proxy.ts, which must stay free of the database and crypto modules.

export const TOKEN_COOKIE = 'token';
export const TOKEN_HEADER = 'token';
export const TOKEN_TTL_SECONDS = 60 * 60 * 24 * 7;

/**
 * A non-secret cookie scripts can read (the session cookie is httpOnly): set beside the session so the
 * shop provider (components/providers/shop-provider.tsx) knows to ask /api/user/info.
 */
export const SESSION_HINT_COOKIE = 'signed_in';
