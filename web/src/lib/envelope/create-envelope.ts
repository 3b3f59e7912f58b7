import type { EnvelopeScheme, RsaKeyValue } from '@lobby/contract';
import type { EncryptHook } from '../api-client';
import type { Sealer } from './sealer';

export interface EnvelopeOptions {
  /** Fetches the merchant's current key with the rsa-key call. */
  fetchKey(): Promise<RsaKeyValue>;
  /** The scheme the status call named, once known; a key of the other scheme is then refused. */
  getScheme(): EnvelopeScheme | undefined;
  /** How long a fetched key is reused; the server still accepts a retired key for its grace. */
  keyCacheMs?: number;
  now?: () => number;
  /** Loads a scheme's sealer: each is a chunk of its own, fetched the first time it is needed. */
  load?: (scheme: EnvelopeScheme) => Promise<Sealer>;
}

const KEY_CACHE_MS = 60_000;

/** Each scheme's sealer is a chunk of its own: a merchant's visitors fetch only theirs. */
const SEALERS: Record<EnvelopeScheme, () => Promise<Sealer>> = {
  hpke: () => import('./hpke').then((module) => module.sealHpkeBody),
  'aes-gcm': () => import('./aes-gcm').then((module) => module.sealAesGcmBody),
  'des-ecb': () => import('./des-ecb').then((module) => module.sealDesEcbBody),
};

const loadSealer = (scheme: EnvelopeScheme): Promise<Sealer> => SEALERS[scheme]();

const schemeOf = (key: RsaKeyValue): EnvelopeScheme =>
  typeof key === 'string' ? 'des-ecb' : key.scheme;

interface CachedKey {
  key: RsaKeyValue;
  fetchedAt: number;
  /** Server time minus local time when the key arrived, so timestamps are in server time. */
  clockOffset: number;
}

/**
 * The request envelope as the api client's encrypt hook: fetches the merchant's key (kept
 * briefly, fetched again when the server refused an envelope), loads the sealer of the key's
 * scheme, and seals the JSON body with it.
 */
export function createEnvelope(options: EnvelopeOptions): EncryptHook {
  const now = options.now ?? Date.now;
  const load = options.load ?? loadSealer;
  const keyCacheMs = options.keyCacheMs ?? KEY_CACHE_MS;
  let cached: Promise<CachedKey> | undefined;

  const fetchKey = async (): Promise<CachedKey> => {
    const key = await options.fetchKey();
    const fetchedAt = now();
    const clockOffset = typeof key === 'string' ? 0 : key.serverTime - fetchedAt;
    return { key, fetchedAt, clockOffset };
  };

  const currentKey = async (refresh: boolean): Promise<CachedKey> => {
    const held = cached && (await cached.catch(() => undefined));
    if (!refresh && held && now() - held.fetchedAt < keyCacheMs) return held;
    cached = fetchKey();
    return cached;
  };

  return async (call, body, { refreshKey }) => {
    const expected = options.getScheme();
    // The sealer loads while the key is on its way when the scheme is already known.
    const early = expected ? load(expected) : undefined;
    const { key, clockOffset } = await currentKey(refreshKey);
    const scheme = schemeOf(key);
    if (expected && expected !== scheme) {
      throw new Error(`The server offered a ${scheme} key, but this site uses ${expected}`);
    }
    const seal = await (early ?? load(scheme));
    return seal(JSON.stringify(body), key, call, now() + clockOffset);
  };
}
