// Names shared with proxy.ts, which must stay free of the database and crypto modules.

export const TOKEN_COOKIE = 'token';
export const TOKEN_HEADER = 'token';
export const TOKEN_TTL_SECONDS = 60 * 60 * 24 * 7;
