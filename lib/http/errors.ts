import type { ErrorCode } from '@/lib/errors';

/** The one place a domain error's code becomes an HTTP status. */
const statusByCode: Record<ErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  unavailable: 503,
  internal: 500,
};

/** The HTTP status an error with this code answers. */
export function httpStatus(code: ErrorCode): number {
  return statusByCode[code];
}
