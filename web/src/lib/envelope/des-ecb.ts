import { parseHexInteger, sealDesEcb } from '@lobby/contract';
import type { Sealer } from './sealer';

/**
 * des-ecb (legacy, compatibility only): the Encryption header carries r under textbook RSA and
 * the body is `{ value }` with the DES-ECB ciphertext. Loaded only for merchants that use it.
 */
export const sealDesEcbBody: Sealer = async (json, key) => {
  if (typeof key !== 'string')
    throw new Error('The server offered another kind of key for des-ecb');
  const sealed = sealDesEcb(json, parseHexInteger(key));
  return {
    headers: { Encryption: sealed.encryption },
    body: JSON.stringify({ value: sealed.body }),
  };
};
