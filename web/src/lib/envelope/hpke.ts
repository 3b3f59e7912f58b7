import { sealHpke } from '@lobby/contract';
import type { Sealer } from './sealer';

/**
 * hpke (the default): RFC 9180 through @hpke/core, headers Encryption, X-Digest and X-RSA (the
 * encapsulated key) and the body `{ value }`. A chunk of its own, loaded on the first sealed call.
 */
export const sealHpkeBody: Sealer = async (json, key, call, now) => {
  if (typeof key === 'string' || key.scheme !== 'hpke') {
    throw new Error('The server offered another kind of key for hpke');
  }
  const sealed = await sealHpke(json, key, { method: call.method, path: call.path }, now);
  return {
    headers: {
      Encryption: sealed.headers.encryption,
      'X-Digest': sealed.headers.digest,
      'X-RSA': sealed.headers.rsa,
    },
    body: JSON.stringify({ value: sealed.value }),
  };
};
