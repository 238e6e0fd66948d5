import { randomBytes } from 'node:crypto';

/** A 24-hex-character id: 4 bytes of seconds then 8 random bytes, sortable by creation like an ObjectId. */
export function newId(): string {
  const seconds = Math.floor(Date.now() / 1000)
    .toString(16)
    .padStart(8, '0');
  return seconds + randomBytes(8).toString('hex');
}

export function isId(value: unknown): value is string {
  return typeof value === 'string' && /^[0-9a-f]{24}$/.test(value);
}
