import { sealAesGcm } from '@lobby/contract';
import type { Sealer } from './sealer';

/** aes-gcm: headers Encryption, X-Digest and X-RSA, and the body `{ value }` (contract docs). */
export const sealAesGcmBody: Sealer = async (json, key, call, now) => {
  if (typeof key === 'string' || key.scheme !== 'aes-gcm') {
    throw new Error('The server offered another kind of key for aes-gcm');
  }
  const sealed = await sealAesGcm(json, key, { method: call.method, path: call.path }, now);
  return {
    headers: {
      Encryption: sealed.headers.encryption,
      'X-Digest': sealed.headers.digest,
      'X-RSA': sealed.headers.rsa,
    },
    body: JSON.stringify({ value: sealed.value }),
  };
};
