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
