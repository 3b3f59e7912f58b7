import { sealHpke } from '@lobby/contract';
import { keyedBody } from './keyed-body';
import type { Sealer } from './sealer';

/**
 * hpke (the default): RFC 9180 through @hpke/core, headers Encryption, X-Digest and X-RSA (the
 * encapsulated key) and the body `{ value }`. A chunk of its own, loaded on the first sealed call.
 */
export const sealHpkeBody: Sealer = async (json, key, call, now) => {
  if (typeof key === 'string' || key.scheme !== 'hpke') {
    throw new Error('The server offered another kind of key for hpke');
  }
  return keyedBody(await sealHpke(json, key, { method: call.method, path: call.path }, now));
};
