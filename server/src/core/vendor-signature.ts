import { createHmac, timingSafeEqual } from 'node:crypto';
import { VENDOR_WALLET_MAX_SKEW_MS } from '@lobby/contract';

/** hex(HMAC-SHA256(secret, timestamp + '.' + body)): what a vendor signs a wallet request with. */
export function walletSignature(
  secret: string | Uint8Array,
  timestamp: string,
  body: string,
): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/**
 * True when the signature is the body's under the secret and the timestamp (Unix seconds) is
 * within the allowed skew of now; compared in constant time.
 */
export function signatureHolds(
  secret: string | Uint8Array,
  timestamp: string,
  body: string,
  signature: string,
  now: Date,
): boolean {
  if (!/^\d{1,12}$/.test(timestamp) || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  if (Math.abs(now.getTime() - Number(timestamp) * 1000) > VENDOR_WALLET_MAX_SKEW_MS) return false;
  const expected = Buffer.from(walletSignature(secret, timestamp, body), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
