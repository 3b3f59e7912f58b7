import type { RsaKeyValue } from './envelope-calls.js';
import { sealAesGcm } from './aes-gcm-envelope.js';
import { sealDesEcb } from './des-ecb-envelope.js';
import type { EnvelopeTarget } from './envelope-headers.js';
import { sealHpke } from './hpke-envelope.js';
import { parseHexInteger } from './textbook-rsa.js';

/** A sealed body as a request carries it: lower-case headers and the body text. */
export interface SealedPayload {
  headers: Record<string, string>;
  payload: string;
}

/**
 * Seals a JSON text in whichever scheme the rsa-key answer shows, stamped at `now` (server time).
 * For Node clients (tests, the bench); web loads only its merchant's scheme, on demand.
 */
export async function sealForKey(
  json: string,
  key: RsaKeyValue,
  target: EnvelopeTarget,
  now: number,
): Promise<SealedPayload> {
  const contentType = { 'content-type': 'application/json' };
  if (typeof key === 'string') {
    const sealed = sealDesEcb(json, parseHexInteger(key));
    return {
      payload: JSON.stringify({ value: sealed.body }),
      headers: { ...contentType, encryption: sealed.encryption },
    };
  }
  const sealed =
    key.scheme === 'hpke'
      ? await sealHpke(json, key, target, now)
      : await sealAesGcm(json, key, target, now);
  return {
    payload: JSON.stringify({ value: sealed.value }),
    headers: {
      ...contentType,
      encryption: sealed.headers.encryption,
      'x-digest': sealed.headers.digest,
      'x-rsa': sealed.headers.rsa,
    },
  };
}
