import { HPKE_ALGORITHM, type RsaKeyValue } from '@lobby/contract';
import type { EnvelopeKeyRow } from './envelope-key-repository.js';

/** The rsa-key call's value: the hex modulus for des-ecb; for hpke and aes-gcm the key and its id. */
export function presentPublicKey(key: EnvelopeKeyRow, now: Date): RsaKeyValue {
  if (key.scheme === 'des-ecb') return key.publicKey;
  if (key.scheme === 'hpke') {
    return {
      scheme: 'hpke',
      keyId: key.id,
      algorithm: HPKE_ALGORITHM,
      publicKey: key.publicKey,
      serverTime: now.getTime(),
    };
  }
  return {
    scheme: 'aes-gcm',
    keyId: key.id,
    algorithm: 'RSA-OAEP-256',
    spki: key.publicKey,
    serverTime: now.getTime(),
  };
}
