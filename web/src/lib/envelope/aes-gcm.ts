import { sealAesGcm } from '@lobby/contract';
import { keyedBody } from './keyed-body';
import type { Sealer } from './sealer';

/** aes-gcm: headers Encryption, X-Digest and X-RSA, and the body `{ value }` (contract docs). */
export const sealAesGcmBody: Sealer = async (json, key, call, now) => {
  if (typeof key === 'string' || key.scheme !== 'aes-gcm') {
    throw new Error('The server offered another kind of key for aes-gcm');
  }
  return keyedBody(await sealAesGcm(json, key, { method: call.method, path: call.path }, now));
};
