import { createHmac } from 'node:crypto';

/**
 * hex(HMAC-SHA256(secret, timestamp + '.' + body)): how Lobby and an outside provider (a game
 * vendor's launch, a payment provider's checkout and notifications) sign what they send.
 */
export function timestampedSignature(secret: string, timestamp: string, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** An address a provider may send a player to: https, or http only on this machine (tests). */
export function isPlayerUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return (
      url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname))
    );
  } catch {
    return false;
  }
}
