import { calls, sealForKey, type CallDef, type RsaKeyValue } from '@lobby/contract';

type PublishedKey = Exclude<RsaKeyValue, string>;

interface CachedKey {
  key: PublishedKey;
  /** The server's clock minus this one's, in milliseconds. */
  skewMs: number;
}

const keys = new Map<string, Promise<CachedKey>>();

/** The merchant's key, fetched once per origin as web keeps it for the page's life. */
function keyOf(origin: string): Promise<CachedKey> {
  let cached = keys.get(origin);
  if (!cached) {
    cached = (async () => {
      const answer = await fetch(`${origin}${calls.sessionRsaKey.path}?_=${Date.now()}`);
      const key = ((await answer.json()) as { value: RsaKeyValue }).value;
      if (typeof key === 'string')
        throw new Error('the bench signs in on a merchant of a modern scheme only');
      return { key, skewMs: key.serverTime - Date.now() };
    })();
    keys.set(origin, cached);
  }
  return cached;
}

/** The envelope scheme the merchant at `origin` publishes. */
export async function schemeOf(origin: string): Promise<string> {
  return (await keyOf(origin)).key.scheme;
}

/** The headers and body of a call sealed with the merchant's current key, as web seals it. */
export async function sealFor(
  origin: string,
  call: CallDef,
  body: unknown,
): Promise<{ headers: Record<string, string>; body: string }> {
  const { key, skewMs } = await keyOf(origin);
  const sealed = await sealForKey(JSON.stringify(body), key, call, Date.now() + skewMs);
  return { headers: sealed.headers, body: sealed.payload };
}
