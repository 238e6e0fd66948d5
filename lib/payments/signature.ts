import { createHmac, timingSafeEqual } from 'node:crypto';

/** Hex HMAC-SHA256 of the body: how Razorpay and the sandbox sign their webhooks. */
export function hmacHex(secret: string | Uint8Array, body: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

/** Compares a received hex signature with the expected one in constant time. */
export function signatureMatches(expectedHex: string, receivedHex: string | null | undefined): boolean {
  if (!receivedHex || !/^[0-9a-f]+$/i.test(receivedHex)) return false;
  const expected = Buffer.from(expectedHex, 'hex');
  const received = Buffer.from(receivedHex.toLowerCase(), 'hex');
  return expected.length === received.length && timingSafeEqual(expected, received);
}
